// Test helpers of the app (imported by *.test.tsx only): a client answered by MSW handlers typed
// from the contract (`@sppock/sdk/testing`), stub screens that say which route rendered, and an
// axe check.
import {
  ASSESSMENT_PATH,
  COMMANDER_PATH,
  createMemoryStorage,
  QUEUE_MANAGER_PATH,
  type Schema,
  type SessionUser,
} from '@sppock/sdk';
import { useSession, useSppock } from '@sppock/sdk/react';
import { createHandlerFetch, fakeJwt, fakeUser, HttpResponse, http } from '@sppock/sdk/testing';
import { QueryClient } from '@tanstack/react-query';
import axe from 'axe-core';
import type { RequestHandler } from 'msw';
import { createMemoryRouter, Outlet } from 'react-router';
import { expect } from 'vitest';
import { render } from 'vitest-browser-react';
import { App } from './App';
import { createAppClient } from './client';
import { type AppScreens, createAppRoutes } from './routes';
import type { FeatureRoute } from './routeTable';

function Stub({ name }: { name: string }) {
  return <h1>{`tela: ${name}`}</h1>;
}

/** A stub login screen whose button signs in, as LoginScreen does on success. */
function StubLogin() {
  const { session } = useSppock();
  return (
    <>
      <Stub name="login" />
      <button
        type="button"
        onClick={() =>
          // What the real screen's login ends with: tokens and profile stored in the session.
          session.signIn({ access: fakeJwt(), refresh: 'refresh-2', user: fakeUser() })
        }
      >
        Entrar
      </button>
    </>
  );
}

/** A stub shell: a banner around the screen and a logout button, like AppShell's. */
function StubLayout() {
  const session = useSession();
  return (
    <div>
      <header>
        <span>shell</span>
        <button type="button" onClick={() => session.logout()}>
          Logout
        </button>
      </header>
      <Outlet />
    </div>
  );
}

export const stubScreens: AppScreens = {
  Landing: () => <Stub name="landing" />,
  Login: StubLogin,
  Register: () => <Stub name="register" />,
  ForgotPassword: () => <Stub name="forgot-password" />,
  ResetPassword: () => <Stub name="reset-password" />,
  Dashboard: () => <Stub name="dashboard" />,
  Account: () => <Stub name="profile" />,
  AccountSettings: () => <Stub name="profile/notifications" />,
  Plans: () => <Stub name="pricing" />,
  ProtectedLayout: StubLayout,
  features: {
    [ASSESSMENT_PATH]: () => <Stub name="assessment" />,
    [QUEUE_MANAGER_PATH]: () => <Stub name="queue-manager" />,
    [COMMANDER_PATH]: () => <Stub name="commander" />,
  },
};

export { fakeJwt, fakeUser, HttpResponse, http };

/**
 * What the app's frame asks for by itself once someone is signed in (the account's general
 * settings, for the theme) and the logout call; a test overrides them through `handlers`.
 */
/** An account's general settings with the theme the library shows by default (dark). */
export const ACCOUNT_SETTINGS: Schema<'GeneralSettings'> = {
  dark_mode: true,
  auto_save: true,
  data_analysis: true,
  language: 'pt-BR',
  session_timeout: 30,
  show_tutorials: true,
  enable_analytics: true,
  privacy_mode: false,
};

const FRAME_HANDLERS: RequestHandler[] = [
  http.get('/api/accounts/general-settings/', ({ response }) =>
    response(200).json({ success: true, settings: ACCOUNT_SETTINGS }),
  ),
  http.post('/api/accounts/logout/', ({ response }) => response(204).empty()),
];

export interface RenderAppOptions {
  /** The address the app opens at. @default '/' */
  path?: string;
  /** Signed in as this user; `null` for a visitor. @default null */
  user?: SessionUser | null;
  /** When the access token expires. @default in an hour */
  expiresAt?: number;
  /**
   * MSW handlers typed from the contract (`http`), ahead of the frame's own: the first that
   * matches answers. A call nobody answers fails the test. @default none
   */
  handlers?: RequestHandler[];
  featureRoutes?: ReadonlyArray<FeatureRoute>;
}

/** Renders the whole app — providers, router, guards — over stub screens and a fake server. */
export async function renderApp(options: RenderAppOptions = {}) {
  const storage = createMemoryStorage();
  const answer = createHandlerFetch([...(options.handlers ?? []), ...FRAME_HANDLERS]);
  /** Every call made, as 'METHOD /path/'. */
  const calls: string[] = [];
  const fetch = (request: Request) => {
    calls.push(`${request.method} ${new URL(request.url).pathname}`);
    return answer(request);
  };
  if (options.user) {
    storage.setItem('access_token', fakeJwt(options.expiresAt ?? Date.now() + 3_600_000));
    storage.setItem('refresh_token', 'refresh-1');
    storage.setItem('user', JSON.stringify(options.user));
  }
  let router: ReturnType<typeof createMemoryRouter> | undefined;
  const client = createAppClient(() => router, {
    baseUrl: 'http://app.sppock.test',
    storage,
    fetch,
  });
  router = createMemoryRouter(
    createAppRoutes(stubScreens, options.featureRoutes ? { featureRoutes: options.featureRoutes } : {}),
    { initialEntries: [options.path ?? '/'] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const screen = await render(<App client={client} router={router} queryClient={queryClient} />);
  const activeRouter = router;
  return {
    screen,
    client,
    router: activeRouter,
    calls,
    /** The current address, path and query. */
    location: () => `${activeRouter.state.location.pathname}${activeRouter.state.location.search}`,
  };
}

/** Runs axe (WCAG 2.2 A/AA and best practices) over the page and fails on any violation. */
export async function expectNoAxeViolations(label = ''): Promise<void> {
  const results = await axe.run(document.body, {
    runOnly: {
      type: 'tag',
      values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
    },
    // The test page has no <title> of the app's own and no <html lang> of index.html.
    rules: { 'document-title': { enabled: false }, 'html-has-lang': { enabled: false } },
    resultTypes: ['violations'],
  });
  const summary = results.violations
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.length})`)
    .join('\n');
  expect(summary, `violações de axe ${label}`).toBe('');
}
