// The chatbot's sessions and exchanges (spec 2 §3, §7): one active session per signed-in user,
// opened on first use and again after it is ended; visitor sessions (issue 20) with no user,
// valid for a day after they open. Each exchange adds 2 to `message_count` (spec 2 §9).
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { DAY } from '../../clock.ts';
import type { components } from '../../contract/generated.ts';
import { withOwnerLocked } from '../../db/owner-lock.ts';
import type { Services } from '../../services.ts';
import type { PlanType } from '../payments/plans.ts';
import type { BotAnswer } from './answer.ts';
import { chatbotExchanges, chatbotSessions } from './schema.ts';

type SessionInfo = components['schemas']['ChatbotSessionInfo'];
type Conversation = components['schemas']['ChatbotConversation'];
export type SessionRow = typeof chatbotSessions.$inferSelect;
type ExchangeRow = typeof chatbotExchanges.$inferSelect;

/** How long a visitor's session answers after it opens. */
export const VISITOR_SESSION_MS = DAY;

/** Who is asking: a signed-in user, or a visitor holding a session id. */
export type Owner = { userId: number } | { visitor: true };

export function toSessionInfo(row: SessionRow): SessionInfo {
  return {
    session_id: row.id,
    is_active: row.isActive,
    message_count: row.messageCount,
    package_type: row.packageType as PlanType,
    created: row.createdAt.toISOString(),
  };
}

export function toConversation(row: ExchangeRow): Conversation {
  return {
    id: row.id,
    user_message: row.userMessage,
    bot_response: row.botResponse,
    timestamp: row.createdAt.toISOString(),
    message_id: row.messageId,
    confidence_score: row.confidenceScore,
    suggestions: row.suggestions,
    is_helpful: row.isHelpful,
    answer_source: row.answerSource as NonNullable<Conversation['answer_source']>,
    sources: row.sources,
  };
}

export async function activeUserSession(services: Services, userId: number): Promise<SessionRow | null> {
  const [row] = await services.db
    .select()
    .from(chatbotSessions)
    .where(and(eq(chatbotSessions.userId, userId), eq(chatbotSessions.isActive, true)))
    .orderBy(desc(chatbotSessions.createdAt))
    .limit(1);
  return row ?? null;
}

/** The user's active session, opened now if there is none. */
export async function openUserSession(
  services: Services,
  userId: number,
  plan: PlanType,
): Promise<SessionRow> {
  // Under the user's lock: two first opens at once (two tabs) end with one session.
  return withOwnerLocked(services.db, { user: userId }, async (tx) => {
    const [existing] = await tx
      .select()
      .from(chatbotSessions)
      .where(and(eq(chatbotSessions.userId, userId), eq(chatbotSessions.isActive, true)))
      .orderBy(desc(chatbotSessions.createdAt))
      .limit(1);
    if (existing) {
      if (existing.packageType === plan) {
        return existing;
      }
      const [updated] = await tx
        .update(chatbotSessions)
        .set({ packageType: plan })
        .where(eq(chatbotSessions.id, existing.id))
        .returning();
      return updated ?? existing;
    }
    const now = services.clock.now();
    const [row] = await tx
      .insert(chatbotSessions)
      .values({ id: randomUUID(), userId, packageType: plan, createdAt: now, lastActivityAt: now })
      .returning();
    if (!row) {
      throw new Error('Falha ao abrir a sessão do chatbot.');
    }
    return row;
  });
}

export async function openVisitorSession(services: Services): Promise<SessionRow> {
  const now = services.clock.now();
  const [row] = await services.db
    .insert(chatbotSessions)
    .values({ id: randomUUID(), userId: null, packageType: 'freemium', createdAt: now, lastActivityAt: now })
    .returning();
  if (!row) {
    throw new Error('Falha ao abrir a sessão do chatbot.');
  }
  return row;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The owner's active session with this id; null when it is someone else's, ended or expired. */
export async function ownedSession(services: Services, id: string, owner: Owner): Promise<SessionRow | null> {
  if (!UUID.test(id)) {
    return null;
  }
  const ownership =
    'userId' in owner
      ? eq(chatbotSessions.userId, owner.userId)
      : and(
          isNull(chatbotSessions.userId),
          gt(chatbotSessions.createdAt, new Date(services.clock.now().getTime() - VISITOR_SESSION_MS)),
        );
  const [row] = await services.db
    .select()
    .from(chatbotSessions)
    .where(and(eq(chatbotSessions.id, id.toLowerCase()), eq(chatbotSessions.isActive, true), ownership));
  return row ?? null;
}

export async function sessionExchanges(services: Services, sessionId: string): Promise<ExchangeRow[]> {
  return services.db
    .select()
    .from(chatbotExchanges)
    .where(eq(chatbotExchanges.sessionId, sessionId))
    .orderBy(asc(chatbotExchanges.id));
}

/** Stores a question and its answer; the session's count grows by 2. */
export async function recordExchange(
  services: Services,
  session: SessionRow,
  question: string,
  answer: BotAnswer,
): Promise<ExchangeRow> {
  const now = services.clock.now();
  return services.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(chatbotExchanges)
      .values({
        sessionId: session.id,
        messageId: randomUUID(),
        userMessage: question,
        botResponse: answer.message,
        confidenceScore: answer.confidence_score,
        suggestions: answer.suggestions,
        answerSource: answer.answer_source ?? 'knowledge_base',
        sources: answer.sources ?? [],
        articleIds: answer.articleIds,
        createdAt: now,
      })
      .returning();
    await tx
      .update(chatbotSessions)
      .set({ messageCount: sql`${chatbotSessions.messageCount} + 2`, lastActivityAt: now })
      .where(eq(chatbotSessions.id, session.id));
    if (!row) {
      throw new Error('Falha ao registrar a troca do chatbot.');
    }
    return row;
  });
}

/** Rates an answer of the owner's; false when there is no such answer. */
export async function rateExchange(
  services: Services,
  input: { messageId: string; isHelpful: boolean; owner: Owner; sessionId?: string },
): Promise<boolean> {
  if (!UUID.test(input.messageId)) {
    return false;
  }
  const [found] = await services.db
    .select({
      id: chatbotExchanges.id,
      userId: chatbotSessions.userId,
      sessionId: chatbotSessions.id,
      createdAt: chatbotSessions.createdAt,
    })
    .from(chatbotExchanges)
    .innerJoin(chatbotSessions, eq(chatbotSessions.id, chatbotExchanges.sessionId))
    .where(eq(chatbotExchanges.messageId, input.messageId.toLowerCase()));
  if (!found) {
    return false;
  }
  const mine =
    'userId' in input.owner
      ? found.userId === input.owner.userId
      : found.userId === null &&
        found.sessionId === input.sessionId?.toLowerCase() &&
        found.createdAt.getTime() > services.clock.now().getTime() - VISITOR_SESSION_MS;
  if (!mine) {
    return false;
  }
  await services.db
    .update(chatbotExchanges)
    .set({ isHelpful: input.isHelpful, ratedAt: services.clock.now() })
    .where(eq(chatbotExchanges.id, found.id));
  return true;
}

/** Ends the user's active session (idempotent). */
export async function endUserSession(services: Services, userId: number): Promise<void> {
  await services.db
    .update(chatbotSessions)
    .set({ isActive: false, endedAt: services.clock.now() })
    .where(and(eq(chatbotSessions.userId, userId), eq(chatbotSessions.isActive, true)));
}
