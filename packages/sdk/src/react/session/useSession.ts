import type { SessionSnapshot } from '@sppock/sdk';
import { useSyncExternalStore } from 'react';
import { useSppock } from '../SppockProvider';
import { useLogout } from './useLogout';

/** The session snapshot, re-rendering on every change, plus its actions. */
export function useSession(): SessionSnapshot & {
  /** 'Continuar logado'. */
  renew: () => Promise<void>;
  /** Clears the session and the cache; returns 'Logout realizado com sucesso!'. */
  logout: () => string;
} {
  const { session } = useSppock();
  const snapshot = useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot);
  const logout = useLogout();
  return { ...snapshot, renew: session.renew, logout };
}
