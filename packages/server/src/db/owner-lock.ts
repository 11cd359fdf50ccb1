// Count limits (conversations per cycle, custom agents per team, documents per agent, partner
// sites, team seats, devices) and other check-then-insert rules: the count and the insert it
// allows run in one transaction that first locks the row owning what is counted. Requests for one
// owner are then counted one after the other; counted outside such a transaction, N requests at
// once on PostgreSQL all see room for one more (PGlite runs one statement at a time and hides it).
import { eq } from 'drizzle-orm';
import type { Database, Executor, Transaction } from './client.ts';
import { customAgents, teams, users } from './schema.ts';

/** The row that owns what a limit counts. */
export type LimitOwner =
  /** A user: their conversations (the billed user's, for a team pool), sites, devices, chatbot session. */
  | { user: number }
  /** A team: its seats and open invitations. */
  | { team: number }
  /** A custom agent: its knowledge documents. */
  | { customAgent: string };

/**
 * Locks the owner's row until the end of the transaction; false when the row does not exist.
 * FOR NO KEY UPDATE: requests for the same owner wait for each other, while inserts elsewhere
 * that merely reference the row (a foreign key check takes FOR KEY SHARE) are not held up.
 */
export async function lockOwner(tx: Executor, owner: LimitOwner): Promise<boolean> {
  let rows: unknown[];
  if ('user' in owner) {
    rows = await tx.select({ id: users.id }).from(users).where(eq(users.id, owner.user)).for('no key update');
  } else if ('team' in owner) {
    rows = await tx.select({ id: teams.id }).from(teams).where(eq(teams.id, owner.team)).for('no key update');
  } else {
    rows = await tx
      .select({ id: customAgents.id })
      .from(customAgents)
      .where(eq(customAgents.id, owner.customAgent))
      .for('no key update');
  }
  return rows.length > 0;
}

/**
 * Runs `work` in a transaction holding the owner's lock: count there, with `tx`, and insert there.
 * `work` must use only `tx`: a query on another connection while the lock is held could wait for
 * a pool slot that the requests queued behind this lock are holding.
 */
export function withOwnerLocked<T>(
  db: Database,
  owner: LimitOwner,
  work: (tx: Transaction, ownerExists: boolean) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => work(tx, await lockOwner(tx, owner)));
}
