// The partner embed (issue 16), built apart from the package's tsup build into dist-embed/:
// `--mode loader` builds sppock-embed.js (the one script tag, no React), `--mode widget` builds
// sppock-widget.js (the chatbot, loaded on first open) and `--mode commander` builds
// sppock-commander.js (the Commander), each on preact/compat in place of React and with its
// vanilla-extract stylesheet inlined as a string, which the widget adopts inside its shadow root.
import fs from 'node:fs';
import path from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';

const PLACEHOLDER = /(["'`])__SPPOCK_WIDGET_CSS__\1/;

/**
 * `rem` is the partner page's root font size (a page with `html { font-size: 62.5% }` would
 * shrink every widget), and a shadow root cannot have a root of its own: the widget's sizes are
 * fixed at the default 16 px instead.
 */
export function remToPx(css: string): string {
  return css.replace(/(-?\d*\.?\d+)rem\b/g, (_match, value: string) => `${Number(value) * 16}px`);
}

/** Moves the emitted stylesheet into the widget's JS, so nothing is added to the host's <head>. */
function inlineStylesheet(): Plugin {
  return {
    name: 'sppock:embed-inline-css',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      let css = '';
      for (const [name, file] of Object.entries(bundle)) {
        if (file.type === 'asset' && name.endsWith('.css')) {
          css += String(file.source);
          delete bundle[name];
        }
      }
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk' && PLACEHOLDER.test(file.code)) {
          file.code = file.code.replace(PLACEHOLDER, () => JSON.stringify(remToPx(css)));
          return;
        }
      }
      this.error('O marcador do CSS do widget não foi encontrado no bundle.');
    },
  };
}

/** Removes the Commander's hashed chunks of an earlier build, so only the current ones are served. */
function removeOldCommanderChunks(): Plugin {
  return {
    name: 'sppock:embed-clean-commander',
    apply: 'build',
    buildStart() {
      const dir = path.resolve(import.meta.dirname, 'dist-embed');
      for (const file of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
        if (file.startsWith('sppock-commander')) {
          fs.rmSync(path.join(dir, file));
        }
      }
    },
  };
}

/** React's entry points, served by preact/compat in the partner widgets. */
const PREACT_ALIASES = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/** Each build's entry, global name and file. */
const ENTRIES: Record<string, { entry: string; name: string; file: string; format: 'iife' | 'es' }> = {
  loader: { entry: 'src/embed/loader.ts', name: 'SppockEmbed', file: 'sppock-embed.js', format: 'iife' },
  widget: {
    entry: 'src/embed/widget.tsx',
    name: 'SppockEmbedWidget',
    file: 'sppock-widget.js',
    format: 'iife',
  },
  // A module, so the markdown renderer stays a chunk of its own, loaded with the first answer.
  commander: {
    entry: 'src/embed/commanderWidget.tsx',
    name: 'SppockEmbedCommander',
    file: 'sppock-commander.js',
    format: 'es',
  },
};

export default defineConfig(({ mode }) => {
  const build = ENTRIES[mode];
  if (!build) {
    throw new Error(`Modo desconhecido: ${mode} (use loader, widget ou commander).`);
  }
  const widget = mode !== 'loader';
  return {
    plugins: widget
      ? [
          vanillaExtractPlugin({ identifiers: 'short' }),
          inlineStylesheet(),
          ...(mode === 'commander' ? [removeOldCommanderChunks()] : []),
        ]
      : [],
    resolve: {
      conditions: ['@sppock/source', ...defaultClientConditions],
      // The widgets run on Preact's React-compatible runtime (about 5 KB gzip where react-dom is
      // about 60 KB): the first open of a partner widget stays within its 80 KB budget (issue 28).
      alias: widget ? PREACT_ALIASES : [],
    },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    esbuild: { jsx: 'automatic', legalComments: 'none' },
    publicDir: false,
    build: {
      outDir: 'dist-embed',
      emptyOutDir: false,
      target: 'es2022',
      sourcemap: false,
      cssCodeSplit: false,
      rollupOptions: {
        // Vite keeps a library module's whitespace; a script tag's module wants it gone.
        output: { chunkFileNames: 'sppock-commander-[name]-[hash].js', minify: true },
        // React Query's "use client" directives mean nothing in a script tag.
        onwarn(warning, warn) {
          if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') {
            warn(warning);
          }
        },
      },
      reportCompressedSize: true,
      lib: {
        entry: build.entry,
        name: build.name,
        formats: [build.format],
        fileName: () => build.file,
      },
    },
  };
});
