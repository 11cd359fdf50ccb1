// Test helpers of the app (imported by *.test.tsx only): a client on a fake fetch, stub screens
// that say which route rendered, and an axe check.
import { createMemoryStorage, type SessionUser } from '@sppock/sdk';
import { useSession, useSppock } from '@sppock/sdk/react';
import { QueryClient } from '@tanstack/react-query';
import axe from 'axe-core';
import { createMemoryRouter, Outlet } from 'react-router';
import { expect } from 'vitest';
import { render } from 'vitest-browser-react';
import { App } from './App';
import { createAppClient } from './client';
import { type AppScreens, createAppRoutes } from './routes';
import type { FeatureRoute } from './routeTable';

/** An unsigned JWT that expires at `expiresAt` (epoch ms); the client never checks signatures. */
export function fakeJwt(expiresAt: number): string {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ exp: Math.floor(expiresAt / 1000) })}.assinatura`;
}

export function fakeUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 12,
    first_name: 'Mariana',
    last_name: 'Costa',
    email: 'mariana.costa@padariaboavista.com.br',
    phone: '31987654321',
    company: 'Padaria Boa Vista',
    position: 'Sócia',
    industry: 'Alimentação',
    address: 'Rua da Bahia, 1000',
    city: 'Belo Horizonte',
    state: 'MG',
    country: 'Brasil',
    postal_code: '30160-011',
    timezone: 'America/Sao_Paulo',
    is_superuser: false,
    ...overrides,
  } as SessionUser;
}

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
          session.signIn({ access: fakeJwt(Date.now() + 3_600_000), refresh: 'refresh-2', user: fakeUser() })
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
    '/assessment': () => <Stub name="assessment" />,
    '/admin/queue-manager': () => <Stub name="queue-manager" />,
    '/agents/chatsppock': () => <Stub name="commander" />,
  },
};

export type FakeRoute = (request: Request) => Response | Promise<Response>;

export interface RenderAppOptions {
  /** The address the app opens at. @default '/' */
  path?: string;
  /** Signed in as this user; `null` for a visitor. @default null */
  user?: SessionUser | null;
  /** When the access token expires. @default in an hour */
  expiresAt?: number;
  /** Answers of the fake server, keyed 'METHOD /path/'. Unknown calls answer 404. */
  server?: Record<string, FakeRoute>;
  featureRoutes?: ReadonlyArray<FeatureRoute>;
}

/** Renders the whole app — providers, router, guards — over stub screens and a fake server. */
export async function renderApp(options: RenderAppOptions = {}) {
  const storage = createMemoryStorage();
  const calls: string[] = [];
  if (options.user) {
    storage.setItem('access_token', fakeJwt(options.expiresAt ?? Date.now() + 3_600_000));
    storage.setItem('refresh_token', 'refresh-1');
    storage.setItem('user', JSON.stringify(options.user));
  }
  let router: ReturnType<typeof createMemoryRouter> | undefined;
  const client = createAppClient(() => router, {
    baseUrl: 'http://app.sppock.test',
    storage,
    fetch: async (request) => {
      const key = `${request.method} ${new URL(request.url).pathname}`;
      calls.push(key);
      const answer = options.server?.[key];
      return answer ? answer(request) : Response.json({ detail: 'Não encontrado.' }, { status: 404 });
    },
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
