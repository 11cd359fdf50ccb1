// Several writes sent as one statement (issue 28 §3: every statement of a chat message costs about
// a millisecond on PGlite, which runs one at a time): the first ones as data-modifying CTEs, the
// last as the statement's own. PostgreSQL runs every part once and to completion, reading the
// same snapshot, and the statement is atomic by itself; no part may read another's rows.
//
// The writes of a chat message have the same shape every time, only their values change, so their
// SQL is built once, with a placeholder where each value goes, and each run only fills the values
// in. Building it from Drizzle's builders at every message cost the server's thread about 4 % of a
// message and left ~90 kB of garbage per statement (measured 29/11/2026 with 64 answers in flight).
import { type Column, is, Param, Placeholder, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Executor } from './client.ts';

/** The values of a statement's writes: each write's row (or the values it uses) under a name. */
export type WriteRows = Record<string, Record<string, unknown>>;

/** A placeholder for each value of each row, named `row.column`, to build the writes with. */
export type WriteSlots<Rows extends WriteRows> = { [R in keyof Rows]: { [C in keyof Rows[R]]: Placeholder } };

/** Our statements name no casing option: the SQL built here is the SQL the database's own dialect builds. */
const dialect = new PgDialect();

/** `writes` (inserts, updates) as one statement, in order of writing. */
function oneStatement(writes: readonly SQLWrapper[]): SQL {
  const last = writes.at(-1);
  if (!last) {
    throw new Error('Nenhuma escrita para enviar.');
  }
  // `getSQL()`: a query builder put in a template as it is comes wrapped in parentheses.
  const ctes: SQL[] = writes
    .slice(0, -1)
    .map((write, index) => sql`${sql.raw(`w${index}`)} as (${write.getSQL()})`);
  const statement = last.getSQL();
  return ctes.length > 0 ? sql`with ${sql.join(ctes, sql`, `)} ${statement}` : statement;
}

/**
 * Writes of one shape, sent as one statement: `build` makes them once, from placeholders (`slots`:
 * `slots.message.content` stands for `rows.message.content`), at the first run; every run fills in
 * its `rows`, each value written as its column writes it. Every run must give the same columns in
 * each row as the first: a row with one more or one less is refused, never half written. A value
 * left undefined is written as null, not as the column's default (the statement is already built).
 */
export function preparedWrites<Rows extends WriteRows>(
  build: (executor: Executor, slots: WriteSlots<Rows>) => readonly SQLWrapper[],
): (executor: Executor, rows: Rows) => Promise<void> {
  let prepared: { sql: string; fills: Fill[]; columns: Map<string, number> } | undefined;
  return async (executor, rows) => {
    if (!prepared) {
      const columns = new Map(Object.entries(rows).map(([name, row]) => [name, Object.keys(row).length]));
      const places = new Map<Placeholder, Place>();
      const slots = Object.fromEntries(
        Object.entries(rows).map(([name, row]) => [
          name,
          Object.fromEntries(
            Object.keys(row).map((column) => {
              const slot = sql.placeholder(`${name}.${column}`);
              places.set(slot, { row: name, column });
              return [column, slot];
            }),
          ),
        ]),
      ) as WriteSlots<Rows>;
      const query = dialect.sqlToQuery(oneStatement(build(executor, slots)));
      prepared = { sql: query.sql, fills: query.params.map((param) => fillOf(param, places)), columns };
    }
    for (const [name, count] of prepared.columns) {
      const row = rows[name];
      if (!row || Object.keys(row).length !== count) {
        throw new Error(`Escrita preparada: a linha "${name}" não tem as colunas da primeira vez.`);
      }
    }
    const params = prepared.fills.map((fill) => fill(rows));
    await executor._.session
      .prepareQuery({ sql: prepared.sql, params }, undefined, undefined, false)
      .execute();
  };
}

/**
 * A slot as the value of `column` in an update's `set` (Drizzle's types take placeholders in an
 * insert's values only): written as the column writes its values.
 */
export function asValueOf(column: Column, slot: Placeholder): SQL {
  return sql`${sql.param(slot, column)}`;
}

/** Where a slot's value is: its row and column. */
interface Place {
  row: string;
  column: string;
}

/** A parameter of the built statement, as each run gives it its value. */
type Fill = (rows: WriteRows) => unknown;

/**
 * How each run fills `param` in, worked out once: a value of the statement's own as it is; a
 * slot's value taken from its row, written as its column writes it.
 */
function fillOf(param: unknown, places: Map<Placeholder, Place>): Fill {
  const slot = is(param, Placeholder)
    ? param
    : is(param, Param) && is(param.value, Placeholder)
      ? param.value
      : undefined;
  if (!slot) {
    return () => param;
  }
  const place = places.get(slot);
  if (!place) {
    throw new Error(`Escrita preparada: ${slot.name} não é uma das suas colunas.`);
  }
  const encoder = is(param, Param) ? param.encoder : undefined;
  return (rows) => {
    const row = rows[place.row];
    if (!row || !(place.column in row)) {
      throw new Error(`Escrita preparada sem valor para ${slot.name}.`);
    }
    const value = row[place.column];
    // As Drizzle writes a value it is given: null as null, anything else through its column.
    return value === null || value === undefined || !encoder
      ? (value ?? null)
      : encoder.mapToDriverValue(value);
  };
}
