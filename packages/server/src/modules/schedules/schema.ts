// Scheduled runs (issue 30 item 4): a person's standing request to an agent, and each of its runs.
// A run's row is the guard against running twice: (schedule, due time) is unique, so the node
// that inserts it runs it and every other node that saw the same due time finds it taken; and a
// schedule has at most one run in progress.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema.ts';

export const schedules = pgTable(
  'schedules',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** `AgentType`; `chatsppock` lets the Commander route each run. */
    agentType: text('agent_type').notNull(),
    message: text('message').notNull(),
    /** daily | weekly | monthly | cron */
    frequency: text('frequency').notNull(),
    /** 'HH:MM' in America/Sao_Paulo (daily, weekly, monthly). */
    time: text('time'),
    weekday: integer('weekday'),
    dayOfMonth: integer('day_of_month'),
    cron: text('cron'),
    emailResult: boolean('email_result').notNull().default(false),
    /** active | paused */
    status: text('status').notNull().default('active'),
    /** Why Sppock paused it itself (the plan ran out), shown to the person; null otherwise. */
    pausedReason: text('paused_reason'),
    /** The next due time, computed from the recurrence; null while paused. */
    nextRunAt: timestamp('next_run_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('schedules_user_idx').on(t.userId),
    index('schedules_due_idx').on(t.nextRunAt).where(sql`${t.status} = 'active'`),
  ],
);

export const scheduleRuns = pgTable(
  'schedule_runs',
  {
    id: serial('id').primaryKey(),
    scheduleId: integer('schedule_id')
      .notNull()
      .references(() => schedules.id, { onDelete: 'cascade' }),
    /** scheduled | manual */
    trigger: text('trigger').notNull(),
    /** The due time the run answers (the click's time for a manual run). */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** running | succeeded | failed | stopped */
    status: text('status').notNull().default('running'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** The conversation the answer landed in (a chat session, or a custom agent's session). */
    sessionId: text('session_id'),
    /** The conversation's agent: `AgentType`, or a custom agent's id. */
    agent: text('agent'),
    error: text('error'),
  },
  (t) => [
    uniqueIndex('schedule_runs_due_key').on(t.scheduleId, t.dueAt),
    uniqueIndex('schedule_runs_one_running').on(t.scheduleId).where(sql`${t.status} = 'running'`),
    index('schedule_runs_running_idx').on(t.startedAt).where(sql`${t.status} = 'running'`),
  ],
);
