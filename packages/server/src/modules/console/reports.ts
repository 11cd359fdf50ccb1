// The console's usage reports (spec 3 §2 "Uso de Tokens", "Modelos LLM", "Histórico de Uso dos
// Agentes"), all read from the metering records (`llm_calls`, `conversation_starts`): the month's
// total by agent, by model and the sum of every user's usage are the same rows, so they agree.
import { and, count, countDistinct, desc, eq, gte, lt, max, sql, sum } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../accounts/schema.ts';
import { AGENT_CATALOG, type AgentType, agentName, COMMANDER } from '../agents/catalog.ts';
import { DEFAULT_TIMEZONE, startOfMonth } from '../agents/usage.ts';
import { chatMessages, chatSessions } from '../conversations/schema.ts';
import { customAgentNames } from '../custom-agents/chat.ts';
import { agentRuns } from '../jobs/schema.ts';
import { conversationStarts, llmCalls } from '../metering/schema.ts';

/** The console's months are calendar months in this zone (the product's, as the contract says). */
export const CONSOLE_TIMEZONE = DEFAULT_TIMEZONE;

/** 'YYYY-MM' of the month `at` falls in, in the console's zone. */
export function monthOf(at: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: CONSOLE_TIMEZONE,
    year: 'numeric',
    month: '2-digit',
  }).formatToParts(at);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}`;
}

/** [start, end) of a 'YYYY-MM' month in the console's zone. */
export function monthBounds(month: string): { start: Date; end: Date } {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const next = number === 12 ? { year: year + 1, month: 1 } : { year, month: number + 1 };
  return {
    start: startOfMonth({ year, month: number }, CONSOLE_TIMEZONE),
    end: startOfMonth(next, CONSOLE_TIMEZONE),
  };
}

/** Money in R$ or US$ with 2 decimals. */
export function money(value: number): number {
  return Math.round(value * 100) / 100;
}

function inMonth(month: string) {
  const { start, end } = monthBounds(month);
  return and(gte(llmCalls.createdAt, start), lt(llmCalls.createdAt, end));
}

/** Parts of the product besides the chat agents that call models, as the console names them. */
const OTHER_CALLERS: Record<string, string> = {
  assessment_rodavida: 'Roda da Vida',
  assessment_mbti: 'MBTI',
  assessment_igta: 'IGTA',
  faq_chatbot: 'Chatbot de FAQ',
};
const CHAT_AGENTS = new Set<string>(AGENT_CATALOG.map((agent) => agent.agent_type));

/** The display name of whoever made a metered call: a chat agent, an assessment, the chatbot. */
export function callerName(agent: string, customNames?: ReadonlyMap<string, string>): string {
  return CHAT_AGENTS.has(agent)
    ? agentName(agent as AgentType)
    : (OTHER_CALLERS[agent] ?? customNames?.get(agent) ?? agent);
}

const tokensOfCall = sql<number>`${llmCalls.inputTokens} + ${llmCalls.outputTokens}`;

export interface AgentUsageRow {
  agent_name: string;
  agent_type: string;
  sessions_count: number;
  total_tokens_input: number;
  total_tokens_output: number;
  total_tokens_real: number;
  total_cost: number;
  last_used: string | null;
}

/** Tokens and cost per agent in the month, the largest first (the 'Uso de Tokens' tab). */
export async function tokenUsageByAgent(executor: Executor, month: string) {
  const rows = await executor
    .select({
      agent: llmCalls.agent,
      sessions: countDistinct(llmCalls.sessionId),
      input: sum(llmCalls.inputTokens),
      output: sum(llmCalls.outputTokens),
      costBrl: sum(llmCalls.costBrl),
      costUsd: sum(llmCalls.costUsd),
      lastUsed: max(llmCalls.createdAt),
    })
    .from(llmCalls)
    .where(inMonth(month))
    .groupBy(llmCalls.agent);
  const customNames = await customAgentNames(
    executor,
    rows.map((row) => row.agent),
  );
  const agents: AgentUsageRow[] = rows.map((row) => {
    const input = Number(row.input ?? 0);
    const output = Number(row.output ?? 0);
    return {
      agent_name: callerName(row.agent, customNames),
      agent_type: row.agent,
      sessions_count: Number(row.sessions),
      total_tokens_input: input,
      total_tokens_output: output,
      total_tokens_real: input + output,
      total_cost: money(Number(row.costBrl ?? 0)),
      last_used: row.lastUsed ? row.lastUsed.toISOString() : null,
    };
  });
  agents.sort(
    (a, b) => b.total_tokens_real - a.total_tokens_real || a.agent_name.localeCompare(b.agent_name),
  );
  const totalInput = agents.reduce((total, row) => total + row.total_tokens_input, 0);
  const totalOutput = agents.reduce((total, row) => total + row.total_tokens_output, 0);
  const costBrl = rows.reduce((total, row) => total + Number(row.costBrl ?? 0), 0);
  const costUsd = rows.reduce((total, row) => total + Number(row.costUsd ?? 0), 0);
  return {
    summary: {
      total_tokens_input: totalInput,
      total_tokens_output: totalOutput,
      total_tokens_real: totalInput + totalOutput,
      total_cost: money(costBrl),
      total_cost_usd: money(costUsd),
    },
    models: agents,
  };
}

/** The contract's provider of a model's usage (the console's badge: OpenAI, Google, Anthropic, other). */
export function usageProvider(provider: string): 'openai' | 'google' | 'anthropic' | 'offline' | 'other' {
  switch (provider) {
    case 'openai':
      return 'openai';
    case 'gemini':
      return 'google';
    case 'anthropic':
      return 'anthropic';
    case 'offline':
      return 'offline';
    default:
      return 'other';
  }
}

/** Tokens, messages and cost per model in the month, the largest first (the 'Modelos LLM' tab). */
export async function usageByModel(executor: Executor, month: string) {
  // A message is a call that produced or read tokens: a call refused by a per-model limit is not one.
  const answered = sql`${tokensOfCall} > 0`;
  const rows = await executor
    .select({
      model: llmCalls.model,
      provider: max(llmCalls.provider),
      sessions: countDistinct(llmCalls.sessionId),
      messages: sql<string>`count(*) filter (where ${answered})`,
      tokens: sum(tokensOfCall),
      costBrl: sum(llmCalls.costBrl),
      lastUsed: max(llmCalls.createdAt),
    })
    .from(llmCalls)
    .where(inMonth(month))
    .groupBy(llmCalls.model);
  const [totals] = await executor
    .select({
      // Calls of anything but the chat agents (assessments, the FAQ chatbot) make the data hybrid.
      others: sql<string>`count(*) filter (where ${llmCalls.agent} not in (${sql.join(
        [...CHAT_AGENTS].map((agent) => sql`${agent}`),
        sql`, `,
      )}))`,
      sessions: countDistinct(llmCalls.sessionId),
      messages: sql<string>`count(*) filter (where ${answered})`,
    })
    .from(llmCalls)
    .where(inMonth(month));
  const models = rows
    .map((row) => ({
      model_name: row.model,
      provider: usageProvider(row.provider ?? ''),
      sessions_count: Number(row.sessions),
      messages_count: Number(row.messages),
      total_tokens: Number(row.tokens ?? 0),
      total_cost: money(Number(row.costBrl ?? 0)),
      last_used: row.lastUsed ? row.lastUsed.toISOString() : null,
    }))
    .sort((a, b) => b.total_tokens - a.total_tokens || a.model_name.localeCompare(b.model_name));
  return {
    dataSource: Number(totals?.others ?? 0) > 0 ? ('hybrid' as const) : ('chatsppock_messages' as const),
    summary: {
      total_tokens: models.reduce((total, row) => total + row.total_tokens, 0),
      total_cost: money(rows.reduce((total, row) => total + Number(row.costBrl ?? 0), 0)),
      total_messages: Number(totals?.messages ?? 0),
      total_sessions: Number(totals?.sessions ?? 0),
      unique_models: models.length,
    },
    models,
  };
}

export type RunStatus = 'completed' | 'running' | 'interrupted' | 'unknown';

/** A conversation's status: its last long run's, else its last answer's (stopped: interrupted). */
export function runStatus(lastRun: string | null, lastAnswerStopped: boolean | null): RunStatus {
  switch (lastRun) {
    case 'running':
      return 'running';
    case 'completed':
      return 'completed';
    case 'failed':
    case 'interrupted':
      return 'interrupted';
    default:
      if (lastAnswerStopped === null) {
        return 'unknown';
      }
      return lastAnswerStopped ? 'interrupted' : 'completed';
  }
}

/** One page of the agents' runs (every conversation started), the newest first. */
export async function agentRunHistory(executor: Executor, page: { offset: number; limit: number } | 'all') {
  const tokens = executor
    .select({ sessionId: llmCalls.sessionId, total: sum(tokensOfCall).as('total') })
    .from(llmCalls)
    .groupBy(llmCalls.sessionId)
    .as('session_tokens');
  const lastRun = sql<string | null>`(select ${agentRuns.status} from ${agentRuns}
    where ${agentRuns.sessionId}::text = ${conversationStarts.sessionId}
    order by ${agentRuns.startedAt} desc limit 1)`;
  const lastStopped = sql<boolean | null>`(select ${chatMessages.stopped} from ${chatMessages}
    where ${chatMessages.sessionId}::text = ${conversationStarts.sessionId} and ${chatMessages.role} = 'assistant'
    order by ${chatMessages.createdAt} desc limit 1)`;
  const query = executor
    .select({
      id: conversationStarts.id,
      agent: conversationStarts.agent,
      startedAt: conversationStarts.createdAt,
      title: chatSessions.title,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      userId: users.id,
      tokens: tokens.total,
      lastRun,
      lastStopped,
    })
    .from(conversationStarts)
    .innerJoin(users, eq(users.id, conversationStarts.userId))
    .leftJoin(chatSessions, sql`${chatSessions.id}::text = ${conversationStarts.sessionId}`)
    .leftJoin(tokens, eq(tokens.sessionId, conversationStarts.sessionId))
    .orderBy(desc(conversationStarts.createdAt), desc(conversationStarts.id));
  const rows = page === 'all' ? await query : await query.limit(page.limit).offset(page.offset);
  const [total] = await executor.select({ total: count() }).from(conversationStarts);
  const customNames = await customAgentNames(
    executor,
    rows.map((row) => row.agent),
  );
  return {
    total: Number(total?.total ?? 0),
    /** Whose conversations the page shows (their reads are logged for them: LGPD). */
    userIds: [...new Set(rows.map((row) => row.userId))],
    runs: rows.map((row) => {
      const name = `${row.firstName} ${row.lastName}`.trim();
      return {
        id: row.id,
        agent_name: callerName(row.agent, customNames),
        // A custom agent's run (issue 21) is a Commander conversation of the team.
        agent_type: (CHAT_AGENTS.has(row.agent) ? row.agent : COMMANDER) as AgentType,
        title: row.title ?? null,
        user_name: name || 'N/A',
        user_email: row.email,
        start_time: row.startedAt.toISOString(),
        total_tokens_used: Number(row.tokens ?? 0),
        status: runStatus(row.lastRun, row.lastStopped),
      };
    }),
  };
}
