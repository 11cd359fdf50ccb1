// A person's own conversations with a custom agent (issue 21): listed, read and deleted only by
// that person; members never see each other's conversations.
import { and, asc, desc, eq } from 'drizzle-orm';
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
    .orderBy(desc(customAgentSessions.updatedAt), desc(customAgentSessions.id));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }));
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
