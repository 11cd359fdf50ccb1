import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Tests import the workspace packages' TypeScript sources (the `@sppock/source` export
// condition), so the contract suite never runs against a stale build.
export default defineConfig({
  resolve: { conditions: ['@sppock/source'] },
  ssr: { resolve: { conditions: ['@sppock/source', ...defaultServerConditions] } },
  test: {
    name: 'contract',
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
