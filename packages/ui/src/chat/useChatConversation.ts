// The conversation a chat screen shows: which session, its messages loaded from the server, the
// ones this visit added, and its title. Every change of session is told to the screen's owner
// (`onSessionChange`), which keeps `?session=` in step.
import { useChatSession } from '@sppock/sdk/react';
import { type Dispatch, type SetStateAction, useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../primitives/Toaster/toastStore';
import type { AgentType } from './chatAgents';
import { type ChatEntry, entryFromServer } from './chatEntries';

export interface UseChatConversationOptions {
  agent: AgentType;
  /** The conversation asked for (the `?session=` parameter, the sidebar). */
  requested: string | null;
  onSessionChange?: ((sessionId: string | null) => void) | undefined;
}

export interface ChatConversation {
  sessionId: string | null;
  /** The session whose messages are loading, if any. */
  loading: string | null;
  entries: ChatEntry[];
  setEntries: Dispatch<SetStateAction<ChatEntry[]>>;
  /** The stored title, else the start of the first question. */
  sessionTitle: string | null;
  /** Shows a stored conversation, or none (`null`) until the next message creates one. */
  show(sessionId: string | null): void;
  /** The first message created this session: it is the conversation shown from now on. */
  created(sessionId: string): void;
  /** A session was deleted elsewhere (the sidebar): if it is the one shown, clear it (spec 2 §4). */
  deleted(sessionId: string): void;
}

export function useChatConversation({
  agent,
  requested,
  onSessionChange,
}: UseChatConversationOptions): ChatConversation {
  const [sessionId, setSessionId] = useState<string | null>(requested);
  const [loading, setLoading] = useState<string | null>(requested);
  const [entries, setEntries] = useState<ChatEntry[]>([]);
  const session = useChatSession(agent, loading);
  const sessionChange = useRef(onSessionChange);
  sessionChange.current = onSessionChange;

  // A `?session=` link (or the sidebar) asks for a conversation: load it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to the requested id alone.
  useEffect(() => {
    if (requested && requested !== sessionId) {
      setSessionId(requested);
      setLoading(requested);
      setEntries([]);
    }
  }, [requested]);

  useEffect(() => {
    if (!loading) {
      return;
    }
    if (session.data && session.data.session.id === loading) {
      setEntries(session.data.messages.map(entryFromServer));
      setLoading(null);
    } else if (session.isError) {
      toast.error(session.error.message);
      setLoading(null);
      setSessionId(null);
      sessionChange.current?.(null);
    }
  }, [loading, session.data, session.isError, session.error]);

  const [loadedTitle, setLoadedTitle] = useState<string | null>(null);
  useEffect(() => {
    if (session.data && session.data.session.id === sessionId) {
      setLoadedTitle(session.data.session.title);
    } else if (!sessionId) {
      setLoadedTitle(null);
    }
  }, [session.data, sessionId]);
  const sessionTitle =
    loadedTitle ?? entries.find((entry) => entry.role === 'user')?.content?.slice(0, 60) ?? null;

  const show = useCallback((id: string | null) => {
    setSessionId(id);
    setLoading(id);
    setEntries([]);
    sessionChange.current?.(id);
  }, []);

  const created = useCallback((id: string) => {
    setSessionId(id);
    sessionChange.current?.(id);
  }, []);

  const deleted = useCallback(
    (id: string) => {
      if (id === sessionId) {
        setSessionId(null);
        setEntries([]);
        sessionChange.current?.(null);
      }
    },
    [sessionId],
  );

  return { sessionId, loading, entries, setEntries, sessionTitle, show, created, deleted };
}
