import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema.ts';

/**
 * Facts the agents keep about a user and their business (issue 29): typed by the user (an
 * explicit "lembre que…" in a chat, or added in Minha Conta › Memória) or proposed from their
 * conversations and accepted. Only `active` facts reach a prompt.
 */
export const userMemories = pgTable(
  'user_memories',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    /** 'explicit' (the user said or typed it) | 'proposed' (found in a conversation). */
    source: text('source').notNull(),
    /**
     * 'active' (used in prompts) | 'pending' (a proposal waiting for the user) | 'declined' (a
     * proposal the user turned down: kept so the same text is not proposed again, never used).
     */
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('user_memories_user_idx').on(t.userId, t.status, t.updatedAt)],
);

/** The user's memory switches; no row is the defaults (memory on, proposals off). */
export const userMemorySettings = pgTable('user_memory_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Off: nothing is saved and nothing is used. */
  enabled: boolean('enabled').notNull().default(true),
  /** On: facts found in conversations are proposed for the user to accept (never stored silently). */
  propose: boolean('propose').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
