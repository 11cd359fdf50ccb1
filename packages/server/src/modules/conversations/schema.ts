// The conversations' own rows: a chat session and its messages. They sit on the floor of the
// modules, under agents/ (which writes them through agents/conversations.ts), files/ (a chat file
// belongs to a session) and jobs/ (a long run answers in a session), so those tables point down
// at them without a loop between the folders.
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { searchVector } from '../../db/full-text.ts';
import { users } from '../accounts/schema.ts';

/**
 * A conversation with an agent (the contract's ChatSession / AgentConversation). Deleting one
 * sets `deleted_at`: it leaves the lists and exports, while its start keeps counting in the
 * plan's usage (metering's `conversation_starts`).
 */
export const chatSessions = pgTable(
  'chat_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The agent the session belongs to (`AgentType`); `chatsppock` for the Commander. */
    agentType: text('agent_type').notNull(),
    title: text('title').notNull(),
    /** Sum of the metered tokens of the session's answers. */
    totalTokensUsed: integer('total_tokens_used').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last message or change. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** When the user pinned it to the top of the lists (issue 29); null when not pinned. */
    pinnedAt: timestamp('pinned_at', { withTimezone: true }),
  },
  (t) => [index('chat_sessions_user_updated_idx').on(t.userId, t.updatedAt)],
);

/** A message of a session (the contract's ChatMessage). */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => chatSessions.id, { onDelete: 'cascade' }),
    /** user | assistant */
    role: text('role').notNull(),
    /** Markdown. */
    content: text('content').notNull(),
    /** The agent that produced an assistant message (`AgentType`); null on user messages. */
    agentUsed: text('agent_used'),
    /** Routing confidence in percent, on orchestrated answers. */
    confidence: doublePrecision('confidence'),
    /** The answer was stopped by the user (closing the stream): `content` is the part received. */
    stopped: boolean('stopped').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** `content`'s words for the search across conversations (db/full-text.ts). */
    searchVector: searchVector('search_vector', 'content'),
  },
  (t) => [
    index('chat_messages_session_created_idx').on(t.sessionId, t.createdAt),
    index('chat_messages_search_idx').using('gin', t.searchVector),
  ],
);
