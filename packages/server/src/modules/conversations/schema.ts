// The conversations' own rows: a chat session and its messages. They sit on the floor of the
// modules, under agents/ (which writes them through agents/conversations.ts), files/ (a chat file
// belongs to a session) and jobs/ (a long run answers in a session), so those tables point down
// at them without a loop between the folders.
import {
  type AnyPgColumn,
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
    /**
     * The last message of the branch shown (issue 29): the conversation is a tree of messages
     * (`chat_messages.parent_id`) and this leaf picks the path read, exported and sent to the model.
     * Null before the first message.
     */
    leafMessageId: uuid('leaf_message_id'),
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
    /**
     * The message before this one on its branch (null for a first message). An edited message or
     * an answer generated again is a sibling: same parent, the earlier version kept as a branch.
     */
    parentId: uuid('parent_id').references((): AnyPgColumn => chatMessages.id, { onDelete: 'cascade' }),
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
    /** Milliseconds from the model call's start to its first text (answers measured since issue 29). */
    firstTokenMs: integer('first_token_ms'),
    /** Output tokens per second of generation after the first text; null when there was none to time. */
    tokensPerSecond: doublePrecision('tokens_per_second'),
    /** Tokens of the prompt sent for this answer (system and the branch's history). */
    promptTokens: integer('prompt_tokens'),
    /** The answering model's context window; null when unknown (offline, OpenAI-compatible). */
    contextWindow: integer('context_window'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** `content`'s words for the search across conversations (db/full-text.ts). */
    searchVector: searchVector('search_vector', 'content'),
  },
  (t) => [
    index('chat_messages_session_created_idx').on(t.sessionId, t.createdAt),
    index('chat_messages_parent_idx').on(t.parentId),
    index('chat_messages_search_idx').using('gin', t.searchVector),
  ],
);
