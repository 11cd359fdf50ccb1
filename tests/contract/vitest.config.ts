import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@sppock/source'] },
  test: {
    name: 'contract',
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
