// The retention setting (issue 31 item 3): conversations untouched for N days are deleted — rows,
// messages, files (stored bytes included) and search words (generated columns go with their
// rows) — by the daily job. The conversation's start keeps counting in the plan's usage, as a
// conversation the user deleted does (spec 1 §5).
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { chatSessions } from '../conversations/schema.ts';
import { customAgentSessions } from '../custom-agents/schema.ts';
import { chatFiles } from '../files/schema.ts';
import type { FileStorage } from '../files/storage.ts';
import { conversationStarts } from '../metering/schema.ts';
import { privacySettings } from './schema.ts';

/** The choices of 'Apagar minhas conversas após': days, or null (never). */
export const RETENTION_CHOICES = [30, 90, 180, 365, null] as const;
export type RetentionDays = (typeof RETENTION_CHOICES)[number];

export function isRetentionChoice(value: unknown): value is RetentionDays {
  return (RETENTION_CHOICES as readonly unknown[]).includes(value);
}

export async function retentionOf(db: Executor, userId: number): Promise<RetentionDays> {
  const [row] = await db
    .select({ days: privacySettings.retentionDays })
    .from(privacySettings)
    .where(eq(privacySettings.userId, userId));
  const days = row?.days ?? null;
  return isRetentionChoice(days) ? days : null;
}

export async function setRetention(
  db: Executor,
  userId: number,
  days: RetentionDays,
  now: Date,
): Promise<void> {
  await db
    .insert(privacySettings)
    .values({ userId, retentionDays: days, updatedAt: now })
    .onConflictDoUpdate({ target: privacySettings.userId, set: { retentionDays: days, updatedAt: now } });
}

/** Conversations per round of the job: each round is one short transaction. */
const ROUND = 500;

/**
 * Deletes every conversation (agents' and custom agents') whose last activity is older than its
 * owner's retention, at `now`; returns how many went. Stored files are removed after their rows.
 */
export async function applyRetention(db: Database, storage: FileStorage, now: Date): Promise<number> {
  const expired = (table: typeof chatSessions | typeof customAgentSessions) => sql`exists (
    select 1 from ${privacySettings}
    where ${privacySettings.userId} = ${table.userId}
      and ${privacySettings.retentionDays} is not null
      and ${table.updatedAt} < ${now.toISOString()}::timestamptz - make_interval(days => ${privacySettings.retentionDays}))`;
  let deleted = 0;
  for (;;) {
    const round = await db.transaction(async (tx) => {
      const sessions = await tx
        .select({ id: chatSessions.id, userId: chatSessions.userId })
        .from(chatSessions)
        .where(expired(chatSessions))
        .limit(ROUND);
      if (sessions.length === 0) {
        return { sessions: 0, keys: [] as string[] };
      }
      const ids = sessions.map((s) => s.id);
      const files = await tx
        .select({ key: chatFiles.storageKey })
        .from(chatFiles)
        .where(inArray(chatFiles.sessionId, ids));
      await tx
        .update(conversationStarts)
        .set({ deletedAt: now })
        .where(and(inArray(conversationStarts.sessionId, ids), isNull(conversationStarts.deletedAt)));
      await tx.delete(chatSessions).where(inArray(chatSessions.id, ids));
      return { sessions: ids.length, keys: files.map((f) => f.key) };
    });
    for (const key of round.keys) {
      await storage.remove(key);
    }
    deleted += round.sessions;
    if (round.sessions < ROUND) {
      break;
    }
  }
  for (;;) {
    const gone = await db.transaction(async (tx) => {
      const sessions = await tx
        .select({ id: customAgentSessions.id })
        .from(customAgentSessions)
        .where(expired(customAgentSessions))
        .limit(ROUND);
      if (sessions.length === 0) {
        return 0;
      }
      const ids = sessions.map((s) => s.id);
      await tx
        .update(conversationStarts)
        .set({ deletedAt: now })
        .where(and(inArray(conversationStarts.sessionId, ids), isNull(conversationStarts.deletedAt)));
      await tx.delete(customAgentSessions).where(inArray(customAgentSessions.id, ids));
      return ids.length;
    });
    deleted += gone;
    if (gone < ROUND) {
      break;
    }
  }
  return deleted;
}
