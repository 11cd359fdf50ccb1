// Accounts and sessions (spec 1 §2–§9): registration with a 6-digit code by e-mail and SMS,
// login, token refresh with rotation, profile, password change and reset, preferences.
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { HOUR, MINUTE } from '../../clock.ts';
import { defineOperations, retryAfter } from '../../contract/define.ts';
import type { FieldErrors } from '../../contract/errors.ts';
import type { BodyOf } from '../../contract/types.ts';
import type { Issue } from '../../contract/validation.ts';
import type { Executor } from '../../db/client.ts';
import { overThrottle, type Throttle } from '../../infra/rate-limit.ts';
import type { Services } from '../../services.ts';
import { recordActivity } from '../activities/activities.ts';
import type { OutgoingMessage } from '../outbox/messenger.ts';
import { ACCOUNT_MESSAGES as M } from './messages.ts';
import {
  hasCharacterClasses,
  hashPassword,
  hasMinimumLength,
  isStrongPassword,
  keyedHash,
  newUrlToken,
  newVerificationCode,
  sameHash,
  sha256,
  verifyPassword,
} from './passwords.ts';
import {
  generalSettings,
  notificationPreferences,
  passwordResetTokens,
  users,
  verificationCodes,
} from './schema.ts';
import {
  digitsOnly,
  findUserByEmail,
  findUserById,
  isKnownTimezone,
  isUniqueViolation,
  normalizeEmail,
  phoneToE164,
  toProfile,
  type UserRow,
} from './users.ts';

export const CODE_TTL_MS = 10 * MINUTE;
export const CODE_MAX_ATTEMPTS = 5;
export const RESEND_COOLDOWN_MS = 60_000;
export const RESET_TOKEN_TTL_MS = HOUR;

/** Throttles: [limit, window]. */
export const THROTTLES = {
  loginPerEmail: [5, 15 * MINUTE],
  loginPerIp: [50, 15 * MINUTE],
  registerPerIp: [10, HOUR],
  verifyPerIp: [30, 10 * MINUTE],
  resendPerUser: [10, HOUR],
  resetPerIp: [10, HOUR],
  resetPerEmail: [3, HOUR],
  resetConfirmPerIp: [20, 15 * MINUTE],
} as const satisfies Record<string, Throttle>;

/** Counts one hit; returns the wait in ms when the limit is passed, else null. */
function overLimit(
  services: Services,
  throttle: keyof typeof THROTTLES,
  key: string,
): Promise<number | null> {
  return overThrottle(services.limiter, `${throttle}:${key}`, THROTTLES[throttle]);
}

function codeHash(services: Services, userId: number, code: string): string {
  return keyedHash(services.tokens.codeSecret, `${userId}:${code}`);
}

/** Stores a fresh code for the user (replacing any pending one) and returns the messages to send. */
async function newCode(services: Services, executor: Executor, user: UserRow): Promise<OutgoingMessage[]> {
  const code = newVerificationCode();
  const now = services.clock.now();
  const values = {
    userId: user.id,
    codeHash: codeHash(services, user.id, code),
    expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    failedAttempts: 0,
    sentAt: now,
  };
  await executor
    .insert(verificationCodes)
    .values(values)
    .onConflictDoUpdate({ target: verificationCodes.userId, set: values });
  const messages: OutgoingMessage[] = [
    {
      channel: 'email',
      to: user.email,
      subject: M.codeEmailSubject,
      body: M.codeEmailBody(user.firstName || user.email, code),
    },
  ];
  if (user.phone) {
    messages.push({ channel: 'sms', to: phoneToE164(user.phone), subject: null, body: M.codeSms(code) });
  }
  return messages;
}

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
  if (typeof body.password === 'string' && !isStrongPassword(body.password)) {
    errors.password = [M.weakPassword];
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

function newPasswordChecks(body: Record<string, unknown>): FieldErrors {
  const errors: FieldErrors = {};
  const password = body.new_password;
  if (typeof password === 'string') {
    const problems: string[] = [];
    if (!hasMinimumLength(password)) {
      problems.push(M.newPasswordShort);
    }
    if (!hasCharacterClasses(password)) {
      problems.push(M.newPasswordClasses);
    }
    if (problems.length > 0) {
      errors.new_password = problems;
    }
  }
  if (
    typeof password === 'string' &&
    typeof body.new_password2 === 'string' &&
    password !== body.new_password2
  ) {
    errors.new_password2 = [M.newPasswordsDiffer];
  }
  return errors;
}

const NOTIFICATION_KEYS = {
  email_notifications: 'emailNotifications',
  push_notifications: 'pushNotifications',
  usage_alerts: 'usageAlerts',
  marketing_emails: 'marketingEmails',
  support_notifications: 'supportNotifications',
  system_updates: 'systemUpdates',
} as const;

const SETTINGS_KEYS = {
  dark_mode: 'darkMode',
  auto_save: 'autoSave',
  data_analysis: 'dataAnalysis',
  language: 'language',
  session_timeout: 'sessionTimeout',
  show_tutorials: 'showTutorials',
  enable_analytics: 'enableAnalytics',
  privacy_mode: 'privacyMode',
} as const;

type Preferences = BodyOf<'accountsGetNotificationPreferences', 200>['preferences'];
type Settings = BodyOf<'accountsGetGeneralSettings', 200>['settings'];

export const DEFAULT_PREFERENCES: Preferences = {
  email_notifications: true,
  push_notifications: true,
  usage_alerts: true,
  marketing_emails: true,
  support_notifications: true,
  system_updates: true,
};

export const DEFAULT_SETTINGS: Settings = {
  dark_mode: false,
  auto_save: true,
  data_analysis: true,
  language: 'pt-BR',
  session_timeout: 30,
  show_tutorials: true,
  enable_analytics: true,
  privacy_mode: false,
};

async function readPreferences(services: Services, userId: number): Promise<Preferences> {
  const [row] = await services.db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  if (!row) {
    return { ...DEFAULT_PREFERENCES };
  }
  const result = { ...DEFAULT_PREFERENCES };
  for (const [key, column] of Object.entries(NOTIFICATION_KEYS) as [keyof Preferences, keyof typeof row][]) {
    result[key] = row[column] as boolean;
  }
  return result;
}

async function readSettings(services: Services, userId: number): Promise<Settings> {
  const [row] = await services.db.select().from(generalSettings).where(eq(generalSettings.userId, userId));
  if (!row) {
    return { ...DEFAULT_SETTINGS };
  }
  return {
    dark_mode: row.darkMode,
    auto_save: row.autoSave,
    data_analysis: row.dataAnalysis,
    language: row.language as Settings['language'],
    session_timeout: row.sessionTimeout,
    show_tutorials: row.showTutorials,
    enable_analytics: row.enableAnalytics,
    privacy_mode: row.privacyMode,
  };
}

const loginInvalidMessage = (issues: Issue[]) =>
  issues.some((i) => i.keyword === 'format' || i.keyword === 'maxLength') &&
  !issues.some((i) => i.keyword === 'required')
    ? M.resetInvalidEmail
    : M.loginMissing;

export const accountsOperations = defineOperations({
  accountsRegisterUser: {
    fieldMessage: (issue) => {
      switch (issue.field) {
        case 'phone':
          return issue.keyword === 'required' ? undefined : M.invalidPhone;
        case 'password':
          return issue.keyword === 'minLength' ? M.weakPassword : undefined;
        case 'terms_accepted':
          return issue.keyword === 'required' ? M.termsRequired : undefined;
        default:
          return undefined;
      }
    },
    checkBody: registrationChecks,
    handler: async ({ body, services, request }) => {
      const problems = registrationChecks(body as unknown as Record<string, unknown>);
      if (Object.keys(problems).length > 0) {
        return { status: 400, body: problems as BodyOf<'accountsRegisterUser', 400> };
      }
      const ipKey = `registerPerIp:${request.ip}`;
      const window = await services.limiter.peek(ipKey);
      if (window.count >= THROTTLES.registerPerIp[0]) {
        return {
          status: 429,
          body: { error: M.tooManyRegistrations },
          headers: retryAfter(window.resetInMs),
        };
      }
      const email = normalizeEmail(body.email);
      const taken = { email: [M.emailTaken], suggestion: M.emailTakenSuggestion };
      if (await findUserByEmail(services.db, email)) {
        return { status: 400, body: taken };
      }
      const now = services.clock.now();
      let created: { user: UserRow; messages: OutgoingMessage[] };
      try {
        created = await services.db.transaction(async (tx) => {
          const [user] = await tx
            .insert(users)
            .values({
              email,
              passwordHash: await hashPassword(body.password),
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
          return { user, messages: await newCode(services, tx, user) };
        });
      } catch (error) {
        if (isUniqueViolation(error)) {
          return { status: 400, body: taken };
        }
        throw error;
      }
      await services.limiter.hit(ipKey, THROTTLES.registerPerIp[1]);
      await services.messenger.sendAll(created.messages);
      return { status: 201, body: { user_id: created.user.id, message: M.registered } };
    },
  },

  accountsVerifyCode: {
    invalidMessage: () => M.invalidCode,
    handler: async ({ body, services, request }) => {
      const wait = await overLimit(services, 'verifyPerIp', request.ip);
      if (wait !== null) {
        return { status: 429, body: { error: M.tooManyAttempts }, headers: retryAfter(wait) };
      }
      const user = await findUserById(services.db, body.user_id);
      if (!user) {
        return { status: 404, body: { error: M.userNotFound } };
      }
      if (user.isActive) {
        return { status: 400, body: { error: M.alreadyVerified } };
      }
      const now = services.clock.now();
      // Each attempt takes one of the code's attempts before the comparison, atomically, so
      // parallel guesses cannot get past the limit.
      const [attempt] = await services.db
        .update(verificationCodes)
        .set({ failedAttempts: sql`${verificationCodes.failedAttempts} + 1` })
        .where(
          and(
            eq(verificationCodes.userId, user.id),
            gt(verificationCodes.expiresAt, now),
            lt(verificationCodes.failedAttempts, CODE_MAX_ATTEMPTS),
          ),
        )
        .returning();
      if (!attempt) {
        const [pending] = await services.db
          .select()
          .from(verificationCodes)
          .where(eq(verificationCodes.userId, user.id));
        const exhausted = pending && pending.expiresAt > now && pending.failedAttempts >= CODE_MAX_ATTEMPTS;
        return { status: 400, body: { error: exhausted ? M.attemptsExhausted : M.invalidCode } };
      }
      if (!sameHash(attempt.codeHash, codeHash(services, user.id, body.code))) {
        return {
          status: 400,
          body: { error: attempt.failedAttempts >= CODE_MAX_ATTEMPTS ? M.attemptsExhausted : M.invalidCode },
        };
      }
      const result = await services.db.transaction(async (tx) => {
        const [verified] = await tx
          .update(users)
          .set({ isActive: true, verifiedAt: now, updatedAt: now })
          .where(and(eq(users.id, user.id), eq(users.isActive, false)))
          .returning();
        await tx.delete(verificationCodes).where(eq(verificationCodes.userId, user.id));
        if (!verified) {
          return null;
        }
        await recordActivity(tx, verified.id, { kind: 'account_created' }, now);
        return { user: verified, tokens: await services.tokens.openSession(verified.id, tx) };
      });
      if (!result) {
        return { status: 400, body: { error: M.alreadyVerified } };
      }
      return { status: 200, body: { ...result.tokens, user: toProfile(result.user) } };
    },
  },

  accountsResendCode: {
    invalidMessage: () => M.userNotFound,
    handler: async ({ body, services }) => {
      const user = await findUserById(services.db, body.user_id);
      if (!user) {
        return { status: 404, body: { error: M.userNotFound } };
      }
      if (user.isActive) {
        return { status: 400, body: { error: M.alreadyVerified } };
      }
      const now = services.clock.now();
      const [pending] = await services.db
        .select({ sentAt: verificationCodes.sentAt })
        .from(verificationCodes)
        .where(eq(verificationCodes.userId, user.id));
      if (pending) {
        const waitMs = pending.sentAt.getTime() + RESEND_COOLDOWN_MS - now.getTime();
        if (waitMs > 0) {
          return {
            status: 429,
            body: { error: M.resendWait(Math.ceil(waitMs / 1000)) },
            headers: retryAfter(waitMs),
          };
        }
      }
      const wait = await overLimit(services, 'resendPerUser', String(user.id));
      if (wait !== null) {
        return { status: 429, body: { error: M.tooManyRequests }, headers: retryAfter(wait) };
      }
      const messages = await newCode(services, services.db, user);
      await services.messenger.sendAll(messages);
      return { status: 200, body: { message: M.codeResent } };
    },
  },

  accountsObtainToken: {
    invalidMessage: loginInvalidMessage,
    handler: async ({ body, services, request }) => {
      const email = normalizeEmail(body.email);
      const emailKey = `loginPerEmail:${email}`;
      const ipKey = `loginPerIp:${request.ip}`;
      const [byEmail, byIp] = await Promise.all([
        services.limiter.peek(emailKey),
        services.limiter.peek(ipKey),
      ]);
      if (byEmail.count >= THROTTLES.loginPerEmail[0] || byIp.count >= THROTTLES.loginPerIp[0]) {
        const waitMs = Math.max(
          byEmail.count >= THROTTLES.loginPerEmail[0] ? byEmail.resetInMs : 0,
          byIp.count >= THROTTLES.loginPerIp[0] ? byIp.resetInMs : 0,
        );
        return { status: 429, body: { detail: M.loginThrottled }, headers: retryAfter(waitMs) };
      }
      const user = await findUserByEmail(services.db, email);
      const valid = await verifyPassword(user?.passwordHash ?? null, body.password);
      if (!user || !valid) {
        await Promise.all([
          services.limiter.hit(emailKey, THROTTLES.loginPerEmail[1]),
          services.limiter.hit(ipKey, THROTTLES.loginPerIp[1]),
        ]);
        return { status: 401, body: { detail: M.loginInvalid } };
      }
      if (!user.isActive) {
        return { status: 401, body: { detail: M.loginInactive } };
      }
      await services.limiter.reset(emailKey);
      return { status: 200, body: await services.tokens.openSession(user.id) };
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

  accountsGetProfile: {
    handler: async ({ user, services }) => {
      const row = await findUserById(services.db, user.id);
      if (!row) {
        return { status: 401, body: { detail: 'Usuário não encontrado.' } };
      }
      return { status: 200, body: toProfile(row) };
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
      return undefined;
    },
    handler: async ({ body, user, services }) => {
      const timezone = body.timezone.trim();
      if (timezone !== '' && !isKnownTimezone(timezone)) {
        return { status: 400, body: { detail: M.profileUnknownTimezone } };
      }
      const email = normalizeEmail(body.email);
      const other = await findUserByEmail(services.db, email);
      const taken = { status: 400 as const, body: { email: [M.profileEmailTaken] } };
      if (other && other.id !== user.id) {
        return taken;
      }
      const now = services.clock.now();
      try {
        const updated = await services.db.transaction(async (tx) => {
          const before = await findUserById(tx, user.id);
          const [row] = await tx
            .update(users)
            .set({
              firstName: body.first_name.trim(),
              lastName: body.last_name.trim(),
              email,
              phone: digitsOnly(body.phone),
              company: body.company.trim(),
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
          // A save that changes nothing (the app saving the detected timezone again) is no event.
          if (row && before && JSON.stringify(toProfile(before)) !== JSON.stringify(toProfile(row))) {
            await recordActivity(tx, user.id, { kind: 'profile_updated' }, now);
          }
          return row;
        });
        if (!updated) {
          return { status: 401, body: { detail: 'Usuário não encontrado.' } };
        }
        return { status: 200, body: toProfile(updated) };
      } catch (error) {
        if (isUniqueViolation(error)) {
          return taken;
        }
        throw error;
      }
    },
  },

  accountsChangePassword: {
    fieldMessage: (issue) =>
      issue.field === 'new_password' && issue.keyword === 'minLength' ? M.newPasswordShort : undefined,
    checkBody: newPasswordChecks,
    handler: async ({ body, user, services }) => {
      const problems = newPasswordChecks(body as unknown as Record<string, unknown>);
      if (Object.keys(problems).length > 0) {
        return { status: 400, body: problems };
      }
      const row = await findUserById(services.db, user.id);
      if (!row || !(await verifyPassword(row.passwordHash, body.old_password))) {
        return { status: 400, body: { error: M.wrongPassword } };
      }
      const now = services.clock.now();
      const passwordHash = await hashPassword(body.new_password);
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

  accountsRequestPasswordReset: {
    invalidMessage: () => M.resetInvalidEmail,
    handler: async ({ body, services, request }) => {
      const wait = await overLimit(services, 'resetPerIp', request.ip);
      if (wait !== null) {
        return { status: 429, body: { error: M.tooManyRequests }, headers: retryAfter(wait) };
      }
      const email = normalizeEmail(body.email);
      // The e-mail is looked up and sent after the answer, so the answer's timing says nothing
      // about whether the account exists; a mailbox gets at most a few links per hour.
      services.background.run('password-reset', async () => {
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
      });
      return { status: 200, body: { message: M.resetRequested } };
    },
  },

  accountsConfirmPasswordReset: {
    invalidMessage: (issues) => {
      const first = issues[0];
      if (issues.some((i) => i.field === 'token')) {
        return M.resetTokenMissing;
      }
      if (first?.field === 'password' && first.keyword === 'minLength') {
        return M.weakPassword;
      }
      return undefined;
    },
    handler: async ({ body, services, request }) => {
      const wait = await overLimit(services, 'resetConfirmPerIp', request.ip);
      if (wait !== null) {
        return { status: 429, body: { error: M.tooManyRequests }, headers: retryAfter(wait) };
      }
      const token = body.token.trim();
      if (token === '') {
        return { status: 400, body: { error: M.resetTokenMissing } };
      }
      if (body.password !== body.password_confirm) {
        return { status: 400, body: { error: M.resetPasswordsDiffer } };
      }
      if (!isStrongPassword(body.password)) {
        return { status: 400, body: { error: M.weakPassword } };
      }
      const now = services.clock.now();
      const passwordHash = await hashPassword(body.password);
      const done = await services.db.transaction(async (tx) => {
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
        await tx.delete(verificationCodes).where(eq(verificationCodes.userId, claimed.userId));
        await services.tokens.revokeUserSessions(claimed.userId, 'password_reset', { executor: tx });
        if (user && !user.isActive) {
          await recordActivity(tx, claimed.userId, { kind: 'account_created' }, now);
        }
        await recordActivity(tx, claimed.userId, { kind: 'password_reset' }, now);
        return true;
      });
      if (!done) {
        return { status: 400, body: { error: M.resetTokenInvalid } };
      }
      return { status: 200, body: { message: M.resetDone } };
    },
  },

  accountsGetNotificationPreferences: {
    handler: async ({ user, services }) => ({
      status: 200,
      body: { success: true, preferences: await readPreferences(services, user.id) },
    }),
  },

  accountsUpdateNotificationPreferences: {
    invalidMessage: (issues) => {
      const first = issues[0];
      if (!first) {
        return undefined;
      }
      if (first.keyword === 'additionalProperties') {
        return `Preferência inválida: ${String(first.params.additionalProperty)}.`;
      }
      if (first.keyword === 'minProperties') {
        return 'Informe pelo menos uma preferência.';
      }
      if (first.field) {
        return `Valor inválido para ${first.field}: use true ou false.`;
      }
      return 'Envie um objeto com as preferências que mudam.';
    },
    handler: async ({ body, user, services }) => {
      const changes: Partial<typeof notificationPreferences.$inferInsert> = {};
      for (const [key, column] of Object.entries(NOTIFICATION_KEYS) as [keyof Preferences, string][]) {
        const value = body[key];
        if (typeof value === 'boolean') {
          (changes as Record<string, unknown>)[column] = value;
        }
      }
      const now = services.clock.now();
      await services.db
        .insert(notificationPreferences)
        .values({ userId: user.id, ...changes, updatedAt: now })
        .onConflictDoUpdate({ target: notificationPreferences.userId, set: { ...changes, updatedAt: now } });
      return {
        status: 200,
        body: {
          success: true,
          preferences: await readPreferences(services, user.id),
          message: M.preferencesUpdated,
        },
      };
    },
  },

  accountsGetGeneralSettings: {
    handler: async ({ user, services }) => ({
      status: 200,
      body: { success: true, settings: await readSettings(services, user.id) },
    }),
  },

  accountsUpdateGeneralSettings: {
    invalidMessage: (issues) => {
      const first = issues[0];
      if (!first) {
        return undefined;
      }
      if (first.keyword === 'additionalProperties') {
        return `Configuração inválida: ${String(first.params.additionalProperty)}.`;
      }
      if (first.keyword === 'minProperties') {
        return 'Informe pelo menos uma configuração.';
      }
      switch (first.field) {
        case 'session_timeout':
          return 'Valor inválido para session_timeout: use de 5 a 480 minutos.';
        case 'language':
          return 'Valor inválido para language: use pt-BR, en-US ou es-ES.';
        case null:
          return 'Envie um objeto com as configurações que mudam.';
        default:
          return `Valor inválido para ${first.field}: use true ou false.`;
      }
    },
    handler: async ({ body, user, services }) => {
      const changes: Record<string, unknown> = {};
      for (const [key, column] of Object.entries(SETTINGS_KEYS) as [keyof Settings, string][]) {
        if (body[key] !== undefined) {
          changes[column] = body[key];
        }
      }
      const now = services.clock.now();
      await services.db
        .insert(generalSettings)
        .values({ userId: user.id, ...changes, updatedAt: now })
        .onConflictDoUpdate({ target: generalSettings.userId, set: { ...changes, updatedAt: now } });
      return {
        status: 200,
        body: { success: true, settings: await readSettings(services, user.id), message: M.settingsUpdated },
      };
    },
  },
});
