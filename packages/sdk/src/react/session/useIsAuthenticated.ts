import { useSyncExternalStore } from 'react';
import { useSppock } from '../SppockProvider';

/** True while someone is signed in; re-renders when that changes. Private to the named hooks. */
export function useIsAuthenticated(): boolean {
  const { session } = useSppock();
  return useSyncExternalStore(
    session.subscribe,
    () => session.getSnapshot().status === 'authenticated',
    () => false,
  );
}
