// A user's rows in every table that has a `user_id` column (found in the catalogue, so tables of
// later modules are covered without listing them): their ids feed the fuzzer's path parameters,
// and a snapshot before and after the run shows that nobody else changed them.
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';

type Row = Record<string, unknown>;

async function rows(db: Database, query: ReturnType<typeof sql>): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

async function ownedTables(db: Database): Promise<{ table: string; hasId: boolean }[]> {
  const found = await rows(
    db,
    sql`select c.table_name as table_name,
               exists (select 1 from information_schema.columns i
                       where i.table_schema = c.table_schema and i.table_name = c.table_name
                         and i.column_name = 'id') as has_id
        from information_schema.columns c
        where c.table_schema = 'public' and c.column_name = 'user_id'
        order by c.table_name`,
  );
  return found.map((row) => ({
    table: String(row.table_name),
    hasId: row.has_id === true || row.has_id === 't',
  }));
}

/** The ids of the user's rows (at most 20 per table), as path parameters would carry them. */
export async function idsOf(db: Database, userId: number): Promise<string[]> {
  const ids = new Set<string>([String(userId)]);
  for (const { table, hasId } of await ownedTables(db)) {
    if (!hasId) {
      continue;
    }
    const found = await rows(
      db,
      sql`select id from ${sql.identifier(table)} where user_id = ${userId} order by 1 limit 20`,
    );
    for (const row of found) {
      ids.add(String(row.id));
    }
  }
  return [...ids];
}

/** Every row the user owns, and the user's own row, in a stable order. */
export async function snapshotOf(db: Database, userId: number): Promise<Record<string, string[]>> {
  const snapshot: Record<string, string[]> = {};
  const stable = (list: Row[]) => list.map((row) => JSON.stringify(row)).sort();
  snapshot.users = stable(await rows(db, sql`select * from users where id = ${userId}`));
  for (const { table } of await ownedTables(db)) {
    snapshot[table] = stable(
      await rows(db, sql`select * from ${sql.identifier(table)} where user_id = ${userId}`),
    );
  }
  return snapshot;
}
