import { recordUnhandledRequest } from '@sppock/sdk/testing';
import type { Decorator, Preview } from '@storybook/react-vite';
import { isCommonAssetRequest } from 'msw';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { SppockThemeRoot } from '../packages/ui/src/theme/ThemeProvider';
import type { ThemeName } from '../packages/ui/src/theme/tokens';

const STORYBOOK_INTERNAL =
  /\.eot$|\.mdx$|sb-common-assets|__webpack_hmr|iframe\.html|sb-vite|@vite|@react-refresh|\/virtual:|\.stories\.|@id\/|__vitest/;

/**
 * Mock Service Worker with the contract's typed handlers (see packages/ui/src/testing/msw.ts).
 * A request no handler answers is an error — the msw 3 form of `onUnhandledRequest: 'error'`:
 * it is logged, the request fails, and the story's test fails (packages/ui/src/testing/setup.ts),
 * so a story cannot silently hit a real server.
 */
const startWorker = async () => {
  const worker = setupWorker();
  await worker.start({
    quiet: true,
    onUnhandledFrame({ frame, defaults }) {
      // WebSockets (Vite's HMR, Storybook's channel) are not ours to mock.
      if (frame.protocol !== 'http') {
        return;
      }
      const { request } = frame.data as { request: Request };
      if (isCommonAssetRequest(request) || STORYBOOK_INTERNAL.test(request.url)) {
        return;
      }
      defaults.error();
      // Also noted for the story tests (Vitest addon): their setup fails the story that made it.
      recordUnhandledRequest(`${request.method} ${request.url}`);
      throw new Error(`[MSW] Requisição sem handler: ${request.method} ${request.url}`);
    },
  });
  return worker;
};

const withTheme: Decorator = (Story, context) => {
  const theme: ThemeName = context.globals.theme === 'light' ? 'light' : 'dark';
  const docs = context.viewMode === 'docs';
  return (
    <SppockThemeRoot
      theme={theme}
      style={{ padding: docs ? 24 : 32, minHeight: docs ? undefined : '100vh', boxSizing: 'border-box' }}
    >
      <Story />
    </SppockThemeRoot>
  );
};

const preview: Preview = {
  tags: ['autodocs'],
  loaders: [mswLoader(startWorker)],
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: 'Tema da Sppock',
      toolbar: {
        title: 'Tema',
        icon: 'mirror',
        items: [
          { value: 'dark', title: 'Escuro', icon: 'moon' },
          { value: 'light', title: 'Claro', icon: 'sun' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'dark' },
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i }, expanded: true },
    // Violations fail the story's test run (Vitest addon) instead of only showing in the panel.
    a11y: { test: 'error' },
    options: { storySort: { order: ['Tema', 'Primitivos'] } },
  },
};

export default preview;
