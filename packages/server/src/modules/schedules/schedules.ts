// A person's schedules (issue 30 item 4): list, create, change (pause and resume included),
// delete. The recurrence's rules and wording are the SDK's (`@sppock/sdk/domain` schedules), so
// the tab's preview and the next run stored here are computed the same way.
import {
  nextRunPreview,
  nextScheduleRun,
  recurrenceError,
  SCHEDULE_LIMITS,
  type ScheduleFrequency,
  type ScheduleRecurrence,
} from '@sppock/sdk/domain';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { components } from '../../contract/generated.ts';
import { withOwnerLocked } from '../../db/owner-lock.ts';
import type { Services } from '../../services.ts';
import type { AgentType } from '../agents/catalog.ts';
import { agentRefusal } from '../agents/chat/limits.ts';
import { userPlan } from '../payer/payer.ts';
import { PLAN_LABELS } from '../payments/plans.ts';
import { SCHEDULE_MESSAGES as M } from './messages.ts';
import { scheduleRuns, schedules } from './schema.ts';

type Schedule = components['schemas']['Schedule'];
type ScheduleRunView = components['schemas']['ScheduleRun'];
export type ScheduleInput = components['schemas']['ScheduleInput'];
export type SchedulePatch = components['schemas']['SchedulePatch'];
export type ScheduleRow = typeof schedules.$inferSelect;
export type ScheduleRunRow = typeof scheduleRuns.$inferSelect;

/** A refusal with the status the contract documents for it. */
export interface Refusal {
  status: 400 | 403 | 404;
  error: string;
}

export function recurrenceOf(row: ScheduleRow): ScheduleRecurrence {
  return {
    frequency: row.frequency as ScheduleFrequency,
    time: row.time,
    weekday: row.weekday,
    day_of_month: row.dayOfMonth,
    cron: row.cron,
  };
}

/** Keeps only the fields the frequency uses (the others are null), the cron's spaces collapsed. */
function normalize(recurrence: ScheduleRecurrence): ScheduleRecurrence {
  const { frequency } = recurrence;
  const usesTime = frequency !== 'cron';
  return {
    frequency,
    time: usesTime ? (recurrence.time?.trim() ?? null) : null,
    weekday: frequency === 'weekly' ? recurrence.weekday : null,
    day_of_month: frequency === 'monthly' ? recurrence.day_of_month : null,
    cron: frequency === 'cron' ? (recurrence.cron?.trim().split(/\s+/).join(' ') ?? null) : null,
  };
}

export function toRun(row: ScheduleRunRow): ScheduleRunView {
  return {
    id: row.id,
    status: row.status as ScheduleRunView['status'],
    trigger: row.trigger as ScheduleRunView['trigger'],
    due_at: row.dueAt.toISOString(),
    started_at: row.startedAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
    session_id: row.sessionId,
    agent: row.agent,
    error: row.error,
  };
}

function toSchedule(row: ScheduleRow, lastRun: ScheduleRunRow | null): Schedule {
  return {
    id: row.id,
    name: row.name,
    agent: row.agentType as AgentType,
    message: row.message,
    frequency: row.frequency as ScheduleFrequency,
    time: row.time,
    weekday: row.weekday,
    day_of_month: row.dayOfMonth,
    cron: row.cron,
    email_result: row.emailResult,
    status: row.status as Schedule['status'],
    paused_reason: row.pausedReason,
    next_run_at: row.nextRunAt?.toISOString() ?? null,
    last_run: lastRun ? toRun(lastRun) : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

async function lastRunOf(services: Services, scheduleId: number): Promise<ScheduleRunRow | null> {
  const [row] = await services.db
    .select()
    .from(scheduleRuns)
    .where(eq(scheduleRuns.scheduleId, scheduleId))
    .orderBy(desc(scheduleRuns.startedAt), desc(scheduleRuns.id))
    .limit(1);
  return row ?? null;
}

/** How many schedules the person's plan (theirs, or their Enterprise team's) keeps at once. */
export async function scheduleLimit(services: Services, userId: number) {
  const plan = await userPlan(services, userId);
  return { plan, limit: SCHEDULE_LIMITS[plan] };
}

export async function listSchedules(services: Services, userId: number): Promise<Schedule[]> {
  const rows = await services.db
    .select()
    .from(schedules)
    .where(eq(schedules.userId, userId))
    .orderBy(asc(schedules.id));
  if (rows.length === 0) {
    return [];
  }
  // The latest run of each (DISTINCT ON): one statement whatever the history's length.
  const last = await services.db
    .selectDistinctOn([scheduleRuns.scheduleId])
    .from(scheduleRuns)
    .innerJoin(schedules, eq(schedules.id, scheduleRuns.scheduleId))
    .where(eq(schedules.userId, userId))
    .orderBy(scheduleRuns.scheduleId, desc(scheduleRuns.startedAt), desc(scheduleRuns.id));
  const byId = new Map(last.map((row) => [row.schedule_runs.scheduleId, row.schedule_runs]));
  return rows.map((row) => toSchedule(row, byId.get(row.id) ?? null));
}

export async function findSchedule(
  services: Services,
  userId: number,
  id: number,
): Promise<ScheduleRow | null> {
  const [row] = await services.db
    .select()
    .from(schedules)
    .where(and(eq(schedules.id, id), eq(schedules.userId, userId)));
  return row ?? null;
}

/** The view of a schedule as the API answers it (with its last run). */
export async function scheduleView(services: Services, row: ScheduleRow): Promise<Schedule> {
  return toSchedule(row, await lastRunOf(services, row.id));
}

function textRefusal(name: string | undefined, message: string | undefined): Refusal | null {
  if (name !== undefined && !name.trim()) {
    return { status: 400, error: M.emptyName };
  }
  if (message !== undefined && !message.trim()) {
    return { status: 400, error: M.emptyMessage };
  }
  return null;
}

function recurrenceRefusal(recurrence: ScheduleRecurrence): Refusal | null {
  const error = recurrenceError(recurrence);
  return error ? { status: 400, error } : null;
}

export async function createSchedule(
  services: Services,
  userId: number,
  input: ScheduleInput,
): Promise<{ schedule: Schedule; message: string } | Refusal> {
  const refusal = textRefusal(input.name, input.message);
  if (refusal) {
    return refusal;
  }
  const recurrence = normalize({
    frequency: input.frequency,
    time: input.time ?? null,
    weekday: input.weekday ?? null,
    day_of_month: input.day_of_month ?? null,
    cron: input.cron ?? null,
  });
  const invalid = recurrenceRefusal(recurrence);
  if (invalid) {
    return invalid;
  }
  const { plan, limit } = await scheduleLimit(services, userId);
  const notInPlan = agentRefusal(plan, input.agent);
  if (notInPlan) {
    return { status: 403, error: notInPlan };
  }
  const now = services.clock.now();
  // Counted and inserted under the person's lock: N creations at once still stop at the limit.
  const created = await withOwnerLocked(services.db, { user: userId }, async (tx) => {
    const [held] = await tx.select({ n: count() }).from(schedules).where(eq(schedules.userId, userId));
    if ((held?.n ?? 0) >= limit) {
      return null;
    }
    const [row] = await tx
      .insert(schedules)
      .values({
        userId,
        name: input.name.trim(),
        agentType: input.agent,
        message: input.message.trim(),
        frequency: recurrence.frequency,
        time: recurrence.time,
        weekday: recurrence.weekday,
        dayOfMonth: recurrence.day_of_month,
        cron: recurrence.cron,
        emailResult: input.email_result ?? false,
        status: 'active',
        nextRunAt: nextScheduleRun(recurrence, now),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return row ?? null;
  });
  if (!created) {
    return { status: 403, error: M.limitReached(PLAN_LABELS[plan], limit) };
  }
  return { schedule: toSchedule(created, null), message: M.created(nextRunPreview(recurrence, now)) };
}

export async function updateSchedule(
  services: Services,
  userId: number,
  id: number,
  patch: SchedulePatch,
): Promise<{ schedule: Schedule; message: string } | Refusal> {
  const row = await findSchedule(services, userId, id);
  if (!row) {
    return { status: 404, error: M.notFound };
  }
  const refusal = textRefusal(patch.name, patch.message);
  if (refusal) {
    return refusal;
  }
  const current = recurrenceOf(row);
  const pick = <K extends keyof ScheduleRecurrence>(key: K): ScheduleRecurrence[K] =>
    (patch[key] === undefined ? current[key] : patch[key]) as ScheduleRecurrence[K];
  const recurrence = normalize({
    frequency: pick('frequency'),
    time: pick('time'),
    weekday: pick('weekday'),
    day_of_month: pick('day_of_month'),
    cron: pick('cron'),
  });
  const invalid = recurrenceRefusal(recurrence);
  if (invalid) {
    return invalid;
  }
  if (patch.agent !== undefined) {
    const notInPlan = agentRefusal(await userPlan(services, userId), patch.agent);
    if (notInPlan) {
      return { status: 403, error: notInPlan };
    }
  }
  const now = services.clock.now();
  const active = patch.active ?? row.status === 'active';
  const [saved] = await services.db
    .update(schedules)
    .set({
      ...(patch.name === undefined ? {} : { name: patch.name.trim() }),
      ...(patch.message === undefined ? {} : { message: patch.message.trim() }),
      ...(patch.agent === undefined ? {} : { agentType: patch.agent }),
      ...(patch.email_result === undefined ? {} : { emailResult: patch.email_result }),
      frequency: recurrence.frequency,
      time: recurrence.time,
      weekday: recurrence.weekday,
      dayOfMonth: recurrence.day_of_month,
      cron: recurrence.cron,
      status: active ? 'active' : 'paused',
      // Resumed or changed: the next run counts from now, so a pause never fires the runs it skipped.
      pausedReason: active ? null : patch.active === false ? null : row.pausedReason,
      nextRunAt: active ? nextScheduleRun(recurrence, now) : null,
      updatedAt: now,
    })
    .where(and(eq(schedules.id, id), eq(schedules.userId, userId)))
    .returning();
  if (!saved) {
    return { status: 404, error: M.notFound };
  }
  const message =
    patch.active === false
      ? M.paused
      : patch.active === true && row.status !== 'active'
        ? M.resumed(nextRunPreview(recurrence, now))
        : M.saved;
  return { schedule: await scheduleView(services, saved), message };
}

export async function deleteSchedule(services: Services, userId: number, id: number): Promise<boolean> {
  const deleted = await services.db
    .delete(schedules)
    .where(and(eq(schedules.id, id), eq(schedules.userId, userId)))
    .returning({ id: schedules.id });
  return deleted.length > 0;
}
