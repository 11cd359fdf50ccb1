import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';

const dirname = path.dirname(fileURLToPath(import.meta.url));
const storybookConfigDir = path.join(dirname, '../../.storybook');
/** Fails a test whose component or story made a request no MSW handler answered. */
const testSetup = path.join(dirname, 'src/testing/setup.ts');

/** Debian's Chromium: `npx playwright install` cannot run here, and CI installs the same package. */
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

// A fresh object per project: Vitest names each instance after its project.
const browser = () => ({
  enabled: true,
  headless: true,
  provider: chromium,
  instances: [{ browser: 'chromium' as const }],
  screenshotFailures: false,
});

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { conditions: ['@sppock/source', ...defaultClientConditions] },
  // Lazily imported modules are transformed when first requested, i.e. in the middle of a test.
  // The usage chart pulls in recharts (~1.4 MB pre-bundled), which Vitest's browser server
  // rewrites on every start (3–7 s on a busy machine): warm it up while the test files load.
  server: { warmup: { clientFiles: ['./src/account/UsageHistoryChart.tsx'] } },
  optimizeDeps: {
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      '@floating-ui/react',
      '@vanilla-extract/recipes/createRuntimeFn',
      'lucide-react',
      'react-markdown',
      'remark-breaks',
      'axe-core',
      'msw',
      'msw/browser',
      'openapi-msw',
      'vitest-browser-react',
      '@tanstack/react-query',
      'openapi-fetch',
      'openapi-react-query',
      'recharts',
      'react-hook-form',
    ],
  },
  test: {
    // Two files at once (two tabs of the one Chromium) even on 2 cores, where Vitest's default
    // (the cores less one) ran one file at a time with a fifth to a third of the CPU idle. A click's
    // round trip then takes longer: the test setup (src/testing/setup.ts) holds the toasts'
    // countdowns until the test ends, so a test finds a 2 s toast however long the click took.
    maxWorkers: Math.max(2, os.availableParallelism()),
    projects: [
      {
        extends: true,
        test: {
          name: 'ui',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: [testSetup],
          browser: browser(),
        },
      },
      // Every story renders in dark and must pass axe in dark and in light: after its play function
      // the same screen is switched to the light theme and checked again (.storybook/preview.tsx),
      // instead of a second run of every story (it had doubled the stories' time).
      {
        extends: true,
        plugins: [storybookTest({ configDir: storybookConfigDir, initialGlobals: { theme: 'dark' } })],
        test: {
          name: 'storybook',
          setupFiles: [testSetup],
          browser: browser(),
        },
      },
      // `npm run bench:chat`: benchmarks print figures and are not part of `npm test`. The script
      // sets NODE_ENV=production: React's production build, as users run it, not the
      // development build (several times slower) the tests use.
      ...(process.env.SPPOCK_BENCH
        ? [
            {
              extends: true as const,
              test: {
                name: 'bench',
                include: ['src/**/*.bench.tsx'],
                setupFiles: [testSetup],
                browser: browser(),
              },
            },
          ]
        : []),
    ],
  },
});
