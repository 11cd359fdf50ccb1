import fs from 'node:fs';
import path from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig, type Plugin } from 'vite';
import { writeCompressedSiblings } from './precompress.ts';

/** Where `npm run dev` finds the reference server (scripts/dev.mjs starts it on 8000). */
const apiTarget = process.env.SPPOCK_API_URL ?? 'http://127.0.0.1:8000';

/** Everything the server answers; the rest is the app. */
const serverPaths = ['/api', '/payments', '/__dev', '/healthz'];
const proxy = Object.fromEntries(serverPaths.map((prefix) => [prefix, { target: apiTarget }]));

/** Text files worth compressing; smaller ones cost more in headers than they save. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|wasm)$/;
const MIN_COMPRESS_BYTES = 1024;

/** Writes the brotli and gzip siblings of each built text file, once, at build time. */
function precompress(): Plugin {
  return {
    name: 'sppock:precompress',
    // The browser's build only: the landing's pre-render (an SSR build for Node) is never served.
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      const files = Object.keys(bundle)
        .filter((fileName) => COMPRESSIBLE.test(fileName))
        .map((fileName) => path.join(outDir, fileName));
      await Promise.all(
        files.map(async (file) => {
          const content = await fs.promises.readFile(file);
          if (content.length >= MIN_COMPRESS_BYTES) {
            await writeCompressedSiblings(file, content);
          }
        }),
      );
    },
  };
}

/**
 * The chunks the entry loads with its static imports. They are loaded (and run) before any lazy
 * import can start, so a lazy screen's preload list skips them: Vite would otherwise add a
 * `<link rel=modulepreload>` for each one again on every lazy import (about 50 on the dashboard's
 * first load, a long task on a phone for nothing). Filled in before Vite writes the preload lists.
 */
const loadedByEntry = new Set<string>();
function entryGraph(): Plugin {
  return {
    name: 'sppock:entry-graph',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        loadedByEntry.clear();
        const entries = Object.values(bundle).filter((file) => file.type === 'chunk' && file.isEntry);
        // With more than one entry, a chunk loaded by one page is not loaded on another.
        if (entries.length !== 1) {
          return;
        }
        const pending = [entries[0]?.fileName ?? ''];
        for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
          const chunk = bundle[name];
          if (chunk?.type === 'chunk' && !loadedByEntry.has(name)) {
            loadedByEntry.add(name);
            pending.push(...chunk.imports);
          }
        }
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), precompress(), entryGraph()],
  // Sources, not builds: the `@sppock/source` export condition points at each workspace's .ts, so
  // a change in @sppock/ui or @sppock/sdk shows up here with hot reload.
  resolve: { conditions: ['@sppock/source', ...defaultClientConditions] },
  // vanilla-extract evaluates the app's `*.css.ts` files on the server side: they must see the
  // same sources, or `vars` from '@sppock/ui/theme' would come from a build with other names.
  // (`environments.ssr`, not `ssr`: the vanilla-extract compiler replaces the `ssr` block.)
  environments: {
    ssr: { resolve: { conditions: ['@sppock/source', ...defaultServerConditions] } },
  },
  // The dev server (and `vite preview`) answer the app and pass the API through to the server.
  // Vitest runs its own server, so it leaves these alone.
  ...(process.env.VITEST
    ? {}
    : {
        server: { port: Number(process.env.APP_PORT ?? 5173), strictPort: true, proxy },
        preview: { port: Number(process.env.APP_PORT ?? 4173), proxy },
      }),
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Maps are written for error tracking but not linked from the bundles; the server answers
    // 404 for them in production. `npm start` leaves them out (SPPOCK_APP_SOURCEMAPS=0): it serves
    // the app on this machine, tracks no errors, and writing them was a tenth of the build's time.
    sourcemap: process.env.SPPOCK_APP_SOURCEMAPS === '0' ? false : 'hidden',
    // One stylesheet for the whole app (about 17 KB with gzip): the pre-rendered landing page
    // paints after one request instead of eighteen render-blocking ones.
    cssCodeSplit: false,
    // index.html preloads nothing: the landing page is already painted from its HTML, and its
    // code should not compete with that paint. Lazy screens still preload their dependencies,
    // except those the entry has already loaded (`entryGraph`).
    modulePreload: {
      resolveDependencies: (_file, dependencies, { hostType }) =>
        hostType === 'html' ? [] : dependencies.filter((dependency) => !loadedByEntry.has(dependency)),
    },
    rolldownOptions: {
      // The icons in one chunk (15 KB with gzip): split by who uses them, most icons were a chunk
      // of a few hundred bytes, and the empty dashboard loaded 79 files. With it the app is 56
      // chunks instead of 71, and the dashboard's Total Blocking Time under Lighthouse's mobile
      // preset went from a median of 221 to 192 ms (A/B on 28/11, seven runs each).
      output: { codeSplitting: { groups: [{ name: 'icons', test: /[\\/]lucide-react[\\/]/ }] } },
      // lucide-react and floating-ui mark modules "use client"; meaningless in a browser bundle.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') {
          warn(warning);
        }
      },
    },
  },
});
