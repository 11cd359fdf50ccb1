// The consent record (issue 31 item 3): terms, marketing e-mails and memory, each answer a row
// with its date. Marketing e-mails' current answer lives where the mailers read it (the
// notification preferences), memory's where the agents read it (the memory switch of Minha Conta ›
// Memória, issue 29); this module keeps the history and writes both in one transaction.
import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { DEFAULT_PREFERENCES } from '../accounts/preference-defaults.ts';
import { notificationPreferences, users } from '../accounts/schema.ts';
import { memorySettingsOf, setMemoryEnabled } from '../memory/facts.ts';
import { privacyConsents } from './schema.ts';

export const CONSENT_KINDS = ['terms', 'marketing_emails', 'memory'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

/**
 * The version of the terms of use a sign-up accepts today. A user who accepted before versions
 * were recorded shows the date of their acceptance with no version.
 */
export const CURRENT_TERMS_VERSION = '2026-11';

export interface ConsentEntry {
  kind: ConsentKind;
  granted: boolean;
  termsVersion: string | null;
  at: Date;
}

export interface CurrentConsents {
  terms: { version: string | null; acceptedAt: Date } | null;
  marketingEmails: { granted: boolean; since: Date | null };
  /** The memory switch (on unless the user turned it off); `since`: the last recorded answer. */
  memory: { granted: boolean; since: Date | null };
}

/** Every answer, newest first, with the terms' acceptance at sign-up when no row recorded it. */
export async function consentHistory(db: Executor, userId: number): Promise<ConsentEntry[]> {
  const rows = await db
    .select()
    .from(privacyConsents)
    .where(eq(privacyConsents.userId, userId))
    .orderBy(desc(privacyConsents.createdAt), desc(privacyConsents.id));
  const history: ConsentEntry[] = rows.map((row) => ({
    kind: row.kind as ConsentKind,
    granted: row.granted,
    termsVersion: row.termsVersion,
    at: row.createdAt,
  }));
  if (!history.some((entry) => entry.kind === 'terms')) {
    const [user] = await db.select({ at: users.termsAcceptedAt }).from(users).where(eq(users.id, userId));
    if (user?.at) {
      history.push({ kind: 'terms', granted: true, termsVersion: null, at: user.at });
    }
  }
  return history;
}

export async function currentConsents(db: Executor, userId: number): Promise<CurrentConsents> {
  const history = await consentHistory(db, userId);
  const latest = (kind: ConsentKind) => history.find((entry) => entry.kind === kind);
  const [preferences] = await db
    .select({ marketing: notificationPreferences.marketingEmails })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  const terms = latest('terms');
  const marketing = latest('marketing_emails');
  const memory = latest('memory');
  const memorySettings = await memorySettingsOf(db, userId);
  return {
    terms: terms?.granted ? { version: terms.termsVersion, acceptedAt: terms.at } : null,
    marketingEmails: {
      granted: preferences?.marketing ?? DEFAULT_PREFERENCES.marketing_emails,
      since: marketing?.at ?? null,
    },
    memory: { granted: memorySettings.enabled, since: memory?.at ?? null },
  };
}

/** Records the answers that changed (an unchanged one adds no row); marketing also in the preferences. */
export async function recordConsents(
  db: Executor,
  userId: number,
  answers: { marketingEmails?: boolean; memory?: boolean },
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await currentConsents(tx, userId);
    const changed: { kind: ConsentKind; granted: boolean }[] = [];
    if (
      answers.marketingEmails !== undefined &&
      answers.marketingEmails !== current.marketingEmails.granted
    ) {
      changed.push({ kind: 'marketing_emails', granted: answers.marketingEmails });
      await tx
        .insert(notificationPreferences)
        .values({ userId, marketingEmails: answers.marketingEmails, updatedAt: now })
        .onConflictDoUpdate({
          target: notificationPreferences.userId,
          set: { marketingEmails: answers.marketingEmails, updatedAt: now },
        });
    }
    if (answers.memory !== undefined && answers.memory !== current.memory.granted) {
      changed.push({ kind: 'memory', granted: answers.memory });
      await setMemoryEnabled(tx, userId, answers.memory, now);
    }
    if (changed.length > 0) {
      await tx.insert(privacyConsents).values(changed.map((c) => ({ userId, ...c, createdAt: now })));
    }
  });
}
