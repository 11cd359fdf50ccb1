// Operators' reads of a person's data (issue 31 item 3): a support ticket opened or answered, a
// console list that shows the person's conversations. The person sees them in 'Privacidade'.
import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { operatorReads } from './schema.ts';

export const OPERATOR_READ_KINDS = ['support_ticket', 'support_reply', 'console_usage_history'] as const;
export type OperatorReadKind = (typeof OPERATOR_READ_KINDS)[number];

export interface OperatorRead {
  /** Whose data was read. */
  userId: number;
  operatorId: number;
  kind: OperatorReadKind;
  /** What was read, never the data itself: "Chamado #12". */
  subject: string;
}

/** What the person reads about each read (pt-BR). */
export const OPERATOR_READ_SUBJECTS = {
  ticket: (id: number, subject: string) => `Chamado #${id}: ${subject}`,
  usageHistory: 'Histórico de execuções do console (títulos e uso das suas conversas)',
} as const;

/** Rows per insert (PostgreSQL takes at most 65 535 parameters). */
const ROWS_PER_INSERT = 1_000;

/** Logs reads; an operator reading their own data is no read of someone else's. */
export async function logOperatorReads(
  db: Executor,
  reads: readonly OperatorRead[],
  now: Date,
): Promise<void> {
  const others = reads.filter((read) => read.userId !== read.operatorId);
  for (let at = 0; at < others.length; at += ROWS_PER_INSERT) {
    await db
      .insert(operatorReads)
      .values(others.slice(at, at + ROWS_PER_INSERT).map((read) => ({ ...read, createdAt: now })));
  }
}

/** The newest reads of the person's data. */
export async function operatorReadsOf(db: Executor, userId: number, limit = 100) {
  return db
    .select({ kind: operatorReads.kind, subject: operatorReads.subject, at: operatorReads.createdAt })
    .from(operatorReads)
    .where(eq(operatorReads.userId, userId))
    .orderBy(desc(operatorReads.createdAt), desc(operatorReads.id))
    .limit(limit);
}
