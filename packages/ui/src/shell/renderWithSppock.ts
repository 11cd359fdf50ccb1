// Renders a screen for a unit test: theme root, fixture client answered in-process by MSW
// handlers, a host router that records every navigation, and the Toaster.
import type { UserProfile } from '@sppock/sdk';
import type { RequestHandler } from 'msw';
import { createElement, type ReactElement } from 'react';
import { render } from 'vitest-browser-react';
import { toast } from '../primitives/Toaster/toastStore';
import { SppockThemeRoot } from '../theme/ThemeProvider';
import type { ThemeName } from '../theme/tokens';
import { createFixtureClient, type FixtureClient, SppockFixture } from './fixtureClient';

export interface RenderWithSppockOptions {
  handlers: RequestHandler[];
  /** @default the sample user; `null` for a visitor */
  user?: UserProfile | null;
  /** @default '/dashboard' */
  path?: string;
  /** @default 'dark' */
  theme?: ThemeName;
  expiresAt?: number;
}

export interface RenderedWithSppock {
  screen: Awaited<ReturnType<typeof render>>;
  fixture: FixtureClient;
  /** Every path the screen navigated to, in order. */
  navigations: string[];
}

export async function renderWithSppock(
  ui: ReactElement,
  { handlers, user, path, theme = 'dark', expiresAt }: RenderWithSppockOptions,
): Promise<RenderedWithSppock> {
  toast.dismiss();
  const fixture = createFixtureClient({ handlers, user, expiresAt });
  const navigations: string[] = [];
  const screen = await render(
    createElement(
      SppockThemeRoot,
      { theme },
      createElement(SppockFixture, { fixture, path, onNavigate: (to: string) => navigations.push(to) }, ui),
    ),
  );
  return { screen, fixture, navigations };
}
