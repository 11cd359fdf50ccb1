// Login, session renewal and logout (spec 1 §4). Login attempts are counted before the password
// is checked, so concurrent guesses cannot pass the limit; the limit is per e-mail *and* address,
// so a stranger cannot lock the owner out from elsewhere, and failures on one e-mail from many
// addresses slow down progressively instead. A login past the plan's device limit ends the
// oldest sessions and says so in its answer.
import { setTimeout as sleep } from 'node:timers/promises';
import { MINUTE } from '../../clock.ts';
import { defineOperations, retryAfter } from '../../contract/define.ts';
import type { Issue } from '../../contract/validation.ts';
import { ACCOUNT_MESSAGES as M } from '../../modules/accounts/messages.ts';
import { verifyPassword } from '../../modules/accounts/passwords.ts';
import { clearLimit, overLimit } from '../../modules/accounts/throttles.ts';
import { DEVICE_LIMIT_MESSAGES } from '../../modules/accounts/tokens.ts';
import { findUserByEmail, normalizeEmail } from '../../modules/accounts/users.ts';
import { deviceLimit } from '../../modules/payer/devices.ts';

/** Failures on one e-mail (from any address) before answers start to slow down. */
export const LOGIN_DELAY_AFTER = 10;
export const LOGIN_DELAY_MAX_MS = 8_000;
const LOGIN_FAILURE_WINDOW_MS = 15 * MINUTE;

/** The wait before checking the password, after `failures` recent failures on the e-mail. */
export function loginDelayMs(failures: number): number {
  if (failures <= LOGIN_DELAY_AFTER) {
    return 0;
  }
  return Math.min(250 * 2 ** (failures - LOGIN_DELAY_AFTER - 1), LOGIN_DELAY_MAX_MS);
}

const loginInvalidMessage = (issues: Issue[]) =>
  issues.some((i) => i.keyword === 'format' || i.keyword === 'maxLength') &&
  !issues.some((i) => i.keyword === 'required')
    ? M.resetInvalidEmail
    : M.loginMissing;

export const sessionOperations = defineOperations({
  accountsObtainToken: {
    invalidMessage: loginInvalidMessage,
    handler: async ({ body, services, request }) => {
      const email = normalizeEmail(body.email);
      const emailIp = `${email}|${request.ip}`;
      const [byEmailIp, byIp] = await Promise.all([
        overLimit(services, 'loginPerEmailIp', emailIp),
        overLimit(services, 'loginPerIp', request.ip),
      ]);
      if (byEmailIp !== null || byIp !== null) {
        return {
          status: 429,
          body: { detail: M.loginThrottled },
          headers: retryAfter(Math.max(byEmailIp ?? 0, byIp ?? 0)),
        };
      }
      const failuresKey = `loginFailuresPerEmail:${email}`;
      const failures = await services.limiter.hit(failuresKey, LOGIN_FAILURE_WINDOW_MS);
      const delay = loginDelayMs(failures.count);
      if (delay > 0) {
        await sleep(delay);
      }
      const user = await findUserByEmail(services.db, email);
      const valid = await verifyPassword(user?.passwordHash ?? null, body.password);
      if (!user || !valid) {
        return { status: 401, body: { detail: M.loginInvalid } };
      }
      if (!user.isActive) {
        return { status: 401, body: { detail: M.loginInactive } };
      }
      await Promise.all([
        clearLimit(services, 'loginPerEmailIp', emailIp),
        services.limiter.reset(failuresKey),
      ]);
      const limit = await deviceLimit(services, user.id);
      const { endedSessions, ...tokens } = await services.tokens.openSession(user.id, limit);
      if (endedSessions === 0) {
        return { status: 200, body: tokens };
      }
      return {
        status: 200,
        body: {
          ...tokens,
          ended_sessions: endedSessions,
          notice: DEVICE_LIMIT_MESSAGES.notice(limit.planLabel, limit.maxDevices, endedSessions),
        },
      };
    },
  },

  accountsRefreshToken: {
    invalidMessage: () => M.refreshMissing,
    handler: async ({ body, services }) => ({
      status: 200,
      body: await services.tokens.rotate(body.refresh),
    }),
  },

  accountsLogout: {
    invalidMessage: () => M.refreshMissing,
    handler: async ({ body, services }) => {
      await services.tokens.endSession(body.refresh);
      return { status: 204 };
    },
  },
});
