// Writes of one shape sent as one statement whose SQL is built once (db/one-statement.ts), on
// PGlite and on PostgreSQL: what they write is what Drizzle's own insert and update write.
import { asc, eq, sql } from 'drizzle-orm';
import { doublePrecision, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../test/harness.ts';
import type { Database } from './client.ts';
import { asValueOf, preparedWrites } from './one-statement.ts';

const notes = pgTable('one_statement_notes', {
  id: uuid('id').primaryKey(),
  title: text('title').notNull(),
  score: doublePrecision('score'),
  extra: jsonb('extra'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
const counters = pgTable('one_statement_counters', {
  id: text('id').primaryKey(),
  total: integer('total').notNull(),
  lastNote: uuid('last_note'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

type Rows = {
  note: typeof notes.$inferInsert;
  counter: { id: string; add: number; note: string; at: Date };
};

let database: TestDatabase;
let db: Database;
const sent: string[] = [];

beforeAll(async () => {
  database = await openTestDatabase({ logger: { logQuery: (query) => sent.push(query) } });
  db = database.db;
  await db.execute(sql`create table one_statement_notes (id uuid primary key, title text not null,
    score double precision, extra jsonb, created_at timestamptz not null)`);
  await db.execute(sql`create table one_statement_counters (id text primary key, total integer not null,
    last_note uuid, updated_at timestamptz not null)`);
});

beforeEach(async () => {
  await db.execute(sql`truncate one_statement_notes, one_statement_counters`);
  await db.insert(counters).values({ id: 'c', total: 0, updatedAt: new Date('2026-01-01T00:00:00Z') });
  sent.length = 0;
});

afterAll(async () => {
  await database.close();
});

/** A note and the counter it moves, as one statement (built when first run). */
function noteWrites() {
  const built = { times: 0 };
  const write = preparedWrites<Rows>((executor, { note, counter }) => {
    built.times += 1;
    return [
      executor.insert(notes).values(note),
      executor
        .update(counters)
        .set({
          total: sql`${counters.total} + ${counter.add}`,
          lastNote: asValueOf(counters.lastNote, counter.note),
          updatedAt: asValueOf(counters.updatedAt, counter.at),
        })
        .where(eq(counters.id, counter.id)),
    ];
  });
  return { write, built };
}

const note = (id: string, overrides: Partial<typeof notes.$inferInsert> = {}) => ({
  id,
  title: `nota ${id.slice(0, 4)}`,
  score: 0.5,
  extra: { tags: ['a', 'ç'], n: 1 } as unknown,
  createdAt: new Date('2026-11-29T12:00:00.123Z'),
  ...overrides,
});

const ids = [
  '00000000-0000-4000-8000-000000000001',
  '00000000-0000-4000-8000-000000000002',
  '00000000-0000-4000-8000-000000000003',
];

describe('escritas preparadas num só comando', () => {
  it('escreve o mesmo que o insert do Drizzle, com outros valores a cada vez, e monta o SQL uma vez', async () => {
    const { write, built } = noteWrites();
    const first = note(ids[0] as string);
    const second = note(ids[1] as string, {
      title: "aspas ' e acentos: ação",
      score: null,
      // A list: node-postgres would write a JavaScript array as a PostgreSQL array, not as JSON.
      extra: ['x', { y: 'ç' }],
      createdAt: new Date('2026-12-31T23:59:59.999Z'),
    });
    await write(db, { note: first, counter: { id: 'c', add: 3, note: first.id, at: first.createdAt } });
    await write(db, { note: second, counter: { id: 'c', add: 4, note: second.id, at: second.createdAt } });
    // The reference: the same row through Drizzle's own insert.
    await db.insert(notes).values({ ...second, id: ids[2] as string });

    expect(built.times).toBe(1);
    expect(sent).toHaveLength(3);
    expect(sent[0]).toBe(sent[1]);
    expect(sent[0]).toMatch(/^with w0 as \(insert into "one_statement_notes"/);

    const rows = await db.select().from(notes).orderBy(asc(notes.id));
    expect(rows[0]).toEqual(first);
    expect(rows[1]).toEqual(second);
    expect({ ...rows[2], id: second.id }).toEqual(rows[1]);
    const [counter] = await db.select().from(counters);
    expect(counter).toEqual({ id: 'c', total: 7, lastNote: second.id, updatedAt: second.createdAt });
  });

  it('recusa uma linha com colunas a mais ou a menos que a da primeira vez, sem escrever nada', async () => {
    const { write } = noteWrites();
    const first = note(ids[0] as string);
    await write(db, { note: first, counter: { id: 'c', add: 1, note: first.id, at: first.createdAt } });
    const { score: _score, ...withoutScore } = note(ids[1] as string);
    await expect(
      write(db, {
        note: withoutScore,
        counter: { id: 'c', add: 1, note: ids[1] as string, at: first.createdAt },
      }),
    ).rejects.toThrow(/"note" não tem as colunas da primeira vez/);
    await expect(
      write(db, {
        note: { ...note(ids[2] as string), extraColumn: 1 } as typeof notes.$inferInsert,
        counter: { id: 'c', add: 1, note: ids[2] as string, at: first.createdAt },
      }),
    ).rejects.toThrow(/"note" não tem as colunas da primeira vez/);
    expect(await db.select({ id: notes.id }).from(notes)).toEqual([{ id: first.id }]);
    const [counter] = await db.select({ total: counters.total }).from(counters);
    expect(counter?.total).toBe(1);
  });

  it('numa transação desfeita, nada fica', async () => {
    const { write } = noteWrites();
    const first = note(ids[0] as string);
    await expect(
      db.transaction(async (tx) => {
        await write(tx, { note: first, counter: { id: 'c', add: 5, note: first.id, at: first.createdAt } });
        expect(await tx.select({ id: notes.id }).from(notes)).toHaveLength(1);
        throw new Error('desfaz');
      }),
    ).rejects.toThrow('desfaz');
    expect(await db.select().from(notes)).toEqual([]);
    const [counter] = await db.select({ total: counters.total }).from(counters);
    expect(counter?.total).toBe(0);
  });
});
