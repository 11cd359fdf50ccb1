// The session's events (spec 1 §4): 'expiring', 'expired', 'renewed' and 'notice', each with its
// listeners. An `expired` that happened before anyone listened (a token already expired at load,
// or a session that ended before the app mounted) is delivered to the first listener.
import type { SessionEvents } from './sessionStore';

type Handler<E extends keyof SessionEvents> = (payload: SessionEvents[E]) => void;

export function createSessionEvents() {
  const handlers: { [E in keyof SessionEvents]: Set<Handler<E>> } = {
    expiring: new Set(),
    expired: new Set(),
    renewed: new Set(),
    notice: new Set(),
  };
  let unheardExpiry: SessionEvents['expired'] | null = null;

  function emit<E extends keyof SessionEvents>(event: E, payload: SessionEvents[E]): void {
    for (const handler of [...handlers[event]]) {
      handler(payload);
    }
  }

  return {
    emit,
    /** Emits `expired`, kept for the first listener when nobody listens yet. */
    expired(event: SessionEvents['expired']): void {
      if (handlers.expired.size === 0) {
        unheardExpiry = event;
      }
      emit('expired', event);
    },
    /** An expiry found before anything could listen (at load): kept for the first listener. */
    expiredBeforeListening(event: SessionEvents['expired']): void {
      unheardExpiry = event;
    },
    on<E extends keyof SessionEvents>(event: E, handler: Handler<E>): () => void {
      handlers[event].add(handler);
      if (event === 'expired' && unheardExpiry) {
        const pending = unheardExpiry;
        unheardExpiry = null;
        queueMicrotask(() => (handler as Handler<'expired'>)(pending));
      }
      return () => {
        handlers[event].delete(handler);
      };
    },
    clear(): void {
      for (const set of Object.values(handlers)) {
        set.clear();
      }
    },
  };
}
