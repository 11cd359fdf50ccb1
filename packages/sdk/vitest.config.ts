import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Resolve @sppock/* packages (this one included, for the React entry's self-imports) to their
// TypeScript sources, in node tests (server conditions) and jsdom tests (client conditions).
const source = '@sppock/source';

export default defineConfig({
  resolve: { conditions: [source, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [source, ...defaultServerConditions] } },
  test: {
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    // React hook tests opt into jsdom with a `@vitest-environment jsdom` docblock.
    restoreMocks: true,
    unstubGlobals: true,
    typecheck: {
      enabled: true,
      include: ['src/**/*.test-d.ts'],
      tsconfig: './tsconfig.json',
    },
  },
});
