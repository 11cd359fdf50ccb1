// The agent_runs rows: a long run's status as the user and the console see it. A run leaves
// `running` once: completed or failed by its worker, or interrupted when the server that ran it
// stopped (marked at the next start, so no run stays running silently).
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { agentRuns } from './schema.ts';

export type RunStatus = 'running' | 'completed' | 'failed' | 'interrupted';
export type AgentRunRow = typeof agentRuns.$inferSelect;

export async function startRun(
  db: Executor,
  run: {
    id: string;
    userId: number;
    sessionId: string;
    agent: string;
    queue: string;
    answerId: string;
    at: Date;
  },
): Promise<void> {
  await db.insert(agentRuns).values({
    id: run.id,
    userId: run.userId,
    sessionId: run.sessionId,
    agent: run.agent,
    queue: run.queue,
    answerId: run.answerId,
    status: 'running',
    startedAt: run.at,
  });
}

export async function setRunProgress(db: Executor, id: string, step: string): Promise<void> {
  await db
    .update(agentRuns)
    .set({ progress: step })
    .where(and(eq(agentRuns.id, id), eq(agentRuns.status, 'running')));
}

/** Ends a run still running; a run already interrupted stays so. Returns whether it changed. */
export async function finishRun(
  db: Executor,
  id: string,
  outcome: { status: Exclude<RunStatus, 'running'>; error?: string | null; at: Date },
): Promise<boolean> {
  const rows = await db
    .update(agentRuns)
    .set({ status: outcome.status, error: outcome.error ?? null, endedAt: outcome.at })
    .where(and(eq(agentRuns.id, id), eq(agentRuns.status, 'running')))
    .returning({ id: agentRuns.id });
  return rows.length > 0;
}

export async function findRun(db: Executor, id: string): Promise<AgentRunRow | null> {
  const [row] = await db.select().from(agentRuns).where(eq(agentRuns.id, id));
  return row ?? null;
}

export async function runningRuns(db: Executor): Promise<AgentRunRow[]> {
  return db.select().from(agentRuns).where(eq(agentRuns.status, 'running'));
}

/** Marks these runs interrupted (those still running); returns the rows it changed. */
export async function interruptRuns(
  db: Executor,
  ids: string[],
  outcome: { error: string; at: Date },
): Promise<AgentRunRow[]> {
  if (ids.length === 0) {
    return [];
  }
  return db
    .update(agentRuns)
    .set({ status: 'interrupted', error: outcome.error, endedAt: outcome.at })
    .where(and(inArray(agentRuns.id, ids), eq(agentRuns.status, 'running')))
    .returning();
}
