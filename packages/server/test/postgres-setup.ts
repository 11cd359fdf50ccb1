// Once before the PostgreSQL project: check the server is reachable (one clear message instead
// of a failure per file) and drop test databases left behind by runs that were killed.
import pg from 'pg';
import { TEST_POSTGRES_URL } from './env.ts';

const STALE_MS = 60 * 60 * 1000;

export default async function setup(): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `PostgreSQL de teste inacessível em ${TEST_POSTGRES_URL} (${(error as Error).message}). ` +
        'Suba um PostgreSQL com o banco `test` ou aponte SPPOCK_TEST_POSTGRES_URL para um.',
    );
  }
  try {
    const { rows } = await client.query<{ datname: string }>(
      "select datname from pg_database where datname like 'sppock\\_t\\_%'",
    );
    for (const { datname } of rows) {
      const created = Number.parseInt(datname.split('_')[2] ?? '', 36);
      if (Number.isFinite(created) && Date.now() - created > STALE_MS) {
        await client.query(`drop database if exists ${datname} with (force)`);
      }
    }
  } finally {
    await client.end();
  }
}
