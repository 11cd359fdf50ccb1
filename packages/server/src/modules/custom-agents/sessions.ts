// A person's own conversations with a custom agent (issue 21): listed (pinned first, issue 29),
// read, renamed, pinned and deleted only by that person; members never see each other's.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { Services } from '../../services.ts';
import { type BranchMessage, branchTo, newestLeafUnder } from '../conversations/branches.ts';
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

type MessageRow = typeof customAgentMessages.$inferSelect;

/**
 * Every message of the conversation, every branch (issue 29), in creation order (oldest first, a
 * question before its answer at the same instant): `branches.ts` picks a path from them.
 */
export async function sessionTree(executor: Executor, sessionId: string): Promise<MessageRow[]> {
  return executor
    .select()
    .from(customAgentMessages)
    .where(eq(customAgentMessages.sessionId, sessionId))
    .orderBy(asc(customAgentMessages.createdAt), desc(customAgentMessages.role), asc(customAgentMessages.id));
}

function detailOf(session: SessionRow, shown: BranchMessage<MessageRow>[]) {
  return {
    success: true as const,
    session_id: session.id,
    title: session.title,
    messages: shown.map((row) => ({
      id: row.id,
      role: row.role as 'user' | 'assistant',
      content: row.content,
      citations: row.citations,
      created_at: row.createdAt.toISOString(),
      parent_id: row.parentId,
      sibling_index: row.siblingIndex,
      sibling_count: row.siblingCount,
      sibling_ids: row.siblingIds,
    })),
  };
}

/** The conversation's branch shown (issue 29), first message first. */
export async function sessionDetail(services: Services, session: SessionRow) {
  return detailOf(session, branchTo(await sessionTree(services.db, session.id), session.leafMessageId));
}

/**
 * Shows the branch of `messageId` (issue 29, `< 1/2 >`): the path to it and, below it, the newest
 * version of each answer. A message of another conversation (another person's included): 404.
 */
export async function selectSessionBranch(services: Services, session: SessionRow, messageId: string) {
  const tree = await sessionTree(services.db, session.id);
  if (!tree.some((message) => message.id === messageId)) {
    return fail(404, M.messageNotFound);
  }
  const leaf = newestLeafUnder(tree, messageId);
  // Showing another branch is not activity: the conversation keeps its place in the list.
  await services.db
    .update(customAgentSessions)
    .set({ leafMessageId: leaf })
    .where(eq(customAgentSessions.id, session.id));
  return detailOf(session, branchTo(tree, leaf));
}

export async function deleteSession(services: Services, session: SessionRow): Promise<void> {
  await services.db.delete(customAgentSessions).where(eq(customAgentSessions.id, session.id));
}
