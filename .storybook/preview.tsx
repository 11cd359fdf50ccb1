import { recordUnhandledRequest } from '@sppock/sdk/testing';
import { afterEach as a11yAfterEach } from '@storybook/addon-a11y/preview';
import type { Decorator, Preview } from '@storybook/react-vite';
import { isCommonAssetRequest } from 'msw';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { waitForAnimations } from 'storybook/preview-api';
import { SppockThemeRoot, themeClassName } from '../packages/ui/src/theme/ThemeProvider';
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
      data-story-theme=""
      style={{ padding: docs ? 24 : 32, minHeight: docs ? undefined : '100vh', boxSizing: 'border-box' }}
    >
      <Story />
    </SppockThemeRoot>
  );
};

/** Each theme's classes, as `SppockThemeRoot` puts them on its element. */
const themeClasses = (theme: ThemeName) => themeClassName(theme).split(' ');

/**
 * Every story passes axe in both themes. The a11y addon checks the theme the story ran in (the
 * toolbar's, dark in the tests); this checks the other one on the same screen, at the end of the
 * same run (after the play function: an open dialog, an error shown), by switching the story's
 * theme root to the other theme's classes and running the addon's own check again. The same
 * result as a second run of every story in the other theme, at the cost of one more axe pass.
 * Only in Vitest (`VITEST_STORYBOOK` is set by the Storybook test plugin), never in the
 * Storybook UI, where a story stays in the theme of the toolbar.
 */
const inOtherTheme: NonNullable<Preview['afterEach']> = async (context) => {
  const root = document.querySelector<HTMLElement>('[data-story-theme]');
  if (import.meta.env.VITEST_STORYBOOK === undefined || context.viewMode !== 'story' || !root) {
    return;
  }
  const shown: ThemeName = root.dataset.theme === 'light' ? 'light' : 'dark';
  const other: ThemeName = shown === 'light' ? 'dark' : 'light';
  root.classList.remove(...themeClasses(shown));
  root.classList.add(...themeClasses(other));
  root.dataset.theme = other;
  try {
    await waitForAnimations();
    await a11yAfterEach(context);
  } catch (error) {
    throw new Error(
      `Tema ${other === 'light' ? 'claro' : 'escuro'} (o mesmo estado, após o play): ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  } finally {
    root.classList.remove(...themeClasses(other));
    root.classList.add(...themeClasses(shown));
    root.dataset.theme = shown;
  }
};

const preview: Preview = {
  tags: ['autodocs'],
  loaders: [mswLoader(startWorker)],
  decorators: [withTheme],
  afterEach: [inOtherTheme],
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
