// Renders a screen for a unit test: theme root, a test host answered in-process by MSW handlers,
// a host router that records every navigation, and the Toaster.
import type { UserProfile } from '@sppock/sdk';
import type { RequestHandler } from 'msw';
import type { ReactElement } from 'react';
import { render } from 'vitest-browser-react';
import { toast } from '../primitives/Toaster/toastStore';
import { SppockThemeRoot } from '../theme/ThemeProvider';
import type { ThemeName } from '../theme/tokens';
import { SppockHost } from './SppockHost';
import { createTestHost, type TestHost } from './testHost';

export interface RenderWithSppockOptions {
  handlers: RequestHandler[];
  /** @default `fakeUser()`; `null` for a visitor */
  user?: UserProfile | null;
  /** @default '/dashboard' */
  path?: string;
  /** @default 'dark' */
  theme?: ThemeName;
  /** When the access token expires (epoch ms). @default one hour from now */
  expiresAt?: number;
}

export interface RenderedWithSppock {
  screen: Awaited<ReturnType<typeof render>>;
  host: TestHost;
  /** Every path the screen navigated to, in order. */
  navigations: string[];
}

export async function renderWithSppock(
  ui: ReactElement,
  { handlers, user, path = '/dashboard', theme = 'dark', expiresAt }: RenderWithSppockOptions,
): Promise<RenderedWithSppock> {
  toast.dismiss();
  const host = createTestHost({ handlers, user, expiresAt });
  const navigations: string[] = [];
  const screen = await render(
    <SppockThemeRoot theme={theme}>
      <SppockHost host={host} path={path} onNavigate={(to) => navigations.push(to)}>
        {ui}
      </SppockHost>
    </SppockThemeRoot>,
  );
  return { screen, host, navigations };
}
