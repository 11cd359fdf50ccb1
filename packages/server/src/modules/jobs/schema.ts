import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema.ts';
import { chatSessions } from '../conversations/schema.ts';

/**
 * A long agent run (spec 2 §9: LeadFinder 3-7 minutes, DataBuilder 3-8) executed as a job.
 * `status` is running while a worker has it, then completed, failed or interrupted (the server
 * stopped mid-run: marked at the next start, never left running silently).
 */
export const agentRuns = pgTable(
  'agent_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => chatSessions.id, { onDelete: 'cascade' }),
    /** The agent that runs (`AgentType`). */
    agent: text('agent').notNull(),
    /** running | completed | failed | interrupted */
    status: text('status').notNull(),
    /** inline (in-process queue) or bullmq. */
    queue: text('queue').notNull(),
    /** The id of the answer the run writes (announced on the stream before it exists). */
    answerId: uuid('answer_id').notNull(),
    /** The last progress step shown to the user (pt-BR). */
    progress: text('progress'),
    /** Why the run failed or was interrupted (pt-BR, shown to the user). */
    error: text('error'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('agent_runs_status_idx').on(t.status), index('agent_runs_session_idx').on(t.sessionId)],
);
