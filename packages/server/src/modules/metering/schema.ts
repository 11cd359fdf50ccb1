import {
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema.ts';

/**
 * Every language-model call, metered in one place (ARCHITECTURE.md "The reference server"): it
 * feeds plan limits, the usage tab, the operator console and rate-limit windows.
 */
export const llmCalls = pgTable(
  'llm_calls',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: text('session_id'),
    agent: text('agent').notNull(),
    provider: text('provider').notNull(),
    model: text('model').notNull(),
    inputTokens: integer('input_tokens').notNull(),
    outputTokens: integer('output_tokens').notNull(),
    costUsd: doublePrecision('cost_usd').notNull().default(0),
    costBrl: doublePrecision('cost_brl').notNull().default(0),
    latencyMs: integer('latency_ms').notNull().default(0),
    /** ok | error | rate_limited | timeout | aborted (the user stopped the answer) */
    outcome: text('outcome').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('llm_calls_user_created_idx').on(t.userId, t.createdAt)],
);

/**
 * One row per conversation a user starts. Deleting the conversation keeps the row: deleted
 * conversations still count against the plan (spec 1 §5 "deleting does not affect plan limits").
 */
export const conversationStarts = pgTable(
  'conversation_starts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: text('session_id').notNull(),
    agent: text('agent').notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('conversation_starts_user_created_idx').on(t.userId, t.createdAt)],
);

/**
 * The usage alerts already sent (issue 20: at 80 % and 100 % of the cycle's tokens): one row per
 * user, cycle and threshold, so each alert goes out once per cycle even when answers race.
 */
export const usageAlerts = pgTable(
  'usage_alerts',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Start of the usage cycle the alert belongs to. */
    cycleStart: timestamp('cycle_start', { withTimezone: true }).notNull(),
    /** 80 or 100 (percent of the plan's base tokens). */
    threshold: integer('threshold').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.cycleStart, t.threshold] })],
);
