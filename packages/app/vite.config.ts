import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

/** Where `npm run dev` finds the reference server (scripts/dev.mjs starts it on 8000). */
const apiTarget = process.env.SPPOCK_API_URL ?? 'http://127.0.0.1:8000';

/** Everything the server answers; the rest is the app. */
const serverPaths = ['/api', '/payments', '/__dev', '/healthz'];
const proxy = Object.fromEntries(serverPaths.map((prefix) => [prefix, { target: apiTarget }]));

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
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
    sourcemap: true,
    rolldownOptions: {
      // lucide-react and floating-ui mark modules "use client"; meaningless in a browser bundle.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') {
          warn(warning);
        }
      },
    },
  },
});
