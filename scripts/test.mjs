// `npm test`: every test of the repository, in the order a failure is cheapest to find.
// Each step is a command; the run stops at the first failing step and says which.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const ci = process.env.CI === 'true' || process.env.CI === '1';
const workspaces = JSON.parse(fs.readFileSync('package.json', 'utf8')).workspaces;

const steps = [
  // A lock that `npm ci` refuses breaks every fresh clone (see scripts/lock-platform-packages.mjs);
  // the dry run builds the tree from the lock alone, offline, in a few seconds.
  [
    'Lock aceito por npm ci',
    'npm',
    ['ci', '--dry-run', '--ignore-scripts', '--offline', '--no-audit', '--no-fund', '--loglevel=error'],
  ],
  ['Contrato: gerar o bundle', 'npm', ['run', 'contract:bundle', '--silent']],
  ...(ci
    ? [
        [
          'Contrato: bundle commitado está atualizado',
          'git',
          ['diff', '--exit-code', '--stat', '--', 'openapi/dist'],
        ],
      ]
    : []),
  ['Lint e formatação (Biome + Redocly)', 'npm', ['run', 'lint', '--silent']],
  ['Checagem de tipos', 'npm', ['run', 'typecheck', '--silent']],
  [
    'Testes do contrato (cobertura, exemplos, Prism, lint, drift)',
    'npx',
    ['vitest', 'run', '--config', 'tests/contract/vitest.config.ts'],
  ],
];
for (const dir of workspaces) {
  const pkg = JSON.parse(fs.readFileSync(`${dir}/package.json`, 'utf8'));
  if (pkg.scripts?.test) {
    steps.push([`Testes de ${pkg.name}`, 'npm', ['run', 'test', '-w', pkg.name]]);
  }
}
if (fs.existsSync('tests/e2e/vitest.config.ts')) {
  steps.push([
    'Ponta a ponta no Chromium (app + servidor)',
    'npx',
    ['vitest', 'run', '--config', 'tests/e2e/vitest.config.ts'],
  ]);
}

const results = [];
for (const [title, command, args] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${title}\n  $ ${command} ${args.join(' ')}`);
  const { status } = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push({ title, ok: status === 0, seconds });
  if (status !== 0) {
    break;
  }
}

console.log('\nResumo:');
for (const { title, ok, seconds } of results) {
  console.log(`  ${ok ? '✔' : '✘'} ${title} (${seconds} s)`);
}
const failed = results.filter((r) => !r.ok).length;
const skipped = steps.length - results.length;
console.log(
  `\nsteps: ${results.length - failed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`,
);
process.exit(failed ? 1 : 0);
