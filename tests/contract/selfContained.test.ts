// The repository must work as a clone with nothing beside it: no code, test, script or config may
// refer to a path outside it (a sibling folder, `..` climbing above the root, an absolute path of
// the machine it was written on). Prose (Markdown) and data files may mention such paths.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './bundle';

const PROSE_OR_DATA = /\.(md|mdx|tsv|csv|txt|svg|png|jpe?g|gif|webp|ico|woff2?)$/i;
// This file spells out forbidden paths as examples below.
const THIS_FILE = 'tests/contract/selfContained.test.ts';

const SIBLING_FOLDER = /(?:^|[^\w.])\.\.\/shared\b/;
const MACHINE_PATH = /(?<![\w.:/-])\/(?:work|home|root|Users)\/[\w.-]/;
// `../../..` (or `'..', '..'` passed to path.join): how far up it climbs is compared with the
// file's own depth, since such paths are resolved from the module's folder. Comments are left out
// of this one check: they quote command lines run from other folders.
const COMMENT = /^\s*(?:\/\/|\/\*|\*|#)/;
const CLIMB = /(?:\.\.\/)+(?:\.\.(?![\w.]))?|(?:(['"])\.\.\1\s*,\s*)+(?:(['"])\.\.\2)?/g;

function trackedFiles(): string[] {
  const output = execFileSync('git', ['ls-files', '-z'], { cwd: repoRoot, encoding: 'utf8' });
  return output.split('\0').filter((file) => file !== '' && file !== THIS_FILE && !PROSE_OR_DATA.test(file));
}

/** The references to outside the repository in one file's text, as `line: excerpt`. */
function outsideReferences(file: string, text: string): string[] {
  const depth = file.split('/').length - 1;
  const found: string[] = [];
  text.split('\n').forEach((line, index) => {
    const climbs = COMMENT.test(line)
      ? []
      : [...line.matchAll(CLIMB)].map((match) => (match[0].match(/\.\./g) ?? []).length);
    if (SIBLING_FOLDER.test(line) || MACHINE_PATH.test(line) || climbs.some((up) => up > depth)) {
      found.push(`${file}:${index + 1}: ${line.trim().slice(0, 160)}`);
    }
  });
  return found;
}

describe('the repository is self-contained', () => {
  it('lists the tracked code, test, script and config files', () => {
    const files = trackedFiles();
    expect(files).toContain('scripts/test.mjs');
    expect(files).toContain('.ci/run');
    expect(files).not.toContain('README.md');
  });

  it('no tracked code, test, script or config file refers to a path outside the repository', () => {
    const found: string[] = [];
    for (const file of trackedFiles()) {
      const absolute = path.join(repoRoot, file);
      // A file deleted in the working tree but not yet in the index has nothing left to read.
      if (!fs.existsSync(absolute)) {
        continue;
      }
      const text = fs.readFileSync(absolute, 'utf8');
      if (!text.includes('\0')) {
        found.push(...outsideReferences(file, text));
      }
    }
    expect(found).toEqual([]);
  });

  // Built, not written out: the repository's own grep for the sibling folder must find nothing.
  const sibling = ['..', 'shared'].join('/');
  it.each([
    ['packages/sdk/src/domain/x.test.ts', `path.resolve(here, '../../../../${sibling}/routing/dev.tsv')`],
    ['tests/contract/bundle.ts', `path.resolve(repoRoot, '${sibling}/spec/endpoints.tsv')`],
    ['scripts/x.mjs', "fs.readFileSync('/work/shared/spec/endpoints.tsv')"],
    ['packages/ui/vite.config.ts', "path.join(import.meta.dirname, '..', '..', '..', 'x')"],
  ])('flags %s reading %s', (file, line) => {
    expect(outsideReferences(file, line)).toHaveLength(1);
  });

  it.each([
    [
      'packages/sdk/src/domain/x.test.ts',
      "path.resolve(here, '../../../server/src/modules/routing/data/dev.tsv')",
    ],
    ['packages/ui/tsconfig.json', '"extends": "../../tsconfig.base.json"'],
    ['packages/app/src/x.ts', "fetch('https://example.com/work/items')"],
    ['packages/server/src/x.ts', "app.get('/api/accounts/users/', handler)"],
  ])('accepts %s reading %s', (file, line) => {
    expect(outsideReferences(file, line)).toEqual([]);
  });
});
