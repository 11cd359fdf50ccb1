// The partner embed (issue 16), built apart from the package's tsup build into dist-embed/:
// `--mode loader` builds sppock-embed.js (the one script tag, no React), `--mode widget` builds
// sppock-widget.js (React and the chatbot, loaded on first open) with its vanilla-extract
// stylesheet inlined as a string, which the widget adopts inside its shadow root.
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';

const PLACEHOLDER = /(["'`])__SPPOCK_WIDGET_CSS__\1/;

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
          file.code = file.code.replace(PLACEHOLDER, () => JSON.stringify(css));
          return;
        }
      }
      this.error('O marcador do CSS do widget não foi encontrado no bundle.');
    },
  };
}

export default defineConfig(({ mode }) => {
  const widget = mode === 'widget';
  return {
    plugins: widget ? [vanillaExtractPlugin({ identifiers: 'short' }), inlineStylesheet()] : [],
    resolve: { conditions: ['@sppock/source', ...defaultClientConditions] },
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
        // React Query's "use client" directives mean nothing in a script tag.
        onwarn(warning, warn) {
          if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') {
            warn(warning);
          }
        },
      },
      reportCompressedSize: true,
      lib: {
        entry: widget ? 'src/embed/widget.tsx' : 'src/embed/loader.ts',
        name: widget ? 'SppockEmbedWidget' : 'SppockEmbed',
        formats: ['iife'],
        fileName: () => (widget ? 'sppock-widget.js' : 'sppock-embed.js'),
      },
    },
  };
});
