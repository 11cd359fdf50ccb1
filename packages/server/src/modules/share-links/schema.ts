// Share links (issue 29): a read-only copy of a conversation at a public address. The token of
// the address is never stored, only its SHA-256; the copy is the conversation as it was when
// shared. A link points at the conversation it copied (one of the two kinds), so deleting the
// conversation takes its links with it.
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema.ts';
import { chatSessions } from '../conversations/schema.ts';
import { customAgentSessions } from '../custom-agents/schema.ts';

/** The copy a link shows: nothing of the account (no name, e-mail, tokens, costs or file contents). */
export interface SharedSnapshot {
  agents: string[];
  startedAt: string;
  messages: {
    role: 'user' | 'assistant';
    content: string;
    agentName: string | null;
    date: string;
    files: string[];
  }[];
}

export const shareLinks = pgTable(
  'share_links',
  {
    /** Opaque id (`shl_…`): what the owner revokes by; never the public token. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 (hex) of the address's token. */
    tokenHash: text('token_hash').notNull().unique(),
    /** `agent` | `custom_agent`: which of the two session columns is set. */
    source: text('source').notNull(),
    chatSessionId: uuid('chat_session_id').references(() => chatSessions.id, { onDelete: 'cascade' }),
    customAgentSessionId: text('custom_agent_session_id').references(() => customAgentSessions.id, {
      onDelete: 'cascade',
    }),
    title: text('title').notNull(),
    snapshot: jsonb('snapshot').$type<SharedSnapshot>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null: never expires. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [index('share_links_user_created_idx').on(t.userId, t.createdAt)],
);
