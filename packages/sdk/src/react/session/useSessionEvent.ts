import type { SessionEvents } from '@sppock/sdk';
import { useEffect, useRef } from 'react';
import { useSppock } from '../SppockProvider';

/** Runs `handler` on a session event ('expiring', 'expired', 'renewed') while mounted. */
export function useSessionEvent<E extends keyof SessionEvents>(
  event: E,
  handler: (payload: SessionEvents[E]) => void,
): void {
  const { session } = useSppock();
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => session.on(event, (payload) => latest.current(payload)), [session, event]);
}
