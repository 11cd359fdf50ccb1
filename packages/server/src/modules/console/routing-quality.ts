// The console's routing quality (issue 26 item 4): per week and per agent, how many Commander
// answers went to the agent, how many of those the user took to another agent ('Perguntar a
// outro agente'), and how often the Commander asked back. Read from the stored answers, the
// questions and the labelled examples, so the figures are the rows themselves.
import { and, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { components } from '../../contract/generated.ts';
import type { Executor } from '../../db/client.ts';
import { type AgentType, agentName, COMMANDER } from '../agents/catalog.ts';
import { chatClarifications, routingExamples } from '../agents/schema.ts';
import { chatMessages, chatSessions } from '../conversations/schema.ts';
import { CONSOLE_TIMEZONE } from './reports.ts';

type QualityRow = components['schemas']['ConsoleRoutingQualityAgent'];
type RoutingQuality = components['schemas']['ConsoleRoutingQuality'];

export const DEFAULT_QUALITY_WEEKS = 8;

const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' of the Monday that starts the console week `weeksBack` weeks before `now`'s. */
export function weekStart(now: Date, weeksBack = 0): string {
  const local = new Intl.DateTimeFormat('en-CA', {
    timeZone: CONSOLE_TIMEZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
  // A calendar date at UTC midnight: day arithmetic without the zone's offsets.
  const day = new Date(`${local}T00:00:00Z`);
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - (sinceMonday + weeksBack * 7) * DAY_MS).toISOString().slice(0, 10);
}

/** The column's instant as a wall-clock time in the console's zone. */
const local = (column: PgColumn) => sql`(${column} at time zone ${CONSOLE_TIMEZONE})`;
/** The console week (its Monday, 'YYYY-MM-DD') an instant falls in. */
const weekOf = (column: PgColumn) => sql<string>`to_char(date_trunc('week', ${local(column)}), 'YYYY-MM-DD')`;
const since = (column: PgColumn, from: string) => sql`${local(column)} >= ${from}::timestamp`;

interface Counted {
  week: string;
  agent: string | null;
  total: number;
}

/** The selection of one count: the week, the agent it is about, how many. */
const perWeek = (column: PgColumn, agent: PgColumn) => ({ week: weekOf(column), agent, total: count() });
/** Grouped by the selection's first column, the week (its expression carries the zone as a parameter). */
const WEEK_COLUMN = sql`1`;

const asCounted = (rows: { week: string; agent: string | null; total: number }[]): Counted[] =>
  rows.map((row) => ({ ...row, total: Number(row.total) }));

/** The quality figures of the `weeks` weeks that end with the current one. */
export async function routingQuality(executor: Executor, weeks: number, now: Date): Promise<RoutingQuality> {
  const from = weekStart(now, weeks - 1);
  const [routed, changed, asked, chosen] = await Promise.all([
    executor
      .select(perWeek(chatMessages.createdAt, chatMessages.agentUsed))
      .from(chatMessages)
      .innerJoin(chatSessions, eq(chatSessions.id, chatMessages.sessionId))
      .leftJoin(chatClarifications, eq(chatClarifications.messageId, chatMessages.id))
      .where(
        and(
          eq(chatSessions.agentType, COMMANDER),
          eq(chatMessages.role, 'assistant'),
          isNotNull(chatMessages.confidence),
          isNull(chatClarifications.messageId),
          since(chatMessages.createdAt, from),
        ),
      )
      .groupBy(WEEK_COLUMN, chatMessages.agentUsed)
      .then(asCounted),
    executor
      .select(perWeek(routingExamples.createdAt, routingExamples.routedAgent))
      .from(routingExamples)
      .where(and(eq(routingExamples.source, 'ask_another_agent'), since(routingExamples.createdAt, from)))
      .groupBy(WEEK_COLUMN, routingExamples.routedAgent)
      .then(asCounted),
    executor
      .select(perWeek(chatClarifications.createdAt, chatClarifications.firstAgent))
      .from(chatClarifications)
      .where(since(chatClarifications.createdAt, from))
      .groupBy(WEEK_COLUMN, chatClarifications.firstAgent)
      .then(asCounted),
    executor
      .select(perWeek(chatClarifications.chosenAt, chatClarifications.chosenAgent))
      .from(chatClarifications)
      .where(and(isNotNull(chatClarifications.chosenAt), since(chatClarifications.chosenAt, from)))
      .groupBy(WEEK_COLUMN, chatClarifications.chosenAgent)
      .then(asCounted),
  ]);

  const empty = (agent: AgentType, week?: string): QualityRow => ({
    ...(week ? { week_start: week } : {}),
    agent_type: agent,
    agent_name: agentName(agent),
    routed: 0,
    changed: 0,
    kept_share: null,
    asked: 0,
    chosen: 0,
  });
  const byWeek = new Map<string, QualityRow>();
  const byAgent = new Map<AgentType, QualityRow>();
  const add = (rows: Counted[], field: 'routed' | 'changed' | 'asked' | 'chosen') => {
    for (const row of rows) {
      if (!row.agent) {
        continue;
      }
      const agent = row.agent as AgentType;
      const key = `${row.week} ${agent}`;
      const weekly = byWeek.get(key) ?? empty(agent, row.week);
      weekly[field] += row.total;
      byWeek.set(key, weekly);
      const total = byAgent.get(agent) ?? empty(agent);
      total[field] += row.total;
      byAgent.set(agent, total);
    }
  };
  add(routed, 'routed');
  add(changed, 'changed');
  add(asked, 'asked');
  add(chosen, 'chosen');
  const withShare = (row: QualityRow): QualityRow => ({
    ...row,
    // An answer changed in another week than it was given can make `changed` pass `routed`.
    kept_share:
      row.routed === 0 ? null : Math.round((Math.max(0, row.routed - row.changed) / row.routed) * 1000) / 10,
  });
  return {
    success: true,
    weeks,
    from,
    agents: [...byAgent.values()]
      .map(withShare)
      .sort((a, b) => b.routed - a.routed || a.agent_type.localeCompare(b.agent_type)),
    rows: [...byWeek.values()]
      .map(withShare)
      .sort(
        (a, b) =>
          (a.week_start ?? '').localeCompare(b.week_start ?? '') ||
          b.routed - a.routed ||
          a.agent_type.localeCompare(b.agent_type),
      ),
  };
}
