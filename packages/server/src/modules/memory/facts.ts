// A user's memory (issue 29): the facts, the proposals and the two switches. Every count-then-
// insert runs under the user's row lock (db/owner-lock.ts), so requests at once cannot pass the
// limit on PostgreSQL.
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { withOwnerLocked } from '../../db/owner-lock.ts';
import type { Services } from '../../services.ts';
import { MAX_DECLINED_KEPT, MAX_FACT_CHARS, MAX_FACTS, MAX_PENDING_PROPOSALS } from './limits.ts';
import { MEMORY_MESSAGES as M } from './messages.ts';
import { normaliseFact } from './phrases.ts';
import { userMemories, userMemorySettings } from './schema.ts';

export type MemoryRow = typeof userMemories.$inferSelect;
export type FactSource = 'explicit' | 'proposed';

export interface MemorySettings {
  /** Off: nothing is saved and nothing is used. Default on. */
  enabled: boolean;
  /** Facts found in conversations are proposed for the user to accept. Default off. */
  propose: boolean;
}

export const DEFAULT_MEMORY_SETTINGS: MemorySettings = { enabled: true, propose: false };

/** Why a fact was not kept, as the user reads it. */
export interface FactRefusal {
  refused: string;
}

export async function memorySettingsOf(db: Executor, userId: number): Promise<MemorySettings> {
  const [row] = await db
    .select({ enabled: userMemorySettings.enabled, propose: userMemorySettings.propose })
    .from(userMemorySettings)
    .where(eq(userMemorySettings.userId, userId));
  return row ?? DEFAULT_MEMORY_SETTINGS;
}

/**
 * Turns memory on or off inside the caller's transaction: the switch of Minha Conta › Memória and
 * the memory consent of Privacidade (issue 31) are this one value.
 */
export async function setMemoryEnabled(
  db: Executor,
  userId: number,
  enabled: boolean,
  at: Date,
): Promise<void> {
  await db
    .insert(userMemorySettings)
    .values({ userId, ...DEFAULT_MEMORY_SETTINGS, enabled, updatedAt: at })
    .onConflictDoUpdate({ target: userMemorySettings.userId, set: { enabled, updatedAt: at } });
}

export async function updateMemorySettings(
  services: Services,
  userId: number,
  change: Partial<MemorySettings>,
): Promise<MemorySettings> {
  const next = { ...(await memorySettingsOf(services.db, userId)), ...change };
  const at = services.clock.now();
  await services.db
    .insert(userMemorySettings)
    .values({ userId, ...next, updatedAt: at })
    .onConflictDoUpdate({ target: userMemorySettings.userId, set: { ...change, updatedAt: at } });
  return memorySettingsOf(services.db, userId);
}

/** The active facts and the pending proposals, newest first. */
export async function listMemory(
  db: Executor,
  userId: number,
): Promise<{ facts: MemoryRow[]; proposals: MemoryRow[] }> {
  const rows = await db
    .select()
    .from(userMemories)
    .where(and(eq(userMemories.userId, userId), inArray(userMemories.status, ['active', 'pending'])))
    .orderBy(desc(userMemories.updatedAt), desc(userMemories.id));
  return {
    facts: rows.filter((row) => row.status === 'active'),
    proposals: rows.filter((row) => row.status === 'pending'),
  };
}

/** The fact as stored, or why it cannot be. */
export function checkFact(text: string): { fact: string } | FactRefusal {
  const fact = normaliseFact(text);
  if (fact === '') {
    return { refused: M.emptyFact };
  }
  if (fact.length > MAX_FACT_CHARS) {
    return { refused: M.factTooLong(MAX_FACT_CHARS) };
  }
  return { fact };
}

const sameText = (text: string) => sql`lower(${userMemories.text}) = lower(${text})`;

/**
 * Keeps a fact the user gave (chat or Minha Conta). The same text already kept is not stored
 * twice: that fact is returned, its date moved to now. A pending proposal of the same text
 * becomes this fact.
 */
export async function addFact(
  services: Services,
  userId: number,
  text: string,
): Promise<{ row: MemoryRow } | FactRefusal> {
  const checked = checkFact(text);
  if ('refused' in checked) {
    return checked;
  }
  const at = services.clock.now();
  return withOwnerLocked(services.db, { user: userId }, async (tx) => {
    const [same] = await tx
      .select()
      .from(userMemories)
      .where(
        and(eq(userMemories.userId, userId), ne(userMemories.status, 'declined'), sameText(checked.fact)),
      );
    if (same) {
      const [row] = await tx
        .update(userMemories)
        .set({ status: 'active', updatedAt: at })
        .where(eq(userMemories.id, same.id))
        .returning();
      return { row: row ?? same };
    }
    if ((await countKept(tx, userId)) >= MAX_FACTS) {
      return { refused: M.tooManyFacts(MAX_FACTS) };
    }
    const [row] = await tx
      .insert(userMemories)
      .values({
        id: randomUUID(),
        userId,
        text: checked.fact,
        source: 'explicit',
        status: 'active',
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    if (!row) {
      throw new Error('Falha ao guardar a lembrança.');
    }
    return { row };
  });
}

/** Facts and proposals counted against {@link MAX_FACTS} (declined proposals are not). */
async function countKept(tx: Executor, userId: number): Promise<number> {
  const [counted] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(userMemories)
    .where(and(eq(userMemories.userId, userId), ne(userMemories.status, 'declined')));
  return counted?.n ?? 0;
}

/** Rewrites one of the user's facts or proposals; null when it is not theirs (or declined). */
export async function updateFact(
  services: Services,
  userId: number,
  id: string,
  text: string,
): Promise<{ row: MemoryRow } | FactRefusal | null> {
  const checked = checkFact(text);
  if ('refused' in checked) {
    return checked;
  }
  const [row] = await services.db
    .update(userMemories)
    .set({ text: checked.fact, updatedAt: services.clock.now() })
    .where(and(eq(userMemories.id, id), eq(userMemories.userId, userId), ne(userMemories.status, 'declined')))
    .returning();
  return row ? { row } : null;
}

/** Forgets one of the user's facts or proposals for good; false when it is not theirs. */
export async function deleteFact(db: Executor, userId: number, id: string): Promise<boolean> {
  const deleted = await db
    .delete(userMemories)
    .where(and(eq(userMemories.id, id), eq(userMemories.userId, userId), ne(userMemories.status, 'declined')))
    .returning({ id: userMemories.id });
  return deleted.length > 0;
}

/** A pending proposal becomes a fact the agents use; null when no such proposal is pending. */
export async function acceptProposal(
  services: Services,
  userId: number,
  id: string,
): Promise<MemoryRow | null> {
  const [row] = await services.db
    .update(userMemories)
    .set({ status: 'active', updatedAt: services.clock.now() })
    .where(and(eq(userMemories.id, id), eq(userMemories.userId, userId), eq(userMemories.status, 'pending')))
    .returning();
  return row ?? null;
}

/**
 * A pending proposal turned down: kept as declined (never used) so it is not proposed again; the
 * oldest declined beyond {@link MAX_DECLINED_KEPT} are forgotten. False when none is pending.
 */
export async function declineProposal(services: Services, userId: number, id: string): Promise<boolean> {
  return withOwnerLocked(services.db, { user: userId }, async (tx) => {
    const declined = await tx
      .update(userMemories)
      .set({ status: 'declined', updatedAt: services.clock.now() })
      .where(
        and(eq(userMemories.id, id), eq(userMemories.userId, userId), eq(userMemories.status, 'pending')),
      )
      .returning({ id: userMemories.id });
    if (declined.length === 0) {
      return false;
    }
    const beyond = await tx
      .select({ id: userMemories.id })
      .from(userMemories)
      .where(and(eq(userMemories.userId, userId), eq(userMemories.status, 'declined')))
      .orderBy(desc(userMemories.updatedAt), desc(userMemories.id))
      .offset(MAX_DECLINED_KEPT);
    if (beyond.length > 0) {
      await tx.delete(userMemories).where(
        inArray(
          userMemories.id,
          beyond.map((row) => row.id),
        ),
      );
    }
    return true;
  });
}

/**
 * Stores facts found in a conversation as proposals for the user to answer: never a text already
 * kept, pending or declined, and nothing past the limits.
 */
export async function proposeFacts(
  services: Services,
  userId: number,
  facts: readonly string[],
): Promise<void> {
  const candidates = facts.filter((fact) => fact !== '' && fact.length <= MAX_FACT_CHARS);
  if (candidates.length === 0) {
    return;
  }
  const at = services.clock.now();
  await withOwnerLocked(services.db, { user: userId }, async (tx) => {
    const rows = await tx
      .select({ text: userMemories.text, status: userMemories.status })
      .from(userMemories)
      .where(eq(userMemories.userId, userId))
      .orderBy(asc(userMemories.createdAt));
    const known = new Set(rows.map((row) => row.text.toLocaleLowerCase('pt-BR')));
    let kept = rows.filter((row) => row.status !== 'declined').length;
    let pending = rows.filter((row) => row.status === 'pending').length;
    for (const fact of candidates) {
      const key = fact.toLocaleLowerCase('pt-BR');
      if (known.has(key) || kept >= MAX_FACTS || pending >= MAX_PENDING_PROPOSALS) {
        continue;
      }
      known.add(key);
      kept += 1;
      pending += 1;
      await tx.insert(userMemories).values({
        id: randomUUID(),
        userId,
        text: fact,
        source: 'proposed',
        status: 'pending',
        createdAt: at,
        updatedAt: at,
      });
    }
  });
}
