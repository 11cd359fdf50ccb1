// One database API over two drivers: PGlite (embedded, WASM PostgreSQL in DATA_DIR) and
// node-postgres (DATABASE_URL). Both run the same Drizzle migrations from drizzle/. Each driver is
// imported when a database of its kind is opened: a server loads only the one it uses.
import fs from 'node:fs';
import path from 'node:path';
import { type Logger, sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { packagePath } from '../package-root.ts';
import { withNamedStatements } from './pglite-statements.ts';
import { ensurePgliteTemplate, pgliteTemplateFile, readPgliteTemplate } from './pglite-template.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** The `tx` of `db.transaction(async (tx) => …)`. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Either the database or a transaction inside it. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies pending migrations (safe to call from several processes at once on PostgreSQL). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = packagePath('drizzle');

/** What an opener may add to the connection. */
export interface OpenOptions {
  /** Sees every statement sent (the benchmark and the query-count test count them). Default none. */
  logger?: Logger;
  /** PGlite: the template file (db/pglite-template.ts) instead of the build cache's; for tests. */
  templateFile?: string;
}

/**
 * PGlite's PostgreSQL reserves 160 MB of shared buffers, and its pages stay in the process once
 * touched. One process with one connection needs far fewer: the operating system's cache still
 * holds the data files.
 */
const PGLITE_SETTINGS = ['shared_buffers = 16MB'];

/** Opens PGlite in `dataDir` (a directory), or in memory when `dataDir` is null. */
export async function openPglite(dataDir: string | null, options: OpenOptions = {}): Promise<DatabaseHandle> {
  const [pglite, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const { PGlite } = pglite;
  let dir: string | undefined;
  if (dataDir) {
    dir = path.join(dataDir, 'pglite');
    fs.mkdirSync(dir, { recursive: true });
  }
  // A new database starts from the migrated template when there is one (db/pglite-template.ts).
  const fresh = !dir || !fs.existsSync(path.join(dir, 'PG_VERSION'));
  const templateFile = options.templateFile ?? pgliteTemplateFile(migrationsFolder, PGLITE_SETTINGS);
  const template = fresh ? readPgliteTemplate(templateFile) : null;
  let client: InstanceType<typeof PGlite>;
  if (template) {
    try {
      client = await PGlite.create(dir, { postgresqlconf: PGLITE_SETTINGS, loadDataDir: template });
    } catch {
      // A template this PGlite cannot load: start over from nothing, as without one.
      if (dir) {
        fs.rmSync(dir, { recursive: true, force: true });
        fs.mkdirSync(dir, { recursive: true });
      }
      client = await PGlite.create(dir, { postgresqlconf: PGLITE_SETTINGS });
    }
  } else {
    client = await PGlite.create(dir, { postgresqlconf: PGLITE_SETTINGS });
  }
  const db = drizzlePglite({
    // Drizzle's statements as named prepared statements: parsed and planned once (db/pglite-statements.ts).
    client: withNamedStatements(client, pglite) as unknown as typeof client,
    schema,
    ...(options.logger ? { logger: options.logger } : {}),
  }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    async migrate() {
      await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder });
      // A database made from nothing, just migrated and still empty, is the template the next new
      // one starts from: `npm start` on a fresh clone does not make it in its build (2.5 to 4 s of
      // CPU beside the app's build) only to load it. Written once; a template that cannot be
      // written leaves the next new database to be made from nothing, as this one was.
      if (fresh && !template) {
        await ensurePgliteTemplate(templateFile, () => client.dumpDataDir('none')).catch(() => undefined);
      }
    },
    async close() {
      await client.close();
    },
  };
}

/**
 * Makes the template new PGlite databases start from (a migrated, empty database's dump), unless
 * it exists for the current migrations. Run by the package's `npm run build` and before the test
 * suite; a server that makes its database from nothing writes it too (`migrate` above).
 */
export async function writePgliteTemplate(): Promise<{ file: string; created: boolean }> {
  return ensurePgliteTemplate(pgliteTemplateFile(migrationsFolder, PGLITE_SETTINGS), async () => {
    const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
      import('@electric-sql/pglite'),
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
    ]);
    const client = await PGlite.create(undefined, { postgresqlconf: PGLITE_SETTINGS });
    try {
      await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder });
      return await client.dumpDataDir('none');
    } finally {
      await client.close();
    }
  });
}

// Any fixed 64-bit number works; it only has to be the same for every node of one deployment.
const MIGRATION_LOCK = 7_311_845_027_413;

export async function openPostgres(
  url: string,
  options: OpenOptions & { max?: number } = {},
): Promise<DatabaseHandle> {
  const [{ default: pg }, { drizzle: drizzleNodePg }, { migrate: migrateNodePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => {});
  const db = drizzleNodePg({
    client: pool,
    schema,
    ...(options.logger ? { logger: options.logger } : {}),
  }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    async migrate() {
      // Several API nodes may start together: one migrates, the others wait for the lock.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        try {
          await migrateNodePg(drizzleNodePg({ client, schema }), { migrationsFolder });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
        }
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}

export interface DatabaseOptions {
  databaseUrl: string | null;
  dataDir: string | null;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    return openPostgres(options.databaseUrl);
  }
  return openPglite(options.dataDir);
}

/** Cheap liveness probe used by `/healthz`. */
export async function pingDatabase(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
