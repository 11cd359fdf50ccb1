// The one way a unit test renders a screen: theme root, a test host answered in-process by MSW
// handlers typed from the contract (`testing/msw.ts`), a host router that records every
// navigation, and the Toaster. `expectAccessibleInBothThemes` takes the same options, so an axe
// check and a behaviour test of one screen start from the same host. Components that use no SDK
// render with `renderInTheme` (testing/axe.tsx).

import type { UserProfile } from '@sppock/sdk';
import { DASHBOARD_PATH } from '@sppock/sdk';
import type { RequestHandler } from 'msw';
import type { ReactElement } from 'react';
import { render } from 'vitest-browser-react';
import { toast } from '../primitives/Toaster/toastStore';
import { SppockThemeRoot } from '../theme/ThemeProvider';
import type { ThemeName } from '../theme/tokens';
import { SppockHost } from './SppockHost';
import { createTestHost, type TestHost } from './testHost';

/** Where the screen's calls are answered: MSW handlers, or a host the test built itself. */
type HostSource =
  | {
      /** MSW handlers typed from the contract; a call none answers fails the test. */
      handlers: RequestHandler[];
      /** @default `fakeUser()`; `null` for a visitor */
      user?: UserProfile | null;
      /** When the access token expires (epoch ms). @default one hour from now */
      expiresAt?: number;
      host?: never;
    }
  | {
      /**
       * A host the test built with `createTestHost` (a session signed in before rendering, a
       * network that answers without a status). @default none
       */
      host: TestHost;
      handlers?: never;
      user?: never;
      expiresAt?: never;
    };

export type SppockTestOptions = HostSource & {
  /** The route the screen starts on. @default `DASHBOARD_PATH` */
  path?: string;
  /** Sees every navigation with its options (a spy), besides `navigations`. @default none */
  onNavigate?: (to: string, options?: { replace?: boolean }) => void;
};

export type RenderWithSppockOptions = SppockTestOptions & {
  /** @default 'dark' */
  theme?: ThemeName;
};

export interface InSppockHost {
  element: ReactElement;
  host: TestHost;
  /** Every path the screen navigated to, in order. */
  navigations: string[];
}

/** `ui` inside a fresh test host (or the one given), without rendering it. */
export function inSppockHost(ui: ReactElement, options: SppockTestOptions): InSppockHost {
  const { path = DASHBOARD_PATH, onNavigate } = options;
  const host =
    options.host ??
    createTestHost({ handlers: options.handlers, user: options.user, expiresAt: options.expiresAt });
  const navigations: string[] = [];
  const element = (
    <SppockHost
      host={host}
      path={path}
      onNavigate={(to, navigateOptions) => {
        navigations.push(to);
        if (onNavigate) {
          if (navigateOptions) {
            onNavigate(to, navigateOptions);
          } else {
            onNavigate(to);
          }
        }
      }}
    >
      {ui}
    </SppockHost>
  );
  return { element, host, navigations };
}

export interface RenderedWithSppock {
  screen: Awaited<ReturnType<typeof render>>;
  host: TestHost;
  /** Every path the screen navigated to, in order. */
  navigations: string[];
}

export async function renderWithSppock(
  ui: ReactElement,
  { theme = 'dark', ...options }: RenderWithSppockOptions,
): Promise<RenderedWithSppock> {
  toast.dismiss();
  const { element, host, navigations } = inSppockHost(ui, options as SppockTestOptions);
  const screen = await render(<SppockThemeRoot theme={theme}>{element}</SppockThemeRoot>);
  return { screen, host, navigations };
}
