import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema.ts';
import { teams } from '../teams/schema.ts';

/**
 * Personal API keys (issue 30): the key itself is shown once and never stored; `key_hash` is its
 * SHA-256 (a key is 32 random bytes, so a fast hash is enough: nothing to guess from it).
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * A team key (an Enterprise team's owner, `userId`, created it in the team's name): valid only
     * while `userId` owns this team on Enterprise (team-keys.ts). Null: a personal key.
     */
    teamId: integer('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Closed set: `chat`, `conversations:read`. */
    scopes: text('scopes').array().notNull(),
    /** Hex SHA-256 of the whole key. */
    keyHash: text('key_hash').notNull(),
    /** What the list shows of the key: `spk_AbCd…wxYz`. */
    hint: text('hint').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Written at most once a minute per key. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('api_keys_key_hash_idx').on(table.keyHash),
    index('api_keys_user_idx').on(table.userId, table.createdAt),
  ],
);
