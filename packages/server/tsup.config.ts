import { defineConfig } from 'tsup';

// What `npm start` runs (`node dist/main.js`, built when the sources changed: scripts/start.mjs)
// and what hosts that prefer plain JavaScript deploy. @sppock/sdk is bundled from its TypeScript
// sources (the workspace's `@sppock/source` condition), so no SDK build is needed first. So is
// drizzle-orm: Node parses a package's "exports" again for every module it resolves from it, and
// drizzle's package.json holds 179 kB of them — loaded from node_modules, its ~70 modules cost the
// start 0.3 s and 134 MB of resident memory that an idle server kept (issue 28). Other
// dependencies stay in node_modules.
export default defineConfig((options) => ({
  entry: {
    index: 'src/index.ts',
    main: 'src/main.ts',
    cli: 'src/cli.ts',
    // The migrated PGlite template a new DATA_DIR starts from (run by the build scripts).
    'pglite-template': 'src/db/pglite-template-main.ts',
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
  // `npm run build:run` (what `npm start` runs) skips the declarations: 6–7 s that running needs not.
  // It does not make the PGlite template either (`npm run build` does): the server keeps its first
  // database made from nothing as the template (db/client.ts).
  dts: options.env?.SPPOCK_BUILD === 'run' ? false : { entry: { index: 'src/index.ts' } },
  sourcemap: true,
  clean: true,
  noExternal: [/^@sppock\/sdk/, /^drizzle-orm/],
  esbuildOptions(esbuild) {
    esbuild.conditions = ['@sppock/source'];
  },
}));
