// Six-digit codes, one pending per user and purpose: `registration` proves the sign-up e-mail,
// `email_change` a new address, `phone` the mobile. A code is hashed with the server's key and
// bound to the address or number it was sent to, so it proves that value and no other.
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { MINUTE } from '../../clock.ts';
import type { Executor } from '../../db/client.ts';
import type { Services } from '../../services.ts';
import { keyedHash, newVerificationCode, sameHash } from './passwords.ts';
import { verificationCodes } from './schema.ts';

export const CODE_TTL_MS = 10 * MINUTE;
export const CODE_MAX_ATTEMPTS = 5;

export type CodePurpose = 'registration' | 'email_change' | 'phone';

/** The outcome of a code check; only `ok` consumes the code. */
export type CodeCheck = 'ok' | 'invalid' | 'exhausted';

interface CodeSubject {
  userId: number;
  purpose: CodePurpose;
  /** The e-mail address or phone digits the code was sent to. */
  target: string;
}

function codeHash(services: Services, subject: CodeSubject, code: string): string {
  return keyedHash(
    services.tokens.codeSecret,
    `${subject.purpose}:${subject.userId}:${subject.target}:${code}`,
  );
}

/** Stores a fresh code (replacing any pending one of the same purpose) and returns it to be sent. */
export async function issueCode(
  services: Services,
  executor: Executor,
  subject: CodeSubject,
): Promise<string> {
  const code = newVerificationCode();
  const now = services.clock.now();
  const values = {
    userId: subject.userId,
    purpose: subject.purpose,
    target: subject.target,
    codeHash: codeHash(services, subject, code),
    expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    failedAttempts: 0,
    sentAt: now,
  };
  await executor
    .insert(verificationCodes)
    .values(values)
    .onConflictDoUpdate({ target: [verificationCodes.userId, verificationCodes.purpose], set: values });
  return code;
}

/** Checks a code; a right one is deleted (used once). */
export async function checkCode(
  services: Services,
  executor: Executor,
  subject: CodeSubject,
  code: string,
): Promise<CodeCheck> {
  const now = services.clock.now();
  const mine = and(
    eq(verificationCodes.userId, subject.userId),
    eq(verificationCodes.purpose, subject.purpose),
  );
  // Each attempt takes one of the code's attempts before the comparison, atomically, so
  // parallel guesses cannot get past the limit.
  const [attempt] = await executor
    .update(verificationCodes)
    .set({ failedAttempts: sql`${verificationCodes.failedAttempts} + 1` })
    .where(
      and(
        mine,
        gt(verificationCodes.expiresAt, now),
        lt(verificationCodes.failedAttempts, CODE_MAX_ATTEMPTS),
      ),
    )
    .returning();
  if (!attempt) {
    const [pending] = await executor.select().from(verificationCodes).where(mine);
    const exhausted = pending && pending.expiresAt > now && pending.failedAttempts >= CODE_MAX_ATTEMPTS;
    return exhausted ? 'exhausted' : 'invalid';
  }
  if (attempt.target !== subject.target || !sameHash(attempt.codeHash, codeHash(services, subject, code))) {
    return attempt.failedAttempts >= CODE_MAX_ATTEMPTS ? 'exhausted' : 'invalid';
  }
  await executor.delete(verificationCodes).where(mine);
  return 'ok';
}

export async function discardCode(executor: Executor, userId: number, purpose: CodePurpose): Promise<void> {
  await executor
    .delete(verificationCodes)
    .where(and(eq(verificationCodes.userId, userId), eq(verificationCodes.purpose, purpose)));
}
