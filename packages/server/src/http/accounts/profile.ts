// The signed-in user's own data (spec 1 §2 "Minha Conta": Perfil and Segurança): the profile, a
// new e-mail that applies only once the new address proves itself with a code (the old one is
// told), the phone proven by its own SMS code, and the password change.
import { CNPJ_INVALID_MESSAGE, isValidCnpj, normalizeCnpj } from '@sppock/sdk/domain';
import { and, eq } from 'drizzle-orm';
import { defineOperations, retryAfter } from '../../contract/define.ts';
import type { FieldErrors } from '../../contract/errors.ts';
import { recordActivity } from '../../modules/accounts/activities/activities.ts';
import { checkCode, discardCode, issueCode } from '../../modules/accounts/codes.ts';
import { checkCurrentPassword } from '../../modules/accounts/current-password.ts';
import { ACCOUNT_MESSAGES as M } from '../../modules/accounts/messages.ts';
import { passwordProblem } from '../../modules/accounts/password-policy.ts';
import { hashPassword } from '../../modules/accounts/passwords.ts';
import { users } from '../../modules/accounts/schema.ts';
import { clearLimit, overLimit } from '../../modules/accounts/throttles.ts';
import {
  digitsOnly,
  findUserByEmail,
  findUserById,
  isKnownTimezone,
  isUniqueViolation,
  maskEmail,
  normalizeEmail,
  phoneToE164,
  toProfile,
  type UserRow,
} from '../../modules/accounts/users.ts';
import type { Services } from '../../services.ts';

const USER_GONE = { status: 401 as const, body: { detail: M.userNotFound } };

/** Sends the code that proves a new e-mail, and tells the current address about the request. */
async function startEmailChange(services: Services, user: UserRow, newEmail: string): Promise<void> {
  const code = await issueCode(services, services.db, {
    userId: user.id,
    purpose: 'email_change',
    target: newEmail,
  });
  const name = user.firstName || user.email;
  await services.messenger.sendAll([
    { channel: 'email', to: newEmail, subject: M.emailChangeSubject, body: M.emailChangeBody(name, code) },
    {
      channel: 'email',
      to: user.email,
      subject: M.emailChangeNoticeSubject,
      body: M.emailChangeNoticeBody(name, maskEmail(newEmail)),
    },
  ]);
}

function codeError(outcome: 'invalid' | 'exhausted') {
  return {
    status: 400 as const,
    body: { error: outcome === 'exhausted' ? M.attemptsExhausted : M.invalidCode },
  };
}

export const profileOperations = defineOperations({
  accountsGetProfile: {
    handler: async ({ user, services }) => {
      const row = await services.tokens.currentUser(user);
      return row ? { status: 200, body: toProfile(row) } : USER_GONE;
    },
  },

  accountsUpdateProfile: {
    fieldMessage: (issue) => {
      if (issue.field === 'email' && issue.keyword !== 'required') {
        return M.profileInvalidEmail;
      }
      if (issue.field === 'phone' && issue.keyword !== 'required') {
        return M.profileInvalidPhone;
      }
      if (issue.field === 'company_cnpj') {
        return CNPJ_INVALID_MESSAGE;
      }
      return undefined;
    },
    handler: async ({ body, user, services }) => {
      const timezone = body.timezone.trim();
      if (timezone !== '' && !isKnownTimezone(timezone)) {
        return { status: 400, body: { detail: M.profileUnknownTimezone } };
      }
      // Absent keeps the stored CNPJ (clients that predate the field); empty clears it.
      const companyCnpj = body.company_cnpj === undefined ? undefined : normalizeCnpj(body.company_cnpj);
      if (companyCnpj && !isValidCnpj(companyCnpj)) {
        return { status: 400, body: { company_cnpj: [CNPJ_INVALID_MESSAGE] } };
      }
      const before = await findUserById(services.db, user.id);
      if (!before) {
        return USER_GONE;
      }
      const email = normalizeEmail(body.email);
      const emailChanges = email !== before.email;
      if (emailChanges) {
        if (!body.current_password) {
          return { status: 400, body: { current_password: [M.currentPasswordRequired] } };
        }
        const check = await checkCurrentPassword(services, user.id, body.current_password);
        if (check.kind === 'throttled') {
          return { status: 429, body: { detail: M.tooManyAttempts }, headers: retryAfter(check.waitMs) };
        }
        if (check.kind === 'wrong') {
          return { status: 400, body: { current_password: [M.currentPasswordWrong] } };
        }
        const other = await findUserByEmail(services.db, email);
        if (other && other.id !== user.id) {
          return { status: 400, body: { email: [M.profileEmailTaken] } };
        }
      }
      const phone = digitsOnly(body.phone);
      const now = services.clock.now();
      await services.tokens.sessionsChanged(user.id);
      const updated = await services.db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({
            firstName: body.first_name.trim(),
            lastName: body.last_name.trim(),
            phone,
            ...(phone !== before.phone ? { phoneVerifiedAt: null } : {}),
            ...(emailChanges ? { pendingEmail: email } : {}),
            company: body.company.trim(),
            ...(companyCnpj === undefined ? {} : { companyCnpj }),
            position: body.position.trim(),
            industry: body.industry.trim(),
            address: body.address.trim(),
            city: body.city.trim(),
            state: body.state.trim(),
            country: body.country.trim(),
            postalCode: body.postal_code.trim(),
            timezone,
            updatedAt: now,
          })
          .where(eq(users.id, user.id))
          .returning();
        if (phone !== before.phone) {
          await discardCode(tx, user.id, 'phone');
        }
        // A save that changes nothing (the app saving the detected timezone again) is no event.
        if (row && JSON.stringify(toProfile(before)) !== JSON.stringify(toProfile(row))) {
          await recordActivity(tx, user.id, { kind: 'profile_updated' }, now);
        }
        return row;
      });
      if (!updated) {
        return USER_GONE;
      }
      if (emailChanges) {
        await startEmailChange(services, updated, email);
      }
      return { status: 200, body: toProfile(updated) };
    },
  },

  accountsConfirmEmailChange: {
    invalidMessage: () => M.invalidCode,
    handler: async ({ body, user, services }) => {
      const row = await findUserById(services.db, user.id);
      if (!row) {
        return USER_GONE;
      }
      if (!row.pendingEmail) {
        return { status: 400, body: { error: M.noPendingEmail } };
      }
      const newEmail = row.pendingEmail;
      const outcome = await checkCode(
        services,
        services.db,
        { userId: user.id, purpose: 'email_change', target: newEmail },
        body.code,
      );
      if (outcome !== 'ok') {
        return codeError(outcome);
      }
      const now = services.clock.now();
      let updated: UserRow | undefined;
      await services.tokens.sessionsChanged(user.id);
      try {
        [updated] = await services.db
          .update(users)
          .set({ email: newEmail, pendingEmail: null, updatedAt: now })
          .where(and(eq(users.id, user.id), eq(users.pendingEmail, newEmail)))
          .returning();
      } catch (error) {
        if (!isUniqueViolation(error)) {
          throw error;
        }
        // Someone registered the address between the request and the confirmation.
        await services.db.update(users).set({ pendingEmail: null }).where(eq(users.id, user.id));
        return { status: 400, body: { error: M.profileEmailTaken } };
      }
      if (!updated) {
        return { status: 400, body: { error: M.noPendingEmail } };
      }
      await recordActivity(services.db, user.id, { kind: 'profile_updated' }, now);
      await services.messenger.send({
        channel: 'email',
        to: row.email,
        subject: M.emailChangedSubject,
        body: M.emailChangedBody(row.firstName || row.email, maskEmail(newEmail)),
      });
      return { status: 200, body: toProfile(updated) };
    },
  },

  accountsSendPhoneCode: {
    handler: async ({ user, services }) => {
      const row = await findUserById(services.db, user.id);
      if (!row) {
        return USER_GONE;
      }
      if (!row.phone) {
        return { status: 400, body: { error: M.noPhone } };
      }
      if (row.phoneVerifiedAt) {
        return { status: 400, body: { error: M.phoneAlreadyVerified } };
      }
      const cooldown = await overLimit(services, 'codeCooldown', `phone:${user.id}`);
      if (cooldown !== null) {
        return {
          status: 429,
          body: { error: M.resendWait(Math.ceil(cooldown / 1000)) },
          headers: retryAfter(cooldown),
        };
      }
      const wait = await overLimit(services, 'phoneCodesPerUser', user.id);
      if (wait !== null) {
        return { status: 429, body: { error: M.tooManyRequests }, headers: retryAfter(wait) };
      }
      const code = await issueCode(services, services.db, {
        userId: user.id,
        purpose: 'phone',
        target: row.phone,
      });
      const sent = await services.messenger.sendAll([
        { channel: 'sms', to: phoneToE164(row.phone), subject: null, body: M.phoneCodeSms(code) },
      ]);
      if (sent.failed > 0) {
        // The provider's failure is not the user's: the next try is not held back a minute.
        await clearLimit(services, 'codeCooldown', `phone:${user.id}`);
        await discardCode(services.db, user.id, 'phone');
        return { status: 503, body: { error: M.smsFailed } };
      }
      return { status: 200, body: { message: M.phoneCodeSent(row.phone.slice(-4)) } };
    },
  },

  accountsVerifyPhone: {
    invalidMessage: () => M.invalidCode,
    handler: async ({ body, user, services }) => {
      const row = await findUserById(services.db, user.id);
      if (!row) {
        return USER_GONE;
      }
      const outcome = await checkCode(
        services,
        services.db,
        { userId: user.id, purpose: 'phone', target: row.phone },
        body.code,
      );
      if (outcome !== 'ok') {
        return codeError(outcome);
      }
      const now = services.clock.now();
      await services.tokens.sessionsChanged(user.id);
      const [updated] = await services.db
        .update(users)
        .set({ phoneVerifiedAt: now, updatedAt: now })
        .where(and(eq(users.id, user.id), eq(users.phone, row.phone)))
        .returning();
      // The phone changed while the code was being typed: the code proved the old number.
      return updated ? { status: 200, body: toProfile(updated) } : codeError('invalid');
    },
  },

  accountsChangePassword: {
    fieldMessage: (issue) =>
      issue.field === 'new_password' && issue.keyword === 'minLength' ? M.newPasswordShort : undefined,
    checkBody: (body): FieldErrors =>
      typeof body.new_password === 'string' &&
      typeof body.new_password2 === 'string' &&
      body.new_password !== body.new_password2
        ? { new_password2: [M.newPasswordsDiffer] }
        : {},
    handler: async ({ body, user, services }) => {
      if (body.new_password !== body.new_password2) {
        return { status: 400, body: { new_password2: [M.newPasswordsDiffer] } };
      }
      const check = await checkCurrentPassword(services, user.id, body.old_password);
      if (check.kind === 'throttled') {
        return { status: 429, body: { error: M.tooManyAttempts }, headers: retryAfter(check.waitMs) };
      }
      if (check.kind === 'wrong') {
        return { status: 400, body: { error: M.wrongPassword } };
      }
      const row = await findUserById(services.db, user.id);
      const problem = await passwordProblem(
        body.new_password,
        row ? [row.firstName, row.lastName, row.email] : [],
      );
      if (problem) {
        return {
          status: 400,
          body: {
            new_password: [
              problem === 'short'
                ? M.newPasswordShort
                : problem === 'long'
                  ? M.passwordLong
                  : M.passwordCommon,
            ],
          },
        };
      }
      const now = services.clock.now();
      const passwordHash = await hashPassword(body.new_password);
      await services.tokens.sessionsChanged(user.id);
      await services.db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ passwordHash, passwordChangedAt: now, updatedAt: now })
          .where(eq(users.id, user.id));
        // Other devices lose their sessions; the one that changed the password keeps it.
        await services.tokens.revokeUserSessions(user.id, 'password_change', {
          keepSessionId: user.sessionId,
          executor: tx,
        });
        await recordActivity(tx, user.id, { kind: 'password_changed' }, now);
      });
      return { status: 204 };
    },
  },
});
