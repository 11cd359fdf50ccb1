import { useCallback, useEffect, useState } from 'react';
import type { AgentType } from './chatAgents';

/** Where the conversation sidebar's state is remembered, per agent type (spec 2 §2). */
export function conversationSidebarKey(agent: AgentType): string {
  return `chat_sidebar_open_${agent}`;
}

function readStored(agent: AgentType, fallback: boolean): boolean {
  try {
    const stored = globalThis.localStorage?.getItem(conversationSidebarKey(agent));
    return stored === null || stored === undefined ? fallback : stored === 'true';
  } catch {
    return fallback;
  }
}

/**
 * The conversation sidebar's open state, remembered per agent type in local storage. Without a
 * remembered choice it starts as `fallback` (open on wide screens, closed on phones).
 */
export function useConversationSidebarOpen(
  agent: AgentType,
  fallback: boolean,
): [boolean, (open: boolean) => void] {
  const [open, setOpenState] = useState(() => readStored(agent, fallback));
  useEffect(() => {
    setOpenState(readStored(agent, fallback));
  }, [agent, fallback]);
  const setOpen = useCallback(
    (next: boolean) => {
      setOpenState(next);
      try {
        globalThis.localStorage?.setItem(conversationSidebarKey(agent), String(next));
      } catch {
        // Storage refused (private mode): the choice lasts for this page only.
      }
    },
    [agent],
  );
  return [open, setOpen];
}
