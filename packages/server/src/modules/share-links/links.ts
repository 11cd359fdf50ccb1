// Share links (issue 29): the owner copies one of their conversations to a public, read-only
// address, lists and revokes their links; anyone with the address reads the copy. The address's
// token (256 random bits) is returned once and only its SHA-256 is stored, so a leaked table
// opens nothing. Revoking deletes the row (and the copy): the address is a 404 at once.
import { createHash, randomBytes } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { components } from '../../contract/generated.ts';
import type { Executor } from '../../db/client.ts';
import { withOwnerLocked } from '../../db/owner-lock.ts';
import type { Services } from '../../services.ts';
import { COMMANDER, storedAgentName } from '../agents/catalog.ts';
import { sessionMessages } from '../agents/chat/sessions.ts';
import { findConversation } from '../agents/conversations.ts';
import { branchTo } from '../conversations/branches.ts';
import { isConversationId } from '../conversations/ids.ts';
import { chatSessions } from '../conversations/schema.ts';
import { isFail, teamAccess, usableAgent } from '../custom-agents/access.ts';
import { opaqueId } from '../custom-agents/agents.ts';
import { customAgentSessions } from '../custom-agents/schema.ts';
import { sessionTree } from '../custom-agents/sessions.ts';
import { type SharedSnapshot, shareLinks } from './schema.ts';

export type ShareSource = components['schemas']['ShareSource'];
type ShareLinkView = components['schemas']['ShareLink'];
type SharedConversation = components['schemas']['SharedConversation'];
type ShareLinkRow = typeof shareLinks.$inferSelect;

/** Links that still open, per person, at one time. */
export const MAX_ACTIVE_SHARE_LINKS = 100;
/** The expiries a link may have, in days (null: never). */
export const SHARE_EXPIRY_DAYS = [1, 7, 30] as const;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The public address's token: 32 random bytes, base64url (43 characters). */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function hashShareToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

interface SharedCopy {
  title: string;
  chatSessionId: string | null;
  customAgentSessionId: string | null;
  snapshot: SharedSnapshot;
}

/** The copy of one of the user's Commander/agent conversations; null when it is not theirs (or gone). */
async function agentConversationCopy(executor: Executor, userId: number, sessionId: string) {
  if (!isConversationId(sessionId)) {
    return null;
  }
  // The Commander's scope reaches every agent's conversation of the user.
  const session = await findConversation(executor, userId, COMMANDER, sessionId);
  if (!session) {
    return null;
  }
  const messages = (await sessionMessages(executor, session)).map((message) => ({
    role: message.role,
    content: message.content,
    agentName: message.role === 'assistant' ? storedAgentName(message.agentUsed ?? session.agentType) : null,
    date: message.createdAt.toISOString(),
    files: message.file ? [message.file.name] : [],
  }));
  return {
    title: session.title,
    chatSessionId: session.id,
    customAgentSessionId: null,
    snapshot: snapshotOf(messages, session.createdAt),
  } satisfies SharedCopy;
}

/** The copy of the user's own conversation with a custom agent they may still use; null otherwise. */
async function customAgentConversationCopy(services: Services, userId: number, sessionId: string) {
  const [session] = await services.db
    .select()
    .from(customAgentSessions)
    .where(and(eq(customAgentSessions.id, sessionId), eq(customAgentSessions.userId, userId)));
  if (!session) {
    return null;
  }
  const access = await teamAccess(services, userId);
  if (isFail(access)) {
    return null;
  }
  const agent = await usableAgent(services, access, session.agentId);
  if (isFail(agent)) {
    return null;
  }
  // The branch shown (issue 29), as the chat reads it.
  const rows = branchTo(await sessionTree(services.db, session.id), session.leafMessageId);
  const messages = rows.map((row) => ({
    role: row.role === 'assistant' ? ('assistant' as const) : ('user' as const),
    content: row.content,
    agentName: row.role === 'assistant' ? agent.name : null,
    date: row.createdAt.toISOString(),
    // The cited documents by name only: an excerpt is the file's content.
    files: [...new Set(row.citations.map((citation) => citation.filename))],
  }));
  return {
    title: session.title,
    chatSessionId: null,
    customAgentSessionId: session.id,
    snapshot: snapshotOf(messages, session.createdAt),
  } satisfies SharedCopy;
}

function snapshotOf(messages: SharedSnapshot['messages'], startedAt: Date): SharedSnapshot {
  const agents: string[] = [];
  for (const message of messages) {
    if (message.agentName && !agents.includes(message.agentName)) {
      agents.push(message.agentName);
    }
  }
  return { agents, startedAt: startedAt.toISOString(), messages };
}

function isExpired(row: Pick<ShareLinkRow, 'expiresAt'>, now: Date): boolean {
  return row.expiresAt !== null && row.expiresAt.getTime() <= now.getTime();
}

function linkView(row: ShareLinkRow, now: Date): ShareLinkView {
  return {
    id: row.id,
    source: row.source as ShareSource,
    session_id: (row.chatSessionId ?? row.customAgentSessionId) as string,
    title: row.title,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt ? row.expiresAt.toISOString() : null,
    expired: isExpired(row, now),
  };
}

/** A link's conversation is still there: a soft-deleted chat session takes its links down. */
const conversationKept = or(isNull(shareLinks.chatSessionId), isNull(chatSessions.deletedAt));
const stillOpen = (now: Date) => or(isNull(shareLinks.expiresAt), gt(shareLinks.expiresAt, now));

export type CreateShareLinkResult =
  | { kind: 'created'; link: ShareLinkView; token: string }
  | { kind: 'not_found' }
  | { kind: 'limit' };

export async function createShareLink(
  services: Services,
  input: { userId: number; source: ShareSource; sessionId: string; expiresInDays: number | null },
): Promise<CreateShareLinkResult> {
  const { userId } = input;
  const copy =
    input.source === 'agent'
      ? await agentConversationCopy(services.db, userId, input.sessionId)
      : await customAgentConversationCopy(services, userId, input.sessionId);
  if (!copy) {
    return { kind: 'not_found' };
  }
  const token = randomBytes(32).toString('base64url');
  const now = services.clock.now();
  // Counted and inserted under the user's lock: requests at once cannot pass the limit together.
  return withOwnerLocked(services.db, { user: userId }, async (tx) => {
    // Expired links open nothing and count for nothing: they leave with the next share, so a
    // person's rows (and copies) stay bounded — the active ones plus those expired since.
    await tx.delete(shareLinks).where(and(eq(shareLinks.userId, userId), lte(shareLinks.expiresAt, now)));
    const [active] = await tx
      .select({ total: count() })
      .from(shareLinks)
      .leftJoin(chatSessions, eq(chatSessions.id, shareLinks.chatSessionId))
      .where(and(eq(shareLinks.userId, userId), stillOpen(now), conversationKept));
    if (Number(active?.total ?? 0) >= MAX_ACTIVE_SHARE_LINKS) {
      return { kind: 'limit' } as const;
    }
    const [row] = await tx
      .insert(shareLinks)
      .values({
        id: opaqueId('shl'),
        userId,
        tokenHash: hashShareToken(token),
        source: input.source,
        chatSessionId: copy.chatSessionId,
        customAgentSessionId: copy.customAgentSessionId,
        title: copy.title,
        snapshot: copy.snapshot,
        createdAt: now,
        expiresAt:
          input.expiresInDays === null ? null : new Date(now.getTime() + input.expiresInDays * DAY_MS),
      })
      .returning();
    if (!row) {
      throw new Error('Falha ao criar o link.');
    }
    return { kind: 'created', link: linkView(row, now), token } as const;
  });
}

/**
 * The user's links, newest first: expired ones marked (until the next share removes them), those
 * of deleted conversations left out.
 */
export async function listShareLinks(services: Services, userId: number) {
  const now = services.clock.now();
  const rows = await services.db
    .select({ link: shareLinks })
    .from(shareLinks)
    .leftJoin(chatSessions, eq(chatSessions.id, shareLinks.chatSessionId))
    .where(and(eq(shareLinks.userId, userId), conversationKept))
    .orderBy(desc(shareLinks.createdAt), desc(shareLinks.id));
  const links = rows.map(({ link }) => linkView(link, now));
  return {
    links,
    active: links.filter((link) => !link.expired).length,
    max_active: MAX_ACTIVE_SHARE_LINKS,
  };
}

/** Deletes one of the user's links; false when there is none of theirs with that id. */
export async function revokeShareLink(services: Services, userId: number, id: string): Promise<boolean> {
  const deleted = await services.db
    .delete(shareLinks)
    .where(and(eq(shareLinks.id, id), eq(shareLinks.userId, userId)))
    .returning({ id: shareLinks.id });
  return deleted.length > 0;
}

/** The copy behind a public token; null for a malformed, unknown, revoked or expired one. */
export async function readSharedConversation(
  services: Services,
  token: string,
): Promise<SharedConversation | null> {
  if (!TOKEN_SHAPE.test(token)) {
    return null;
  }
  const now = services.clock.now();
  const [found] = await services.db
    .select({ link: shareLinks })
    .from(shareLinks)
    .leftJoin(chatSessions, eq(chatSessions.id, shareLinks.chatSessionId))
    .where(and(eq(shareLinks.tokenHash, hashShareToken(token)), stillOpen(now), conversationKept));
  if (!found) {
    return null;
  }
  const { link } = found;
  return {
    success: true,
    title: link.title,
    source: link.source as ShareSource,
    agents: link.snapshot.agents,
    started_at: link.snapshot.startedAt,
    shared_at: link.createdAt.toISOString(),
    expires_at: link.expiresAt ? link.expiresAt.toISOString() : null,
    messages: link.snapshot.messages.map((message) => ({
      role: message.role,
      content: message.content,
      agent_name: message.agentName,
      date: message.date,
      files: message.files,
    })),
  };
}
