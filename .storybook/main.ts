import type { StorybookConfig } from '@storybook/react-vite';

/**
 * Storybook for @sppock/ui. Stories live beside their components; the package's `storybook`
 * and `storybook:build` scripts point here with `-c ../../.storybook`.
 */
const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen' },
  async viteFinal(viteConfig) {
    const { mergeConfig, defaultClientConditions } = await import('vite');
    const { vanillaExtractPlugin } = await import('@vanilla-extract/vite-plugin');
    const { msw } = await import('msw/vite');
    return mergeConfig(viteConfig, {
      // Sources, not builds: the `@sppock/source` export condition points at each package's .ts.
      resolve: { conditions: ['@sppock/source', ...defaultClientConditions] },
      // `worker-only`: serve mockServiceWorker.js in dev and emit it in the static build.
      plugins: [vanillaExtractPlugin(), msw({ mode: 'worker-only' })],
      build: {
        // Storybook's manager and the docs addon are large by nature; the library has its own budgets.
        chunkSizeWarningLimit: 2000,
        rollupOptions: {
          // lucide-react and floating-ui mark modules "use client"; meaningless in a static build.
          onwarn(warning: { code?: string }, warn: (warning: { code?: string }) => void) {
            if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') {
              warn(warning);
            }
          },
        },
      },
    });
  },
};

export default config;
