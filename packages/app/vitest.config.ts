import { playwright } from '@vitest/browser-playwright';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

/** Debian's Chromium, as in @sppock/ui: `npx playwright install` cannot run here. */
const chromium = playwright({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
  // The theme collapses its motion tokens under reduced motion: axe and visibility checks see the
  // final colours and opacity at once, instead of racing entrance animations on a busy machine.
  contextOptions: { reducedMotion: 'reduce' },
});

export default mergeConfig(
  viteConfig,
  defineConfig({
    optimizeDeps: {
      include: [
        'react',
        'react-dom',
        'react-dom/client',
        'react/jsx-runtime',
        'react/jsx-dev-runtime',
        'react-router',
        'react-router/dom',
        '@floating-ui/react',
        '@vanilla-extract/recipes/createRuntimeFn',
        'lucide-react',
        'axe-core',
        'vitest-browser-react',
      ],
    },
    test: {
      name: 'app',
      include: ['src/**/*.test.{ts,tsx}'],
      browser: {
        enabled: true,
        headless: true,
        provider: chromium,
        instances: [{ browser: 'chromium' }],
        screenshotFailures: false,
      },
    },
  }),
);
