import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { SppockMessageCatalog, SppockMessageOverrides } from './catalog';

const MessagesContext = createContext<SppockMessageOverrides>({});

export interface SppockMessagesProviderProps {
  /** Copy to replace, by feature; anything left out keeps its pt-BR default. */
  messages: SppockMessageOverrides;
  children?: ReactNode;
}

/** Lets a host override the pt-BR copy of any feature. Providers nest; the innermost wins. */
export function SppockMessagesProvider({ messages, children }: SppockMessagesProviderProps) {
  const parent = useContext(MessagesContext);
  const merged = useMemo(() => {
    const next: Record<string, unknown> = { ...parent };
    for (const [feature, overrides] of Object.entries(messages)) {
      next[feature] = { ...(parent[feature as keyof SppockMessageOverrides] ?? {}), ...overrides };
    }
    return next as SppockMessageOverrides;
  }, [parent, messages]);
  return <MessagesContext.Provider value={merged}>{children}</MessagesContext.Provider>;
}

/** A feature's messages: its defaults with the host's overrides applied. */
export function useMessages<Feature extends keyof SppockMessageCatalog>(
  feature: Feature,
  defaults: SppockMessageCatalog[Feature],
): SppockMessageCatalog[Feature] {
  const overrides = useContext(MessagesContext)[feature];
  return useMemo(() => (overrides ? { ...defaults, ...overrides } : defaults), [defaults, overrides]);
}
