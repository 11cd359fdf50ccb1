// Running a schedule (issue 30 item 4). The sweep takes the schedules that are due by the
// server's clock; for each, the run's row (schedule, due time) is inserted with ON CONFLICT DO
// NOTHING, and only the node whose insert went in runs it — so a due time is run once however
// many nodes (or overlapping sweeps) saw it. A run sends the request through the chat's one path
// (`sendChatMessage`): the plan, its limits, the spacing and the metering are the chat's. The
// answer lands in a conversation titled with the schedule's name and the date, a notice goes to
// the bell and, if asked, the answer by e-mail. A refusal of the plan (403) pauses the schedule.
import { formatScheduleDate, nextScheduleRun, runConversationPath } from '@sppock/sdk/domain';
import { and, asc, eq, lt, lte } from 'drizzle-orm';
import { MINUTE } from '../../clock.ts';
import type { Services } from '../../services.ts';
import { users } from '../accounts/schema.ts';
import { AGENT_CATALOG, type AgentType } from '../agents/catalog.ts';
import { agentRefusal } from '../agents/chat/limits.ts';
import { sendChatMessage } from '../agents/chat/send.ts';
import { chatSessions } from '../conversations/schema.ts';
import { customAgentSessions } from '../custom-agents/schema.ts';
import { userPlan } from '../payer/payer.ts';
import { notify } from '../support/inbox.ts';
import { SCHEDULE_MESSAGES as M, SCHEDULE_EMAIL, SCHEDULE_NOTICES } from './messages.ts';
import { recurrenceOf, type ScheduleRow, type ScheduleRunRow } from './schedules.ts';
import { scheduleRuns, schedules } from './schema.ts';

/** Schedules one sweep takes at most; the rest wait for the next sweep (a few seconds later). */
export const SWEEP_BATCH = 10;
/**
 * A run still 'running' after this long was left by a node that stopped mid-run (a long agent
 * run takes minutes, spec 2 §9): it is closed as interrupted, and the schedule goes on.
 */
export const RUN_STALE_MS = 30 * MINUTE;

type Trigger = 'scheduled' | 'manual';

/** Inserts the run's row; null when another node (or sweep) already took this due time, or a run is in progress. */
async function claimRun(
  services: Services,
  schedule: ScheduleRow,
  trigger: Trigger,
  dueAt: Date,
): Promise<ScheduleRunRow | null> {
  const [run] = await services.db
    .insert(scheduleRuns)
    .values({ scheduleId: schedule.id, trigger, dueAt, status: 'running', startedAt: services.clock.now() })
    .onConflictDoNothing()
    .returning();
  return run ?? null;
}

async function finishRun(
  services: Services,
  run: ScheduleRunRow,
  outcome: { status: 'succeeded' | 'failed' | 'stopped'; sessionId?: string; agent?: string; error?: string },
): Promise<void> {
  await services.db
    .update(scheduleRuns)
    .set({
      status: outcome.status,
      finishedAt: services.clock.now(),
      sessionId: outcome.sessionId ?? null,
      agent: outcome.agent ?? null,
      error: outcome.error ?? null,
    })
    .where(eq(scheduleRuns.id, run.id));
}

/**
 * Names the run's conversation '<schedule> — dd/mm/aaaa' and tells whose it is: a chat session
 * (its agent), or the session of the custom agent the Commander passed the request to.
 */
async function titleConversation(
  services: Services,
  schedule: ScheduleRow,
  sessionId: string,
): Promise<{ agent: string; title: string }> {
  const title = `${schedule.name} — ${formatScheduleDate(services.clock.now())}`;
  const [chat] = await services.db
    .update(chatSessions)
    .set({ title })
    .where(and(eq(chatSessions.id, sessionId), eq(chatSessions.userId, schedule.userId)))
    .returning({ agent: chatSessions.agentType });
  if (chat) {
    return { agent: chat.agent, title };
  }
  const [custom] = await services.db
    .update(customAgentSessions)
    .set({ title })
    .where(and(eq(customAgentSessions.id, sessionId), eq(customAgentSessions.userId, schedule.userId)))
    .returning({ agent: customAgentSessions.agentId });
  return { agent: custom?.agent ?? schedule.agentType, title };
}

async function emailAnswer(
  services: Services,
  schedule: ScheduleRow,
  answer: string,
  conversation: { agent: string; sessionId: string },
): Promise<void> {
  const [person] = await services.db
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, schedule.userId));
  if (!person) {
    return;
  }
  const base = services.config.publicAppUrl.replace(/\/$/, '');
  const link = `${base}${runConversationPath(conversation.agent, conversation.sessionId)}`;
  await services.messenger.send({
    channel: 'email',
    to: person.email,
    subject: SCHEDULE_EMAIL.subject(schedule.name),
    body: SCHEDULE_EMAIL.body({ firstName: person.firstName, name: schedule.name, answer, link }),
  });
}

/** Pauses the schedule itself, with the reason the person reads in the list. */
async function pauseForPlan(services: Services, schedule: ScheduleRow, reason: string): Promise<void> {
  await services.db
    .update(schedules)
    .set({ status: 'paused', pausedReason: reason, nextRunAt: null, updatedAt: services.clock.now() })
    .where(eq(schedules.id, schedule.id));
}

/** How long a run waits out the chat's spacing (a person's other run to the same agent just before). */
export const SPACING_WAIT_MAX_MS = 60_000;
const SPACING_ATTEMPTS = 3;

/**
 * Sends the schedule's request through the chat's one path. Two runs of one person to one agent
 * at the same minute meet the chat's spacing (a few seconds, spec 2 §9): the later one waits it
 * out and sends again, instead of failing.
 */
async function sendSpaced(services: Services, schedule: ScheduleRow, agent: AgentType) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await sendChatMessage(
      services,
      { userId: schedule.userId, agent, message: schedule.message },
      { stream: false, abortSignal: new AbortController().signal },
    );
    const wait = 'headers' in result ? Number(result.headers?.['retry-after']) * 1000 : Number.NaN;
    if (result.status !== 429 || !(wait > 0 && wait <= SPACING_WAIT_MAX_MS) || attempt >= SPACING_ATTEMPTS) {
      return result;
    }
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}

/** Runs one claimed run to its end: the conversation, the bell, the e-mail; never throws. */
export async function executeRun(
  services: Services,
  schedule: ScheduleRow,
  run: ScheduleRunRow,
): Promise<void> {
  const notice = (copy: { title: string; content: string }) =>
    notify(services.db, {
      userId: schedule.userId,
      type: 'scheduled_run',
      ...copy,
      at: services.clock.now(),
    });
  try {
    const agent = schedule.agentType;
    const notInPlan = AGENT_CATALOG.some((known) => known.agent_type === agent)
      ? agentRefusal(await userPlan(services, schedule.userId), agent as AgentType)
      : M.invalidAgent;
    if (notInPlan) {
      await finishRun(services, run, { status: 'stopped', error: notInPlan });
      await pauseForPlan(services, schedule, notInPlan);
      await notice(SCHEDULE_NOTICES.stopped(schedule.name, notInPlan));
      return;
    }
    const result = await sendSpaced(services, schedule, agent as AgentType);
    if (!('body' in result)) {
      throw new Error('Resposta em stream num envio sem stream.');
    }
    if (result.status === 200 && result.body.success) {
      const body = result.body as { session_id: string; content?: string; message?: string };
      const conversation = await titleConversation(services, schedule, body.session_id);
      await finishRun(services, run, {
        status: 'succeeded',
        sessionId: body.session_id,
        agent: conversation.agent,
      });
      await notice(SCHEDULE_NOTICES.succeeded(schedule.name, conversation.title));
      if (schedule.emailResult) {
        await emailAnswer(services, schedule, body.content ?? body.message ?? '', {
          agent: conversation.agent,
          sessionId: body.session_id,
        });
      }
      return;
    }
    const error = 'error' in result.body ? String(result.body.error) : M.invalidRequest;
    // 403 is the plan saying no (tokens or conversations of the cycle used up, the agent left
    // the plan): running again would say the same, so the schedule pauses until the person acts.
    if (result.status === 403) {
      await finishRun(services, run, { status: 'stopped', error });
      await pauseForPlan(services, schedule, error);
      await notice(SCHEDULE_NOTICES.stopped(schedule.name, error));
      return;
    }
    await finishRun(services, run, { status: 'failed', error });
    await notice(SCHEDULE_NOTICES.failed(schedule.name, error));
  } catch (error) {
    services.log.error({ err: error, scheduleId: schedule.id }, 'Falha numa execução agendada');
    const message = 'Falha inesperada ao executar o pedido.';
    await finishRun(services, run, { status: 'failed', error: message }).catch(() => undefined);
    await notice(SCHEDULE_NOTICES.failed(schedule.name, message)).catch(() => undefined);
  }
}

/** Closes the runs a stopped node left 'running', so their schedules can run again. */
async function closeStaleRuns(services: Services, now: Date): Promise<void> {
  await services.db
    .update(scheduleRuns)
    .set({ status: 'failed', error: M.interrupted, finishedAt: now })
    .where(
      and(
        eq(scheduleRuns.status, 'running'),
        lt(scheduleRuns.startedAt, new Date(now.getTime() - RUN_STALE_MS)),
      ),
    );
}

/**
 * Runs the schedules due by the server's clock. A due time missed while no node was up (a
 * restart, a long stop) is run once, and the next run counts from now: at most one catch-up.
 * Resolves once the runs it took are over; returns how many it ran.
 */
export async function sweepDueSchedules(services: Services, batch = SWEEP_BATCH): Promise<number> {
  const now = services.clock.now();
  await closeStaleRuns(services, now);
  const due = await services.db
    .select()
    .from(schedules)
    .where(and(eq(schedules.status, 'active'), lte(schedules.nextRunAt, now)))
    .orderBy(asc(schedules.nextRunAt))
    .limit(batch);
  // One person's runs go one after the other (the chat's spacing between their messages); different people's together.
  const byPerson = new Map<number, { schedule: ScheduleRow; run: ScheduleRunRow }[]>();
  let ran = 0;
  for (const schedule of due) {
    const dueAt = schedule.nextRunAt;
    if (!dueAt) {
      continue;
    }
    const run = await claimRun(services, schedule, 'scheduled', dueAt);
    // Whoever claimed it, the due time is over: move to the next one (only if no one did yet).
    await services.db
      .update(schedules)
      .set({ nextRunAt: nextScheduleRun(recurrenceOf(schedule), now) })
      .where(and(eq(schedules.id, schedule.id), eq(schedules.nextRunAt, dueAt)));
    if (run) {
      ran += 1;
      byPerson.set(schedule.userId, [...(byPerson.get(schedule.userId) ?? []), { schedule, run }]);
    }
  }
  await Promise.all(
    [...byPerson.values()].map(async (claimed) => {
      for (const { schedule, run } of claimed) {
        await executeRun(services, schedule, run);
      }
    }),
  );
  return ran;
}

/** 'Executar agora': the run's row now (null when one is in progress); the run goes on in the background. */
export async function runScheduleNow(
  services: Services,
  schedule: ScheduleRow,
): Promise<ScheduleRunRow | null> {
  const run = await claimRun(services, schedule, 'manual', services.clock.now());
  if (run) {
    services.background.run('scheduled-run', () => executeRun(services, schedule, run));
  }
  return run;
}
