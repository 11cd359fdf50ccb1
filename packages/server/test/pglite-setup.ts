// Once before the PGlite project: the migrated template every test's in-memory database starts
// from (db/pglite-template.ts), made now unless it exists for the current migrations, so no test
// file pays for PGlite's initdb and every migration.
import { writePgliteTemplate } from '../src/db/client.ts';

export default async function setup(): Promise<void> {
  await writePgliteTemplate();
}
