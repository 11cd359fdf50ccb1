// Registration (spec 1 §2 "/register", §4 "Account"): the account starts pending, a 6-digit
// code sent to the e-mail proves the address, and the right code opens the first session.
// The answer never says whether the e-mail already has an account: an existing address gets
// the same 201 (with an id drawn from the same sequence) while its owner is told by e-mail.
// Verify and resend need the registration token, so the sequential id alone proves nothing.
import { and, eq, sql } from 'drizzle-orm';
import { defineOperations, retryAfter } from '../../contract/define.ts';
import type { FieldErrors } from '../../contract/errors.ts';
import type { BodyOf } from '../../contract/types.ts';
import type { Executor } from '../../db/client.ts';
import { recordActivity } from '../../modules/accounts/activities/activities.ts';
import {
  CODE_MAX_ATTEMPTS,
  CODE_TTL_MS,
  type CodeCheck,
  checkCode,
  issueCode,
} from '../../modules/accounts/codes.ts';
import { ACCOUNT_MESSAGES as M } from '../../modules/accounts/messages.ts';
import { passwordProblem, passwordProblemMessage } from '../../modules/accounts/password-policy.ts';
import { hashPassword } from '../../modules/accounts/passwords.ts';
import { users } from '../../modules/accounts/schema.ts';
import { overLimit, THROTTLES, throttleKey } from '../../modules/accounts/throttles.ts';
import {
  digitsOnly,
  findUserByEmail,
  findUserById,
  isUniqueViolation,
  normalizeEmail,
  toProfile,
  type UserRow,
} from '../../modules/accounts/users.ts';
import { deviceLimit } from '../../modules/payer/devices.ts';
import type { Services } from '../../services.ts';

/** Server rules of the registration form beyond the schema. */
export function registrationChecks(body: Record<string, unknown>): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of ['first_name', 'last_name'] as const) {
    const value = body[field];
    if (typeof value === 'string' && value.trim() === '') {
      errors[field] = [M.blank];
    }
  }
  if (typeof body.email === 'string' && body.email.trim() === '') {
    errors.email = [M.blank];
  }
  if (
    typeof body.password === 'string' &&
    typeof body.confirm_password === 'string' &&
    body.password !== body.confirm_password
  ) {
    errors.confirm_password = [M.passwordsDifferRegistration];
  }
  if (body.terms_accepted === false) {
    errors.terms_accepted = [M.termsRequired];
  }
  return errors;
}

function sendRegistrationCode(services: Services, user: UserRow, code: string): void {
  services.background.run('registration-code', () =>
    services.messenger.send({
      channel: 'email',
      to: user.email,
      subject: M.codeEmailSubject,
      body: M.codeEmailBody(user.firstName || user.email, code),
    }),
  );
}

/** Tells the owner of an existing account that someone tried to sign up with their e-mail. */
function noticeExistingAccount(services: Services, owner: UserRow): void {
  services.background.run('registration-existing-email', async () => {
    if ((await overLimit(services, 'existingAccountNoticePerEmail', owner.email)) !== null) {
      return;
    }
    await services.messenger.send({
      channel: 'email',
      to: owner.email,
      subject: M.existingAccountSubject,
      body: M.existingAccountBody(
        owner.firstName || owner.email,
        `${services.config.publicAppUrl}/forgot-password`,
      ),
    });
  });
}

/** An id from the users' own sequence, for the answer to a registration that creates no row. */
async function unusedUserId(executor: Executor): Promise<number> {
  const result = await executor.execute<{ id: string | number }>(
    sql`select nextval(pg_get_serial_sequence('users', 'id')) as id`,
  );
  const rows = (result as unknown as { rows: { id: string | number }[] }).rows;
  return Number(rows[0]?.id);
}

/**
 * Code attempts on an id without a pending registration are counted like a real code's, so
 * "too many attempts" arrives after the same number of guesses either way.
 */
async function checkUnknownCode(services: Services, userId: number): Promise<CodeCheck> {
  const state = await services.limiter.hit(`registrationGuesses:${userId}`, CODE_TTL_MS);
  return state.count >= CODE_MAX_ATTEMPTS ? 'exhausted' : 'invalid';
}

async function tokenMatches(services: Services, token: string, userId: number): Promise<boolean> {
  return (await services.tokens.registrationUserId(token)) === userId;
}

export const registrationOperations = defineOperations({
  accountsRegisterUser: {
    fieldMessage: (issue) => {
      switch (issue.field) {
        case 'phone':
          return issue.keyword === 'required' ? undefined : M.invalidPhone;
        case 'password':
          if (issue.keyword === 'minLength') {
            return M.passwordShort;
          }
          return issue.keyword === 'maxLength' ? M.passwordLong : undefined;
        case 'terms_accepted':
          return issue.keyword === 'required' ? M.termsRequired : undefined;
        default:
          return undefined;
      }
    },
    checkBody: registrationChecks,
    handler: async ({ body, services, request }) => {
      // Every attempt counts, refused ones included.
      const wait = await overLimit(services, 'registerPerIp', request.ip);
      if (wait !== null) {
        return { status: 429, body: { error: M.tooManyRegistrations }, headers: retryAfter(wait) };
      }
      const problems = registrationChecks(body as unknown as Record<string, unknown>);
      const problem = await passwordProblem(body.password, [body.first_name, body.last_name, body.email]);
      if (problem) {
        problems.password = [passwordProblemMessage(problem)];
      }
      if (Object.keys(problems).length > 0) {
        return { status: 400, body: problems as BodyOf<'accountsRegisterUser', 400> };
      }
      const email = normalizeEmail(body.email);
      const now = services.clock.now();
      // Both paths hash the password, so the answer takes as long whether the e-mail exists or not.
      const passwordHash = await hashPassword(body.password);
      const existing = await findUserByEmail(services.db, email);
      let userId: number;
      if (existing) {
        userId = await unusedUserId(services.db);
        noticeExistingAccount(services, existing);
      } else {
        try {
          const created = await services.db.transaction(async (tx) => {
            const [user] = await tx
              .insert(users)
              .values({
                email,
                passwordHash,
                firstName: body.first_name.trim(),
                lastName: body.last_name.trim(),
                phone: digitsOnly(body.phone),
                isActive: false,
                termsAcceptedAt: now,
                createdAt: now,
                updatedAt: now,
              })
              .returning();
            if (!user) {
              throw new Error('Falha ao criar usuário.');
            }
            return {
              user,
              code: await issueCode(services, tx, {
                userId: user.id,
                purpose: 'registration',
                target: email,
              }),
            };
          });
          userId = created.user.id;
          sendRegistrationCode(services, created.user, created.code);
        } catch (error) {
          if (!isUniqueViolation(error)) {
            throw error;
          }
          // The same e-mail registered a moment ago by a concurrent request.
          const owner = await findUserByEmail(services.db, email);
          userId = await unusedUserId(services.db);
          if (owner) {
            noticeExistingAccount(services, owner);
          }
        }
      }
      await services.limiter.hit(
        throttleKey('codeCooldown', `registration:${userId}`),
        THROTTLES.codeCooldown[1],
      );
      return {
        status: 201,
        body: {
          user_id: userId,
          message: M.registered,
          registration_token: await services.tokens.registrationToken(userId),
        },
      };
    },
  },

  accountsVerifyCode: {
    invalidMessage: (issues) =>
      issues.some((issue) => issue.field === 'registration_token') ? M.registrationExpired : M.invalidCode,
    handler: async ({ body, services, request }) => {
      const wait = await overLimit(services, 'verifyPerIp', request.ip);
      if (wait !== null) {
        return { status: 429, body: { error: M.tooManyAttempts }, headers: retryAfter(wait) };
      }
      if (!(await tokenMatches(services, body.registration_token, body.user_id))) {
        return { status: 400, body: { error: M.registrationExpired } };
      }
      const user = await findUserById(services.db, body.user_id);
      if (user?.isActive) {
        return { status: 400, body: { error: M.alreadyVerified } };
      }
      const outcome = user
        ? await checkCode(
            services,
            services.db,
            { userId: user.id, purpose: 'registration', target: user.email },
            body.code,
          )
        : await checkUnknownCode(services, body.user_id);
      if (outcome !== 'ok' || !user) {
        return {
          status: 400,
          body: { error: outcome === 'exhausted' ? M.attemptsExhausted : M.invalidCode },
        };
      }
      const now = services.clock.now();
      // Read before the transaction: the plan lookup uses its own connection.
      const limit = await deviceLimit(services, user.id);
      const result = await services.db.transaction(async (tx) => {
        const [verified] = await tx
          .update(users)
          .set({ isActive: true, verifiedAt: now, updatedAt: now })
          .where(and(eq(users.id, user.id), eq(users.isActive, false)))
          .returning();
        if (!verified) {
          return null;
        }
        await recordActivity(tx, verified.id, { kind: 'account_created' }, now);
        // A first session: nothing to end, but it goes through the same door as every login.
        const { access, refresh } = await services.tokens.openSession(verified.id, limit, tx);
        return { user: verified, tokens: { access, refresh } };
      });
      if (!result) {
        return { status: 400, body: { error: M.alreadyVerified } };
      }
      return { status: 200, body: { ...result.tokens, user: toProfile(result.user) } };
    },
  },

  accountsResendCode: {
    invalidMessage: () => M.registrationExpired,
    handler: async ({ body, services }) => {
      if (!(await tokenMatches(services, body.registration_token, body.user_id))) {
        return { status: 400, body: { error: M.registrationExpired } };
      }
      const cooldown = await overLimit(services, 'codeCooldown', `registration:${body.user_id}`);
      if (cooldown !== null) {
        return {
          status: 429,
          body: { error: M.resendWait(Math.ceil(cooldown / 1000)) },
          headers: retryAfter(cooldown),
        };
      }
      const wait = await overLimit(services, 'resendPerUser', body.user_id);
      if (wait !== null) {
        return { status: 429, body: { error: M.tooManyRequests }, headers: retryAfter(wait) };
      }
      const user = await findUserById(services.db, body.user_id);
      if (user?.isActive) {
        return { status: 400, body: { error: M.alreadyVerified } };
      }
      if (user) {
        const code = await issueCode(services, services.db, {
          userId: user.id,
          purpose: 'registration',
          target: user.email,
        });
        sendRegistrationCode(services, user, code);
      } else {
        await services.limiter.reset(`registrationGuesses:${body.user_id}`);
      }
      return {
        status: 200,
        body: {
          message: M.codeResent,
          registration_token: await services.tokens.registrationToken(body.user_id),
        },
      };
    },
  },
});
