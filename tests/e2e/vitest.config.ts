import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// End-to-end: the built app and the real server on a free port with a fresh data directory,
// driven through Debian's Chromium (playwright-core). One file at a time, in one process: the
// files share the server that globalSetup starts.
export default defineConfig({
  // The harness reads product facts (the time zone) from the SDK's TypeScript sources, as the
  // contract suite does: never from a stale build.
  ssr: { resolve: { conditions: ['@sppock/source', ...defaultServerConditions] } },
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['./globalSetup.ts'],
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 240_000,
    // A failed step leaves the screenshots taken so far; no retry hides a flaky step.
    retry: 0,
  },
});
