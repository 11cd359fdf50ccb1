// The users' assessment sessions (spec 3 §3 "Assessment session", §2 "History cards"): created,
// listed, read, rated and deleted only by their owner — another user's id is "not found".
import { PRODUCT_TIME_ZONE } from '@sppock/sdk/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { components } from '../../contract/generated.ts';
import type { Executor } from '../../db/client.ts';
import { assessmentSessions } from './schema.ts';

export type AssessmentType = components['schemas']['AssessmentType'];
export type ContractSession = components['schemas']['AssessmentSession'];
export type SessionRow = typeof assessmentSessions.$inferSelect;
type NewSession = typeof assessmentSessions.$inferInsert;

/** 'dd/mm/aaaa' in the São Paulo time zone (the product's default), for default titles. */
export function ptBrDate(at: Date): string {
  return new Intl.DateTimeFormat('pt-BR', {
    timeZone: PRODUCT_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(at);
}

export async function createSession(
  executor: Executor,
  values: Omit<NewSession, 'id' | 'startTime' | 'createdAt' | 'lastActivity'> & { at: Date },
): Promise<SessionRow> {
  const { at, ...rest } = values;
  const [row] = await executor
    .insert(assessmentSessions)
    .values({ ...rest, startTime: at, createdAt: at, lastActivity: at })
    .returning();
  if (!row) {
    throw new Error('A sessão de avaliação não foi criada.');
  }
  return row;
}

const owned = (userId: number, type: AssessmentType, id: number) =>
  and(
    eq(assessmentSessions.id, id),
    eq(assessmentSessions.userId, userId),
    eq(assessmentSessions.type, type),
  );

export async function findSession(
  executor: Executor,
  userId: number,
  type: AssessmentType,
  id: number,
): Promise<SessionRow | null> {
  const [row] = await executor
    .select()
    .from(assessmentSessions)
    .where(owned(userId, type, id));
  return row ?? null;
}

export async function listSessions(
  executor: Executor,
  userId: number,
  type: AssessmentType,
): Promise<SessionRow[]> {
  return executor
    .select()
    .from(assessmentSessions)
    .where(and(eq(assessmentSessions.userId, userId), eq(assessmentSessions.type, type)))
    .orderBy(desc(assessmentSessions.createdAt), desc(assessmentSessions.id));
}

export async function updateSession(
  executor: Executor,
  userId: number,
  type: AssessmentType,
  id: number,
  changes: Partial<Omit<NewSession, 'id' | 'userId' | 'type'>>,
): Promise<SessionRow | null> {
  const [row] = await executor
    .update(assessmentSessions)
    .set(changes)
    .where(owned(userId, type, id))
    .returning();
  return row ?? null;
}

/** True when the user's session existed and is gone. */
export async function deleteSession(
  executor: Executor,
  userId: number,
  type: AssessmentType,
  id: number,
): Promise<boolean> {
  const rows = await executor
    .delete(assessmentSessions)
    .where(owned(userId, type, id))
    .returning({ id: assessmentSessions.id });
  return rows.length > 0;
}

/** A stored session as the contract's history card (only its own result block filled). */
export function toContractSession(row: SessionRow): ContractSession {
  const type = row.type as AssessmentType;
  const done = row.completed;
  const result = done ? (row.result as Record<string, unknown> | null) : null;
  return {
    id: row.id,
    assessment_type: type,
    title: row.title,
    company: row.company,
    department: row.department,
    position: row.position,
    completed: done,
    start_time: row.startTime.toISOString(),
    created_at: row.createdAt.toISOString(),
    last_activity: row.lastActivity.toISOString(),
    overall_score: done && type !== 'mbti' ? row.overallScore : null,
    tokens_used: done ? row.tokensUsed : 0,
    assessment_result: done ? row.report : null,
    roda_da_vida_data:
      type === 'rodavida' && result ? (result as ContractSession['roda_da_vida_data']) : null,
    mbti_data: type === 'mbti' && result ? (result as ContractSession['mbti_data']) : null,
    report_data: type === 'igta' && done && row.report !== null ? { content: row.report } : null,
    feedback:
      row.feedbackRating === null && row.feedbackComment === null
        ? null
        : { rating: row.feedbackRating, comment: row.feedbackComment },
  };
}
