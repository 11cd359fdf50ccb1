// A new PGlite database starts from a template: a database created and migrated once, dumped to a
// file, and loaded by every new one (a fresh DATA_DIR, each test's in-memory database). Creating
// PGlite's cluster from nothing (initdb, in WebAssembly) and running every migration takes 2–3 s;
// loading the dump takes about 0.4 s. The file's name is a hash of the migrations, PGlite's version
// and the settings, so a template never outlives what it was made from; without one (or when it
// cannot be read) a database is created as before.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { packagePath } from '../package-root.ts';

/** Where templates are kept: the package's build cache, never committed. */
const TEMPLATE_DIR = packagePath('node_modules', '.cache', 'sppock-pglite');

function pgliteVersion(): string {
  let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest)) {
      const { name, version } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as {
        name?: string;
        version?: string;
      };
      if (name === '@electric-sql/pglite') {
        return version ?? 'unknown';
      }
    }
    const parent = path.dirname(dir);
    if (parent === dir) {
      return 'unknown';
    }
    dir = parent;
  }
}

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(full) : [full];
    })
    .sort();
}

const keys = new Map<string, string>();

/** The template's file for these migrations and settings. */
export function pgliteTemplateFile(migrationsFolder: string, settings: readonly string[]): string {
  const cacheKey = `${migrationsFolder}\n${settings.join('\n')}`;
  let key = keys.get(cacheKey);
  if (!key) {
    const hash = createHash('sha256').update(pgliteVersion()).update(settings.join('\n'));
    // The migrations' SQL and journal only: snapshots describe them and change nothing in the database.
    for (const file of filesUnder(migrationsFolder).filter(
      (name) => !name.includes(`${path.sep}meta${path.sep}`) || name.endsWith('_journal.json'),
    )) {
      hash.update(path.relative(migrationsFolder, file)).update(fs.readFileSync(file));
    }
    key = hash.digest('hex').slice(0, 16);
    keys.set(cacheKey, key);
  }
  return path.join(TEMPLATE_DIR, `pglite-${key}.tar`);
}

/** The template's dump, or null when none was made for these migrations (or it cannot be read). */
export function readPgliteTemplate(file: string): Blob | null {
  try {
    return new Blob([fs.readFileSync(file)]);
  } catch {
    return null;
  }
}

/** Writes the template (a dump of a migrated database) unless it is there; returns its file. */
export async function ensurePgliteTemplate(
  file: string,
  dump: () => Promise<Blob>,
): Promise<{ file: string; created: boolean }> {
  if (fs.existsSync(file)) {
    return { file, created: false };
  }
  const bytes = Buffer.from(await (await dump()).arrayBuffer());
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // Written beside, then renamed: a reader in another process never sees half a file.
  const partial = `${file}.${process.pid}.${Date.now()}.partial`;
  fs.writeFileSync(partial, bytes);
  fs.renameSync(partial, file);
  return { file, created: true };
}
