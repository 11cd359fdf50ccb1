import os from 'node:os';
import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Every database test runs twice: on PGlite (in memory) and on PostgreSQL (a fresh database per
// test file on 127.0.0.1:5432, created from `test` and dropped afterwards). Tests that need no
// database (`*.unit.test.ts`) run once.
export default defineConfig({
  // @sppock/sdk from its TypeScript sources, as `node --conditions=@sppock/source` runs the server.
  // Vitest hands these conditions to Node too (`--conditions`): `module` is left out, as Node
  // itself would, because some packages' `module` builds (the AWS SDK's) only load in a bundler.
  ssr: {
    resolve: {
      conditions: ['@sppock/source', ...defaultServerConditions.filter((c) => c !== 'module')],
    },
  },
  test: {
    environment: 'node',
    testTimeout: 30_000,
    // A file spends much of its time waiting (PostgreSQL, timers of streams and retries): Vitest's
    // default of one worker less than the cores ran one file at a time on the 2-core CI machine,
    // with a third of the CPU idle. Two at once: the server step went from ~17 to ~10 minutes.
    maxWorkers: Math.max(2, os.availableParallelism()),
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'pglite',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          env: { SPPOCK_TEST_DB: 'pglite' },
          globalSetup: ['test/pglite-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'postgres',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: ['**/*.unit.test.ts', '**/node_modules/**'],
          env: { SPPOCK_TEST_DB: 'postgres' },
          globalSetup: ['test/postgres-setup.ts'],
        },
      },
    ],
  },
});
