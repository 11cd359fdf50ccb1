import * as pglite from '@electric-sql/pglite';
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NAMED_STATEMENTS, withNamedStatements } from './pglite-statements.ts';

const notes = pgTable('notes', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull().unique(),
  views: integer('views').notNull().default(0),
  extra: jsonb('extra'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

let client: PGlite;
let queries: ReturnType<typeof withNamedStatements>;
let db: ReturnType<typeof drizzle>;

beforeAll(async () => {
  client = await PGlite.create();
  await client.exec(`create table notes (
    id uuid primary key default gen_random_uuid(), title text not null unique,
    views integer not null default 0, extra jsonb, created_at timestamptz not null default now())`);
});

beforeEach(async () => {
  await client.exec('truncate notes');
  // A new wrapper each test: its counts start at zero (the names of earlier ones are dropped).
  await client.exec('deallocate all');
  queries = withNamedStatements(client, pglite);
  db = drizzle({ client: queries as unknown as PGlite });
});

afterAll(async () => {
  await client.close();
});

describe('instruções preparadas com nome no PGlite', () => {
  it('a segunda vez de um texto roda com nome, e o resultado é o mesmo que sem nome', async () => {
    await db.insert(notes).values([
      { title: 'café', views: 3, extra: { tags: ['a', 'b'], n: 1 } },
      { title: 'pão de queijo', extra: null },
    ]);
    const read = () => db.select().from(notes).where(eq(notes.title, 'café'));
    const first = await read();
    expect(queries.stats()).toMatchObject({ named: 0, prepared: 0 });
    const second = await read();
    const third = await read();
    expect(queries.stats()).toMatchObject({ named: 2, prepared: 1 });
    expect(second).toEqual(first);
    expect(third).toEqual(first);
    expect(first[0]).toMatchObject({ title: 'café', views: 3, extra: { tags: ['a', 'b'], n: 1 } });
    expect(first[0]?.createdAt).toBeInstanceOf(Date);
    // Parameters of other values, and a null one, on the same name.
    const other = () => db.select({ title: notes.title }).from(notes).where(eq(notes.title, 'pão de queijo'));
    expect(await other()).toEqual([{ title: 'pão de queijo' }]);
    expect(await db.select({ title: notes.title }).from(notes).where(eq(notes.title, 'nada'))).toEqual([]);
    // Raw statements (drizzle's `execute`, rows as objects) and ones without rows.
    const raw = () => db.execute(sql`select count(*)::int as n, ${'x'}::text as letra from notes`);
    await raw();
    expect((await raw()).rows).toEqual([{ n: 2, letra: 'x' }]);
    // Each column read by its query's own parser before PGlite's (drizzle keeps times as text),
    // and by PGlite's otherwise (json, integers), under a name as without.
    const typed = () =>
      db.execute(
        sql`select created_at, extra, views, views::text as texto from notes where title = ${'café'}`,
      );
    const unnamed = (await typed()).rows;
    const named = (await typed()).rows;
    expect(named).toEqual(unnamed);
    expect(named[0]).toMatchObject({ extra: { tags: ['a', 'b'], n: 1 }, views: 3, texto: '3' });
    expect(typeof named[0]?.created_at).toBe('string');
    expect(await db.select({ at: notes.createdAt }).from(notes).where(eq(notes.title, 'café'))).toEqual([
      { at: first[0]?.createdAt },
    ]);
    const bump = () =>
      db
        .update(notes)
        .set({ views: sql`${notes.views} + 1` })
        .where(eq(notes.title, 'café'));
    await bump();
    await bump();
    expect((await read())[0]?.views).toBe(5);
    expect(queries.stats().named).toBeGreaterThanOrEqual(5);
  });

  it('duas execuções do mesmo texto ao mesmo tempo preparam uma instrução só', async () => {
    const read = () =>
      queries.query<{ n: number }>('select count(*)::int as n from notes where views >= $1', [0]);
    await read();
    const results = await Promise.all([read(), read(), read()]);
    expect(results.map((result) => result.rows)).toEqual([[{ n: 0 }], [{ n: 0 }], [{ n: 0 }]]);
    const open = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_prepared_statements where name like 'sppock_%'`,
    );
    expect(open.rows[0]?.n).toBe(1);
    expect(queries.stats()).toMatchObject({ named: 3, prepared: 1 });
  });

  it('um erro do banco chega com seu código, e a conexão segue boa', async () => {
    const insert = (title: string) => db.insert(notes).values({ title });
    await insert('único');
    await insert('outro');
    const error = await insert('único').then(
      () => null,
      (failure: unknown) => failure,
    );
    expect(queries.stats().prepared).toBeGreaterThanOrEqual(1);
    // Drizzle wraps the driver's error; its cause is PostgreSQL's, with the code and the statement.
    const cause = (error as { cause?: { code?: string; query?: string } }).cause;
    expect(cause?.code).toBe('23505');
    expect(cause?.query).toMatch(/^insert into "notes"/);
    expect(await db.select({ title: notes.title }).from(notes).orderBy(notes.title)).toEqual([
      { title: 'outro' },
      { title: 'único' },
    ]);
  });

  it('dentro de uma transação: desfeita por inteiro num erro, e nada de fora roda no meio dela', async () => {
    const count = async () =>
      Number((await db.execute<{ n: number }>(sql`select count(*)::int as n from notes`)).rows[0]?.n);
    await count();
    await count();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let inserted: () => void = () => {};
    const insertedTwo = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    const transaction = db
      .transaction(async (tx) => {
        await tx.insert(notes).values({ title: 'na transação' });
        await tx.insert(notes).values({ title: 'na transação 2' });
        inserted();
        await held;
        await tx.insert(notes).values({ title: 'na transação' });
      })
      .catch((failure: unknown) => failure);
    // Outside the transaction, a named statement waits for it to end: it never reads its rows.
    await insertedTwo;
    const outside = count();
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    expect(await outside).toBe(0);
    expect(((await transaction) as { cause?: { code?: string } }).cause?.code).toBe('23505');
    expect(await count()).toBe(0);
    // Committed, the rows are there.
    await db.transaction(async (tx) => {
      await tx.insert(notes).values({ title: 'a' });
      await tx.insert(notes).values({ title: 'b' });
    });
    expect(await count()).toBe(2);
  });

  it(`no máximo ${NAMED_STATEMENTS} textos com nome; os mais antigos são fechados e voltam a funcionar`, async () => {
    await db.insert(notes).values({ title: 'x', views: 7 });
    const select = (i: number) => client.query<{ v: number }>(`select views + ${i} as v from notes`);
    const run = (i: number) =>
      queries.query<{ v: number }>(`select views + ${i} as v from notes`).then((result) => result.rows[0]?.v);
    for (let i = 0; i < NAMED_STATEMENTS + 20; i++) {
      await run(i);
      expect(await run(i)).toBe(7 + i);
    }
    expect(queries.stats().prepared).toBe(NAMED_STATEMENTS);
    // The first texts lost their names (closed in the database) and run again, named anew.
    expect(await run(0)).toBe(7);
    expect(await run(0)).toBe(7);
    expect((await select(0)).rows).toEqual([{ v: 7 }]);
    const open = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_prepared_statements where name like 'sppock_%'`,
    );
    expect(open.rows[0]?.n).toBeLessThanOrEqual(NAMED_STATEMENTS);
  });

  it('uma tabela que muda de colunas: o texto é preparado de novo e roda', async () => {
    await client.exec('create table if not exists mutable (a int)');
    await client.exec('insert into mutable values (1)');
    const read = () => queries.query<Record<string, number>>('select * from mutable');
    await read();
    expect((await read()).rows).toEqual([{ a: 1 }]);
    await client.exec('alter table mutable add column b int default 2');
    expect((await read()).rows).toEqual([{ a: 1, b: 2 }]);
    expect((await read()).rows).toEqual([{ a: 1, b: 2 }]);
    await client.exec('drop table mutable');
  });
});
