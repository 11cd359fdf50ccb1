// Several writes sent as one statement (issue 28 §3: every statement of a chat message costs about
// a millisecond on PGlite, which runs one at a time): the first ones as data-modifying CTEs, the
// last as the statement's own. PostgreSQL runs every part once and to completion, reading the
// same snapshot, and the statement is atomic by itself; no part may read another's rows.
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Executor } from './client.ts';

/** Runs `writes` (inserts, updates) as one statement, in order of writing; nothing is returned. */
export async function writeInOneStatement(executor: Executor, writes: readonly SQLWrapper[]): Promise<void> {
  const last = writes.at(-1);
  if (!last) {
    return;
  }
  // `getSQL()`: a query builder put in a template as it is comes wrapped in parentheses.
  const ctes: SQL[] = writes
    .slice(0, -1)
    .map((write, index) => sql`${sql.raw(`w${index}`)} as (${write.getSQL()})`);
  const statement = last.getSQL();
  await executor.execute(ctes.length > 0 ? sql`with ${sql.join(ctes, sql`, `)} ${statement}` : statement);
}
