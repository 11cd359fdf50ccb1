// `npm run fuzz -- --runs N [--seed S] [--verbose]`: the contract-driven bad-input run of
// test/fuzz/fuzz.test.ts, longer than the budget `npm test` gives it (100 requests per operation).
// It runs on PostgreSQL (127.0.0.1:5432), as in the tests.
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '1000' },
    seed: { type: 'string' },
    verbose: { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error('--runs precisa ser um inteiro positivo.');
  process.exit(2);
}
const env = {
  ...process.env,
  FUZZ_RUNS: String(runs),
  ...(values.seed ? { FUZZ_SEED: values.seed } : {}),
  ...(values.verbose ? { FUZZ_VERBOSE: '1' } : {}),
};
const result = spawnSync(
  'npx',
  [
    'vitest',
    'run',
    'test/fuzz/fuzz.test.ts',
    '--project',
    'postgres',
    '--testTimeout',
    String(600_000 + runs * 2_000),
  ],
  { stdio: 'inherit', env, cwd: new URL('..', import.meta.url).pathname },
);
process.exit(result.status ?? 1);
