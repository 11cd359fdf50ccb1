// A person's own conversations with a custom agent (issue 21): listed (pinned first, issue 29),
// read, renamed, pinned and deleted only by that person; members never see each other's.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Services } from '../../services.ts';
import { type CustomAgentRow, type Fail, fail, type TeamAccess } from './access.ts';
import { CUSTOM_AGENT_MESSAGES as M } from './messages.ts';
import { customAgentMessages, customAgentSessions } from './schema.ts';

type SessionRow = typeof customAgentSessions.$inferSelect;

export async function ownSessions(services: Services, access: TeamAccess, agent: CustomAgentRow) {
  const rows = await services.db
    .select()
    .from(customAgentSessions)
    .where(and(eq(customAgentSessions.agentId, agent.id), eq(customAgentSessions.userId, access.userId)))
    .orderBy(
      // Pinned first, the last pinned on top; then by last activity.
      sql`${customAgentSessions.pinnedAt} desc nulls last`,
      desc(customAgentSessions.updatedAt),
      desc(customAgentSessions.id),
    );
  return rows.map(sessionSummary);
}

function sessionSummary(row: SessionRow) {
  return {
    id: row.id,
    title: row.title,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    pinned_at: row.pinnedAt?.toISOString() ?? null,
  };
}

/**
 * Renames and/or pins (or unpins) the person's conversation (issue 29). Neither is activity: the
 * conversation keeps its place among the unpinned.
 */
export async function updateSession(
  services: Services,
  session: SessionRow,
  change: { title?: string; pinned?: boolean },
) {
  const set: Partial<typeof customAgentSessions.$inferInsert> = {};
  if (change.title !== undefined) {
    set.title = change.title;
  }
  if (change.pinned !== undefined) {
    // Pinning a pinned conversation keeps its place among the pinned.
    set.pinnedAt = change.pinned ? (session.pinnedAt ?? services.clock.now()) : null;
  }
  const [updated] = await services.db
    .update(customAgentSessions)
    .set(set)
    .where(eq(customAgentSessions.id, session.id))
    .returning();
  return sessionSummary(updated ?? session);
}

export async function ownSession(
  services: Services,
  access: TeamAccess,
  agent: CustomAgentRow,
  sessionId: string,
): Promise<SessionRow | Fail<404>> {
  const [row] = await services.db
    .select()
    .from(customAgentSessions)
    .where(
      and(
        eq(customAgentSessions.id, sessionId),
        eq(customAgentSessions.agentId, agent.id),
        eq(customAgentSessions.userId, access.userId),
      ),
    );
  return row ?? fail(404, M.sessionNotFound);
}

export async function sessionDetail(services: Services, session: SessionRow) {
  const messages = await services.db
    .select()
    .from(customAgentMessages)
    .where(eq(customAgentMessages.sessionId, session.id))
    .orderBy(asc(customAgentMessages.createdAt), asc(customAgentMessages.id));
  return {
    success: true as const,
    session_id: session.id,
    title: session.title,
    messages: messages.map((row) => ({
      id: row.id,
      role: row.role as 'user' | 'assistant',
      content: row.content,
      citations: row.citations,
      created_at: row.createdAt.toISOString(),
    })),
  };
}

export async function deleteSession(services: Services, session: SessionRow): Promise<void> {
  await services.db.delete(customAgentSessions).where(eq(customAgentSessions.id, session.id));
}
