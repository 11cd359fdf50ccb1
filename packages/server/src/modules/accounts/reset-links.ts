// The password reset link (spec 1 §2 "/forgot-password", "/reset-password/{token}"): sent only
// to an e-mail that exists (and within its throttle), valid for an hour, claimed once.
import { and, eq, gt, isNull } from 'drizzle-orm';
import { HOUR } from '../../clock.ts';
import type { Services } from '../../services.ts';
import { recordActivity } from './activities/activities.ts';
import { discardCode } from './codes.ts';
import { ACCOUNT_MESSAGES as M } from './messages.ts';
import { newUrlToken, sha256 } from './passwords.ts';
import { passwordResetTokens, users } from './schema.ts';
import { overLimit } from './throttles.ts';
import { findUserByEmail } from './users.ts';

export const RESET_TOKEN_TTL_MS = HOUR;

export async function sendResetLink(services: Services, email: string): Promise<void> {
  if ((await overLimit(services, 'resetPerEmail', email)) !== null) {
    return;
  }
  const user = await findUserByEmail(services.db, email);
  if (!user) {
    return;
  }
  const token = newUrlToken();
  const now = services.clock.now();
  await services.db.insert(passwordResetTokens).values({
    tokenHash: sha256(token),
    userId: user.id,
    expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
    createdAt: now,
  });
  const link = `${services.config.publicAppUrl}/reset-password/${token}`;
  await services.messenger.send({
    channel: 'email',
    to: user.email,
    subject: M.resetEmailSubject,
    body: M.resetEmailBody(user.firstName || user.email, link),
  });
}

/** Claims the link's token and sets the password; false when the token is unknown, used or expired. */
export async function resetPassword(
  services: Services,
  token: string,
  passwordHash: string,
): Promise<boolean> {
  const now = services.clock.now();
  return services.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, sha256(token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning();
    if (!claimed) {
      return false;
    }
    const [user] = await tx.select().from(users).where(eq(users.id, claimed.userId));
    // The link proves the e-mail, so it also activates an account whose code was lost.
    await tx
      .update(users)
      .set({
        passwordHash,
        passwordChangedAt: now,
        updatedAt: now,
        isActive: true,
        verifiedAt: user?.verifiedAt ?? now,
      })
      .where(eq(users.id, claimed.userId));
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, claimed.userId), isNull(passwordResetTokens.usedAt)));
    await discardCode(tx, claimed.userId, 'registration');
    await services.tokens.revokeUserSessions(claimed.userId, 'password_reset', { executor: tx });
    if (user && !user.isActive) {
      await recordActivity(tx, claimed.userId, { kind: 'account_created' }, now);
    }
    await recordActivity(tx, claimed.userId, { kind: 'password_reset' }, now);
    return true;
  });
}
