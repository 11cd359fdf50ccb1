import { and, count, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { conversationStarts, llmCalls } from './schema.ts';

export interface WindowUsage {
  tokens: number;
  /** Conversations started in the window, deleted ones included (deleting gives no limit back). */
  conversations: number;
  /** Of those, the ones deleted since. */
  deletedConversations: number;
}

/**
 * Tokens metered and conversations started by a user in [start, end); with several ids, by all
 * of them together (an Enterprise team's pool). One statement: every chat message reads it.
 */
export async function usageInWindow(
  executor: Executor,
  userId: number | readonly number[],
  start: Date,
  end: Date,
): Promise<WindowUsage> {
  const ids = typeof userId === 'number' ? [userId] : [...userId];
  const calls = and(
    inArray(llmCalls.userId, ids),
    gte(llmCalls.createdAt, start),
    lt(llmCalls.createdAt, end),
  );
  const starts = and(
    inArray(conversationStarts.userId, ids),
    gte(conversationStarts.createdAt, start),
    lt(conversationStarts.createdAt, end),
  );
  const result = (await executor.execute(sql`
    select
      (select sum(${llmCalls.inputTokens} + ${llmCalls.outputTokens}) from ${llmCalls} where ${calls}) as tokens,
      count(*) as conversations,
      count(${conversationStarts.deletedAt}) as deleted
    from ${conversationStarts} where ${starts}`)) as unknown as {
    rows: { tokens: string | number | null; conversations: string | number; deleted: string | number }[];
  };
  const [row] = result.rows;
  return {
    tokens: Number(row?.tokens ?? 0),
    conversations: Number(row?.conversations ?? 0),
    deletedConversations: Number(row?.deleted ?? 0),
  };
}

/** `used / limit × 100` with one decimal; 0 when there is no limit. */
export function usagePercent(used: number, limit: number): number {
  return limit > 0 ? Math.round((used / limit) * 1000) / 10 : 0;
}

export interface PeriodUsage {
  tokens: number;
  conversations: number;
}

/**
 * Tokens and conversations started in each of the consecutive periods `[bounds[i], bounds[i+1])`
 * (e.g. calendar months in the user's timezone); one entry per period, zeros included.
 */
export async function usageByPeriod(
  executor: Executor,
  userId: number,
  bounds: Date[],
): Promise<PeriodUsage[]> {
  const periods = Math.max(0, bounds.length - 1);
  const result = Array.from({ length: periods }, () => ({ tokens: 0, conversations: 0 }));
  const first = bounds[0];
  const last = bounds.at(-1);
  if (periods === 0 || !first || !last) {
    return result;
  }
  const thresholds = `{${bounds.map((b) => `"${b.toISOString()}"`).join(',')}}`;
  const tokenBucket = sql<number>`width_bucket(${llmCalls.createdAt}, ${thresholds}::timestamptz[])`;
  const tokenRows = await executor
    .select({
      bucket: tokenBucket,
      total: sql<string | null>`sum(${llmCalls.inputTokens} + ${llmCalls.outputTokens})`,
    })
    .from(llmCalls)
    .where(and(eq(llmCalls.userId, userId), gte(llmCalls.createdAt, first), lt(llmCalls.createdAt, last)))
    // By position: the bucket expression carries a bound parameter, repeated it would not match.
    .groupBy(sql`1`);
  const startBucket = sql<number>`width_bucket(${conversationStarts.createdAt}, ${thresholds}::timestamptz[])`;
  const startRows = await executor
    .select({ bucket: startBucket, total: count() })
    .from(conversationStarts)
    .where(
      and(
        eq(conversationStarts.userId, userId),
        gte(conversationStarts.createdAt, first),
        lt(conversationStarts.createdAt, last),
      ),
    )
    .groupBy(sql`1`);
  for (const row of tokenRows) {
    const entry = result[Number(row.bucket) - 1];
    if (entry) {
      entry.tokens = Number(row.total ?? 0);
    }
  }
  for (const row of startRows) {
    const entry = result[Number(row.bucket) - 1];
    if (entry) {
      entry.conversations = Number(row.total);
    }
  }
  return result;
}

export interface MeteredCall {
  userId: number;
  sessionId?: string | null;
  agent: string;
  provider: string;
  model: string;
  inputTokens: number;
  outputTokens: number;
  costUsd?: number;
  costBrl?: number;
  latencyMs?: number;
  /** `aborted`: the user stopped the answer; the tokens already spent still count. */
  outcome: 'ok' | 'error' | 'rate_limited' | 'timeout' | 'aborted';
  at?: Date;
}

/** Records one language-model call: the single place every call is metered. */
export async function recordLlmCall(executor: Executor, call: MeteredCall): Promise<void> {
  await executor.insert(llmCalls).values(llmCallRow(call));
}

/** The row {@link recordLlmCall} writes, to send with other writes in one statement (db/one-statement.ts). */
export function llmCallRow(call: MeteredCall) {
  return {
    userId: call.userId,
    sessionId: call.sessionId ?? null,
    agent: call.agent,
    provider: call.provider,
    model: call.model,
    inputTokens: call.inputTokens,
    outputTokens: call.outputTokens,
    costUsd: call.costUsd ?? 0,
    costBrl: call.costBrl ?? 0,
    latencyMs: call.latencyMs ?? 0,
    outcome: call.outcome,
    ...(call.at ? { createdAt: call.at } : {}),
  };
}

/** A deleted conversation keeps counting in the plan's usage; it is only marked. */
export async function markConversationDeleted(
  executor: Executor,
  input: { userId: number; sessionId: string; at: Date },
): Promise<void> {
  await executor
    .update(conversationStarts)
    .set({ deletedAt: input.at })
    .where(
      and(
        eq(conversationStarts.userId, input.userId),
        eq(conversationStarts.sessionId, input.sessionId),
        isNull(conversationStarts.deletedAt),
      ),
    );
}

export async function recordConversationStart(
  executor: Executor,
  input: { userId: number; sessionId: string; agent: string; at?: Date },
): Promise<void> {
  await executor.insert(conversationStarts).values({
    userId: input.userId,
    sessionId: input.sessionId,
    agent: input.agent,
    ...(input.at ? { createdAt: input.at } : {}),
  });
}

/** What each user's metered calls cost in reais in [start, end) (a team's usage tab). */
export async function costByUser(
  executor: Executor,
  userIds: readonly number[],
  start: Date,
  end: Date,
): Promise<Map<number, number>> {
  const rows = await executor
    .select({ userId: llmCalls.userId, cost: sql<string | null>`sum(${llmCalls.costBrl})` })
    .from(llmCalls)
    .where(
      and(
        inArray(llmCalls.userId, [...userIds]),
        sql`${llmCalls.createdAt} >= ${start.toISOString()} and ${llmCalls.createdAt} < ${end.toISOString()}`,
      ),
    )
    .groupBy(llmCalls.userId);
  return new Map(rows.map((row) => [row.userId, Number(row.cost ?? 0)]));
}
