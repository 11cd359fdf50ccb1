// The accounts module's throttles. Every one counts the attempt before the work it guards (the
// password check, the code comparison), so concurrent requests cannot slip past a limit.
import { HOUR, MINUTE } from '../../clock.ts';
import { overThrottle, type Throttle } from '../../infra/rate-limit.ts';
import type { Services } from '../../services.ts';

/** Throttles: [limit, window]. */
export const THROTTLES = {
  /** Wrong passwords for one e-mail from one address: a stranger elsewhere cannot lock the owner out. */
  loginPerEmailIp: [5, 15 * MINUTE],
  loginPerIp: [50, 15 * MINUTE],
  registerPerIp: [10, HOUR],
  verifyPerIp: [30, 10 * MINUTE],
  /** One code per minute per account and purpose (the spec's resend link). */
  codeCooldown: [1, MINUTE],
  resendPerUser: [10, HOUR],
  phoneCodesPerUser: [5, HOUR],
  /** Owner notices of a sign-up attempt with their e-mail: a mailbox is not flooded. */
  existingAccountNoticePerEmail: [3, HOUR],
  /** Current-password checks of a signed-in user (e-mail change, account deletion). */
  passwordConfirmPerUser: [5, 15 * MINUTE],
  resetPerIp: [10, HOUR],
  resetPerEmail: [3, HOUR],
  resetConfirmPerIp: [20, 15 * MINUTE],
} as const satisfies Record<string, Throttle>;

export type ThrottleName = keyof typeof THROTTLES;

export function throttleKey(throttle: ThrottleName, key: string | number): string {
  return `${throttle}:${key}`;
}

/** Counts one hit; returns the wait in ms when the limit is passed, else null. */
export function overLimit(
  services: Services,
  throttle: ThrottleName,
  key: string | number,
): Promise<number | null> {
  return overThrottle(services.limiter, throttleKey(throttle, key), THROTTLES[throttle]);
}

/** Forgets a throttle's window (a successful login clears its failures). */
export function clearLimit(services: Services, throttle: ThrottleName, key: string | number): Promise<void> {
  return services.limiter.reset(throttleKey(throttle, key));
}
