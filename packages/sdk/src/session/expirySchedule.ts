// The two moments of a session's life that need a timer (spec 1 §4, §9): the warning five minutes
// before the access token expires, and the expiry itself. Long waits are scheduled in steps
// (setTimeout's delay is a signed 32-bit integer), and a timer never keeps a Node process alive.

/** How long before expiry the warning fires (spec 1 §9): 5 minutes. */
export const EXPIRY_WARNING_MS = 5 * 60_000;

const MAX_TIMER_MS = 2 ** 31 - 1;

/** What to do at each moment; `isCurrent` says whether the session scheduled is still the one held. */
export interface ExpiryCallbacks {
  isCurrent: () => boolean;
  onWarning: (msLeft: number) => void;
  onExpired: () => void;
}

export interface ExpirySchedule {
  /** Replaces the timers with those of a token that expires at `expiresAt` (none when null). */
  schedule(expiresAt: number | null, callbacks: ExpiryCallbacks): void;
  /** Stops both timers. */
  clear(): void;
}

function timer(callback: () => void, delay: number): ReturnType<typeof setTimeout> {
  const handle = setTimeout(callback, Math.max(0, Math.min(delay, MAX_TIMER_MS)));
  (handle as { unref?: () => void }).unref?.();
  return handle;
}

export function createExpirySchedule(): ExpirySchedule {
  let warningTimer: ReturnType<typeof setTimeout> | undefined;
  let expiryTimer: ReturnType<typeof setTimeout> | undefined;

  function clear(): void {
    clearTimeout(warningTimer);
    clearTimeout(expiryTimer);
    warningTimer = undefined;
    expiryTimer = undefined;
  }

  function schedule(expiresAt: number | null, { isCurrent, onWarning, onExpired }: ExpiryCallbacks): void {
    clear();
    if (expiresAt === null) {
      return;
    }
    const warnAt = expiresAt - EXPIRY_WARNING_MS;
    const warning = () => {
      if (!isCurrent()) {
        return;
      }
      if (Date.now() < warnAt) {
        warningTimer = timer(warning, warnAt - Date.now());
        return;
      }
      onWarning(Math.max(0, expiresAt - Date.now()));
    };
    const expiry = () => {
      if (!isCurrent()) {
        return;
      }
      if (Date.now() < expiresAt) {
        expiryTimer = timer(expiry, expiresAt - Date.now());
        return;
      }
      onExpired();
    };
    warningTimer = timer(warning, warnAt - Date.now());
    expiryTimer = timer(expiry, expiresAt - Date.now());
  }

  return { schedule, clear };
}
