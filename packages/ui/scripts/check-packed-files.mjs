// Fails when `npm pack` would ship a fixture, a story, a test or a testing-only module of the kit,
// or a shipped source file that imports one (it would not resolve for a consumer of `src/`).
// The `files` globs in package.json decide what ships; this checks their result, so a file named
// outside the patterns (a `teamFixtures.ts`) is caught by its name, and a component that imports
// a fixture is caught by its import. Run after `npm run build`, so `dist/` is checked as well.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** File names that only tests and stories use. */
const TEST_ONLY_NAMES = [
  [/\.stories\.[jt]sx?$/, 'história'],
  [/\.test(-d)?\.[jt]sx?$/, 'teste'],
  [/\.bench\.[jt]sx?$/, 'benchmark'],
  [/(^|\/)testing\//, 'pasta testing'],
  [/fixture/i, 'fixture'],
  [/Handlers\.[jt]sx?$/, 'handlers MSW'],
  [/(^|\/)mocked[A-Z]\w*\.[jt]sx?$/, 'mock'],
];

/** Packages only tests and stories import. */
const TEST_ONLY_PACKAGES =
  /^(msw|openapi-msw|vitest|vitest-browser-react|@vitest|@storybook|@testing-library|@sppock\/sdk\/testing)(\/|$)/;

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g;
const SOURCE_EXTENSIONS = [
  '',
  '.ts',
  '.tsx',
  '.js',
  '.mjs',
  '.css.ts',
  '/index.ts',
  '/index.tsx',
  '/index.js',
];

/**
 * What in `files` (paths relative to the package) only tests and stories need: by name, by a
 * test-only package imported, or by a relative import that resolves to no shipped file.
 */
function findTestOnlyFiles(files, read) {
  const shipped = new Set(files);
  const problems = [];
  for (const file of files) {
    const byName = TEST_ONLY_NAMES.find(([pattern]) => pattern.test(file));
    if (byName) {
      problems.push(`${file} (${byName[1]})`);
      continue;
    }
    if (!/\.(?:[cm]?js|tsx?)$/.test(file) || file.endsWith('.d.ts')) {
      continue;
    }
    for (const [, specifier] of read(file).matchAll(IMPORT)) {
      if (TEST_ONLY_PACKAGES.test(specifier)) {
        problems.push(`${file} (importa ${specifier}, só de testes e histórias)`);
      } else if (specifier.startsWith('.')) {
        const target = path.posix.join(path.posix.dirname(file), specifier);
        if (!SOURCE_EXTENSIONS.some((extension) => shipped.has(target + extension))) {
          problems.push(`${file} (importa ${specifier}, que não é publicado)`);
        }
      }
    }
  }
  return problems;
}

const packed = spawnSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
  cwd: packageDir,
  encoding: 'utf8',
});
if (packed.status !== 0) {
  process.stderr.write(packed.stderr);
  process.exit(packed.status ?? 1);
}
const [report] = JSON.parse(packed.stdout);
const files = report.files.map((entry) => entry.path);
const problems = findTestOnlyFiles(files, (file) => readFileSync(path.join(packageDir, file), 'utf8'));
if (problems.length > 0) {
  console.error(`npm pack de ${report.name} publicaria arquivos só de teste:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`npm pack de ${report.name}: ${files.length} arquivos, nenhum teste, história ou fixture.`);
