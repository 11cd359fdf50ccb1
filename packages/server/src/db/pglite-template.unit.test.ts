// The migrated template new PGlite databases start from: a new DATA_DIR loaded from it has every
// migration and keeps what is written across a restart; its file name follows the migrations.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder, openPglite, writePgliteTemplate } from './client.ts';
import { pgliteTemplateFile } from './pglite-template.ts';

const temporary: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sppock-template-'));
  temporary.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of temporary) {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

/** The rows of a raw query (PGlite's result). */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
  entries: unknown[];
};

describe('modelo do banco PGlite', () => {
  it('uma pasta de dados nova sai do modelo com todas as migrações e guarda o que se escreve', async () => {
    const { file } = await writePgliteTemplate();
    expect(fs.statSync(file).size).toBeGreaterThan(1_000_000);
    const dataDir = tempDir();
    const first = await openPglite(dataDir);
    await first.migrate();
    const applied = rowsOf<{ n: number }>(
      await first.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
    );
    expect(applied[0]?.n).toBe(journal.entries.length);
    await first.db.execute(sql`create table template_probe (value text)`);
    await first.db.execute(sql`insert into template_probe values ('guardado')`);
    await first.close();

    const again = await openPglite(dataDir);
    const probe = rowsOf<{ value: string }>(await again.db.execute(sql`select value from template_probe`));
    expect(probe.map((row) => row.value)).toEqual(['guardado']);
    await again.close();
  });

  it('sem modelo, a primeira pasta nova criada do zero e migrada vira o modelo das próximas', async () => {
    const templateFile = path.join(tempDir(), 'modelo.tar');
    const first = await openPglite(tempDir(), { templateFile });
    await first.migrate();
    await first.db.execute(sql`create table after_migrations (value text)`);
    await first.close();
    expect(fs.statSync(templateFile).size).toBeGreaterThan(1_000_000);

    // The next new folder has every migration before migrating: it came from the template.
    const next = await openPglite(tempDir(), { templateFile });
    const applied = rowsOf<{ n: number }>(
      await next.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
    );
    expect(applied[0]?.n).toBe(journal.entries.length);
    // And nothing of the first database's life after its migrations.
    const after = rowsOf<{ table: string | null }>(
      await next.db.execute(sql`select to_regclass('after_migrations')::text as table`),
    );
    expect(after[0]?.table).toBeNull();
    await next.close();
  });

  it('o nome do modelo muda quando uma migração muda, e com as configurações', () => {
    const folder = tempDir();
    fs.cpSync(migrationsFolder, folder, { recursive: true });
    const before = pgliteTemplateFile(folder, ['shared_buffers = 16MB']);
    expect(pgliteTemplateFile(folder, ['shared_buffers = 32MB'])).not.toBe(before);
    const other = tempDir();
    fs.cpSync(migrationsFolder, other, { recursive: true });
    const sqlFile = fs.readdirSync(other).find((name) => name.endsWith('.sql'));
    fs.appendFileSync(path.join(other, sqlFile ?? ''), '\n-- mudou\n');
    expect(pgliteTemplateFile(other, ['shared_buffers = 16MB'])).not.toBe(before);
  });
});
