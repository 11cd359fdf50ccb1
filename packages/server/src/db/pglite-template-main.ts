// `node dist/pglite-template.js` (the server's build runs it): makes the migrated PGlite template
// a new DATA_DIR starts from (db/pglite-template.ts), unless it exists for the current migrations.
import { writePgliteTemplate } from './client.ts';

const started = performance.now();
const { file, created } = await writePgliteTemplate();
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  created
    ? `Modelo do banco PGlite (migrado) gravado em ${seconds} s: ${file}`
    : `Modelo do banco PGlite já existe para estas migrações: ${file}`,
);
