// The current password asked again before a sensitive change of a signed-in user (a new e-mail,
// a new password, deleting the account): a stolen access token is not enough. Checks are
// counted before the comparison, per account, and a right password clears the count.
import type { Services } from '../../services.ts';
import { verifyPassword } from './passwords.ts';
import { clearLimit, overLimit } from './throttles.ts';
import { findUserById } from './users.ts';

export type CurrentPasswordCheck = { kind: 'ok' } | { kind: 'wrong' } | { kind: 'throttled'; waitMs: number };

export async function checkCurrentPassword(
  services: Services,
  userId: number,
  password: string,
): Promise<CurrentPasswordCheck> {
  const waitMs = await overLimit(services, 'passwordConfirmPerUser', userId);
  if (waitMs !== null) {
    return { kind: 'throttled', waitMs };
  }
  const user = await findUserById(services.db, userId);
  if (!user || !(await verifyPassword(user.passwordHash, password))) {
    return { kind: 'wrong' };
  }
  // Only wrong passwords add up: the owner confirming several changes is not held back.
  await clearLimit(services, 'passwordConfirmPerUser', userId);
  return { kind: 'ok' };
}
