import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema.ts';
import { embedSites } from '../embed/schema.ts';

/**
 * A conversation with the FAQ chatbot (spec 2 §3 "Support chatbot session info"). A signed-in
 * user has at most one active session; a visitor's session (issue 20) has no user and no
 * address, only its random id.
 */
export const chatbotSessions = pgTable(
  'chatbot_sessions',
  {
    /** UUID v4, the `session_id` of the contract. */
    id: text('id').primaryKey(),
    /** Null for an anonymous visitor. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    isActive: boolean('is_active').notNull().default(true),
    /** Grows by 2 per exchange (question and answer, spec 2 §9). */
    messageCount: integer('message_count').notNull().default(0),
    /** The plan when the session opened (`freemium` for visitors). */
    packageType: text('package_type').notNull().default('freemium'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('chatbot_sessions_user_active_idx').on(t.userId, t.isActive)],
);

/** One question and its answer (spec 2 §3 "Support chatbot conversation item"). */
export const chatbotExchanges = pgTable(
  'chatbot_exchanges',
  {
    id: serial('id').primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => chatbotSessions.id, { onDelete: 'cascade' }),
    /** UUID v4 used to rate the answer. */
    messageId: text('message_id').notNull(),
    userMessage: text('user_message').notNull(),
    botResponse: text('bot_response').notNull(),
    confidenceScore: doublePrecision('confidence_score').notNull(),
    suggestions: jsonb('suggestions').$type<string[]>().notNull(),
    /** knowledge_base | model | not_sure */
    answerSource: text('answer_source').notNull(),
    /** Titles of the articles the answer came from. */
    sources: jsonb('sources').$type<string[]>().notNull(),
    /** The knowledge-base article ids behind the answer (for evaluating ratings). */
    articleIds: jsonb('article_ids').$type<string[]>().notNull(),
    isHelpful: boolean('is_helpful'),
    ratedAt: timestamp('rated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chatbot_exchanges_message_id_unique').on(t.messageId),
    index('chatbot_exchanges_session_idx').on(t.sessionId, t.id),
  ],
);

/** Which site (and origin) a visitor's chatbot session was opened for. */
export const embedVisitorSessions = pgTable(
  'embed_visitor_sessions',
  {
    sessionId: text('session_id')
      .primaryKey()
      .references(() => chatbotSessions.id, { onDelete: 'cascade' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => embedSites.id, { onDelete: 'cascade' }),
    origin: text('origin').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('embed_visitor_sessions_site_idx').on(t.siteId, t.createdAt)],
);
