import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    react: 'src/react.ts',
    chat: 'src/chat.ts',
    domain: 'src/domain.ts',
    testing: 'src/testing.ts',
  },
  format: ['esm', 'cjs'],
  sourcemap: true,
  clean: true,
  target: 'es2022',
  // The React entry imports the core through the package name, so both entries share one copy
  // of SppockError and the session code.
  external: ['@sppock/sdk', '@sppock/sdk/chat'],
  dts: true,
});
