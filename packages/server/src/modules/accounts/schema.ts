import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-cased; unique. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    /** Digits only (DDD + number), or empty. */
    phone: text('phone').notNull().default(''),
    /** When the current phone was proven by its own SMS code; cleared when the phone changes. */
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    /** A new e-mail waiting for its code; `email` changes only once it is confirmed. */
    pendingEmail: text('pending_email'),
    company: text('company').notNull().default(''),
    /** The company's CNPJ, 14 characters without punctuation (numeric or alphanumeric), or empty. */
    companyCnpj: text('company_cnpj').notNull().default(''),
    position: text('position').notNull().default(''),
    industry: text('industry').notNull().default(''),
    address: text('address').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    country: text('country').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    timezone: text('timezone').notNull().default(''),
    isSuperuser: boolean('is_superuser').notNull().default(false),
    /** False until the e-mailed code is verified (or a password reset proves the e-mail). */
    isActive: boolean('is_active').notNull().default(false),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email)],
);

/**
 * One pending 6-digit code per user and purpose; a resend replaces it. `registration` proves the
 * sign-up e-mail, `email_change` the new address, `phone` the mobile; `target` is the address or
 * number the code was sent to, so a code cannot prove a value it was not sent to.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull().default('registration'),
    target: text('target').notNull().default(''),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.purpose] })],
);

/**
 * A login session: the family of refresh tokens born from one login or verification. Access
 * tokens carry the session id, so revoking the session ends them at once too.
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /** Last authenticated call or refresh; the idle lifetime counts from here. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** reuse | password_change | password_reset | logout | operator | account_deleted | expired | idle | demo_disabled | device_limit */
    revokedReason: text('revoked_reason'),
    /**
     * The pt-BR text the session's tokens are refused with when it ended for a reason its device
     * must learn (another device's login past the plan's `max_devices`), written as it was then.
     */
    revokedDetail: text('revoked_detail'),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    /** The token's `jti`. */
    id: text('id').primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the token was exchanged for a new pair; a second use is a reuse. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    /** SHA-256 of the token sent in the link; the token itself is never stored. */
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

export const notificationPreferences = pgTable('notification_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  emailNotifications: boolean('email_notifications').notNull().default(true),
  pushNotifications: boolean('push_notifications').notNull().default(true),
  usageAlerts: boolean('usage_alerts').notNull().default(true),
  marketingEmails: boolean('marketing_emails').notNull().default(true),
  supportNotifications: boolean('support_notifications').notNull().default(true),
  systemUpdates: boolean('system_updates').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const generalSettings = pgTable('general_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  darkMode: boolean('dark_mode').notNull().default(true),
  autoSave: boolean('auto_save').notNull().default(true),
  dataAnalysis: boolean('data_analysis').notNull().default(true),
  language: text('language').notNull().default('pt-BR'),
  sessionTimeout: integer('session_timeout').notNull().default(30),
  showTutorials: boolean('show_tutorials').notNull().default(true),
  enableAnalytics: boolean('enable_analytics').notNull().default(true),
  privacyMode: boolean('privacy_mode').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
