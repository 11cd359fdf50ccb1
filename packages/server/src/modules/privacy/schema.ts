// The LGPD's own rows (issue 31 item 3): consents with their history, the retention setting, the
// archives of a data export, the operators' reads of a person's data, and the billing records the
// law makes us keep after an erasure — pseudonymised, with nothing that names the person.
import { bigint, boolean, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema.ts';

/**
 * One row per consent given or withdrawn (never updated): the latest row of a kind is the current
 * answer, the rest is its history. `terms` carries the version of the terms accepted.
 */
export const privacyConsents = pgTable(
  'privacy_consents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** terms | marketing_emails | memory */
    kind: text('kind').notNull(),
    granted: boolean('granted').notNull(),
    /** The terms' version, on `terms` rows. */
    termsVersion: text('terms_version'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('privacy_consents_user_kind_idx').on(t.userId, t.kind, t.createdAt)],
);

/** The person's retention choice; no row means conversations are kept until they delete them. */
export const privacySettings = pgTable('privacy_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Conversations untouched for longer than this many days are deleted by the daily job; null: never. */
  retentionDays: integer('retention_days'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An archive of all of a person's data, built by a background job and fetched by an e-mailed link. */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** pending | ready | failed | expired */
    status: text('status').notNull(),
    /** SHA-256 of the link's token, set when the archive is ready; the token itself is only in the e-mail. */
    tokenHash: text('token_hash'),
    /** Where the zip lives in the file storage, once built. */
    storageKey: text('storage_key'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    /** The link stops working, and the archive is deleted, after this. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('data_exports_user_idx').on(t.userId, t.createdAt),
    index('data_exports_expires_idx').on(t.status, t.expiresAt),
  ],
);

/** A Sppock operator's read of a person's data (a support ticket opened, a console list showing them). */
export const operatorReads = pgTable(
  'operator_reads',
  {
    id: serial('id').primaryKey(),
    /** Whose data was read. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The operator; null once their own account is gone. */
    operatorId: integer('operator_id').references(() => users.id, { onDelete: 'set null' }),
    /** support_ticket | support_reply | console_usage_history */
    kind: text('kind').notNull(),
    /** What was read, in the person's words (the ticket's number), never the data itself. */
    subject: text('subject').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('operator_reads_user_idx').on(t.userId, t.createdAt)],
);

/**
 * A billing record of an erased account, kept for the fiscal period the law requires and no
 * longer: the amount, the date and the provider's reference, under a random pseudonym shared by
 * the records of the same erasure. No user id, name, e-mail or phone.
 */
export const retainedBillingRecords = pgTable(
  'retained_billing_records',
  {
    id: serial('id').primaryKey(),
    pseudonym: uuid('pseudonym').notNull(),
    /** subscription | payment | extra_tokens */
    kind: text('kind').notNull(),
    provider: text('provider').notNull(),
    /** The provider's id of the charge or subscription, to match its fiscal documents. */
    providerReference: text('provider_reference'),
    planType: text('plan_type'),
    amountCents: integer('amount_cents'),
    currency: text('currency'),
    status: text('status').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    /** Deleted by the daily job after this. */
    retainUntil: timestamp('retain_until', { withTimezone: true }).notNull(),
    erasedAt: timestamp('erased_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('retained_billing_records_until_idx').on(t.retainUntil)],
);
