import { defineConfig } from 'tsup';

// An optional build: `npm start` runs the sources with tsx, so a clean clone needs no build.
// dist/ serves hosts that prefer plain JavaScript (`node dist/main.js`).
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    main: 'src/main.ts',
    cli: 'src/cli.ts',
    // Started by modules/files/extract as a worker thread, beside main.js.
    'extract-worker': 'src/modules/files/extract/worker.ts',
    // Started by modules/files/ranking for long texts, beside main.js.
    'passages-worker': 'src/modules/files/passages-worker.ts',
    // Started by modules/custom-agents/knowledge for large knowledge documents, beside main.js.
    'knowledge-worker': 'src/modules/custom-agents/knowledge-worker.ts',
    // Started by modules/web/readable for large pages, beside main.js.
    'readable-worker': 'src/modules/web/readable-worker.ts',
  },
  format: ['esm'],
  platform: 'node',
  target: 'node24',
  dts: { entry: { index: 'src/index.ts' } },
  sourcemap: true,
  clean: true,
});
