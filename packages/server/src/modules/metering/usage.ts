import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { conversationStarts, llmCalls } from './schema.ts';

export interface WindowUsage {
  tokens: number;
  conversations: number;
}

/** Tokens metered and conversations started by a user in [start, end). */
export async function usageInWindow(
  executor: Executor,
  userId: number,
  start: Date,
  end: Date,
): Promise<WindowUsage> {
  const [tokens] = await executor
    .select({ total: sql<string | null>`sum(${llmCalls.inputTokens} + ${llmCalls.outputTokens})` })
    .from(llmCalls)
    .where(and(eq(llmCalls.userId, userId), gte(llmCalls.createdAt, start), lt(llmCalls.createdAt, end)));
  const [conversations] = await executor
    .select({ total: count() })
    .from(conversationStarts)
    .where(
      and(
        eq(conversationStarts.userId, userId),
        gte(conversationStarts.createdAt, start),
        lt(conversationStarts.createdAt, end),
      ),
    );
  return { tokens: Number(tokens?.total ?? 0), conversations: Number(conversations?.total ?? 0) };
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
  outcome: 'ok' | 'error' | 'rate_limited' | 'timeout';
  at?: Date;
}

/** Records one language-model call: the single place every call is metered. */
export async function recordLlmCall(executor: Executor, call: MeteredCall): Promise<void> {
  await executor.insert(llmCalls).values({
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
  });
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
