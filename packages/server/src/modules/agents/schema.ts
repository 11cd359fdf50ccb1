import { doublePrecision, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema.ts';
import { chatMessages, chatSessions } from '../conversations/schema.ts';

/**
 * A user's rating of an answer (spec 2 §4 "feedback_type"), or of the whole session when no
 * message is named. A new rating of the same answer replaces the previous one.
 */
export const chatFeedback = pgTable(
  'chat_feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => chatSessions.id, { onDelete: 'cascade' }),
    /** The rated assistant message; null rates the session. */
    messageId: uuid('message_id').references(() => chatMessages.id, { onDelete: 'cascade' }),
    /** positive | negative */
    feedbackType: text('feedback_type').notNull(),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_feedback_session_message_idx').on(t.sessionId, t.messageId)],
);

/**
 * A question back of the Commander (issue 26): the assistant message that asks, the user's
 * message it is about, the two agents offered (likeliest first) with the router's confidence,
 * and, once the user taps one, the agent chosen. A question is pending while nothing is chosen
 * and it is still the conversation's last message.
 */
export const chatClarifications = pgTable(
  'chat_clarifications',
  {
    /** The question (an assistant message of the Commander). */
    messageId: uuid('message_id')
      .primaryKey()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => chatSessions.id, { onDelete: 'cascade' }),
    /** The user's message the question is about: the choice answers it. */
    requestId: uuid('request_id')
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    /** The router's first choice (`RoutedAgent`). */
    firstAgent: text('first_agent').notNull(),
    /** The router's second choice (`RoutedAgent`). */
    secondAgent: text('second_agent').notNull(),
    /** The router's confidence in its first choice, 0 to 1. */
    confidence: doublePrecision('confidence').notNull(),
    /** The agent the user tapped; null while the question waits. */
    chosenAgent: text('chosen_agent'),
    chosenAt: timestamp('chosen_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_clarifications_session_idx').on(t.sessionId),
    index('chat_clarifications_created_idx').on(t.createdAt),
  ],
);

/**
 * A labelled routing example left by use (issue 26 "learning from use"): a request and the agent
 * the user wanted for it, from a choice in a question back or from 'Perguntar a outro agente'
 * on a Commander answer. The user's own (exported by them as TSV for retraining), gone with the
 * account. One per Commander message: asking again about the same answer replaces the label.
 */
export const routingExamples = pgTable(
  'routing_examples',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The Commander message the example comes from: the question, or the answer asked elsewhere. */
    messageId: uuid('message_id')
      .notNull()
      .unique()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    /** The request, on one line, as long as the router reads. */
    text: text('text').notNull(),
    /** The agent the user wanted (`RoutedAgent`). */
    label: text('label').notNull(),
    /** The agent the Commander had picked: the router's first choice, or the agent that answered. */
    routedAgent: text('routed_agent').notNull(),
    /** The Commander's confidence in `routedAgent`, 0 to 1. */
    confidence: doublePrecision('confidence').notNull(),
    /** clarification | ask_another_agent */
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('routing_examples_user_created_idx').on(t.userId, t.createdAt),
    index('routing_examples_created_idx').on(t.createdAt),
  ],
);
