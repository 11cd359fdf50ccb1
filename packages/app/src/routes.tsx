// The router's route objects, built from the route table and a set of screens. The app passes the
// real screens (screens.tsx); the guard tests pass stubs, so the rules are tested on their own.
import {
  FORGOT_PASSWORD_PATH,
  NOTIFICATION_SETTINGS_PATH,
  PRICING_PATH,
  PROFILE_PATH,
  REGISTER_PATH,
  RESET_PASSWORD_PATH,
  SHARED_CONVERSATION_PATH,
} from '@sppock/sdk';
import { Navigate, type RouteObject, useLocation } from 'react-router';
import { NotFoundRoute, RouteErrorBoundary } from './FallbackScreen';
import { RedirectIfAuthenticated, RequireAuth, RequireSuperuser, WaitForSession } from './guards';
import type { Screen } from './lazyScreen';
import { RootLayout } from './RootLayout';
import { DASHBOARD_PATH, FEATURE_ROUTES, type FeatureRoute, LOGIN_PATH, REDIRECTS } from './routeTable';

/** What the app knows of a route beyond its screen. */
export interface RouteHandle {
  /** What the route shows in the tab title and announces to screen readers. */
  title?: string;
  /** Loads the code of the route's lazy screens ahead of their first render (`preloadRoutes`). */
  preload?: () => Promise<unknown>;
}

/** The screens the routes render. */
export interface AppScreens {
  Landing: Screen;
  Login: Screen;
  Register: Screen;
  ForgotPassword: Screen;
  ResetPassword: Screen;
  Dashboard: Screen;
  /** /profile */
  Account: Screen;
  /** /profile/notifications (the sidebar's 'Configurações') */
  AccountSettings: Screen;
  /** /pricing and its old address /upgrade: a page of its own, for visitors and signed-in users */
  Plans: Screen;
  /** The frame of the signed-in screens; renders the matched route through `<Outlet />`. */
  ProtectedLayout: Screen;
  /** Screens of later issues by path; a path without one redirects to /dashboard. */
  features?: Partial<Record<string, Screen>>;
}

export interface CreateAppRoutesOptions {
  /** The later-issue routes and whether each has landed. @default FEATURE_ROUTES */
  featureRoutes?: ReadonlyArray<FeatureRoute>;
}

const FEATURE_TITLES: Record<FeatureRoute['feature'], string> = {
  chat: 'Commander',
  customAgents: 'Agentes da equipe',
  assessment: 'Testes Profissionais',
  support: 'Suporte',
  tutorials: 'Tutoriais Vídeo',
  console: 'Queue Manager',
};

/** Keeps the query string when an old address moves (an /upgrade?plan=… link keeps its plan). */
function MovedTo({ to }: { to: string }) {
  const location = useLocation();
  return <Navigate to={`${to}${location.search}${location.hash}`} replace />;
}

/** A route that shows `Screen`, titled `title`; its handle preloads the screen's code. */
function screenRoute(path: string, Screen: Screen, title: string): RouteObject {
  return { path, element: <Screen />, handle: { title, preload: Screen.preload } satisfies RouteHandle };
}

function featureRoute(route: FeatureRoute, screens: AppScreens): RouteObject {
  const Screen = route.landed ? screens.features?.[route.path] : undefined;
  const title = FEATURE_TITLES[route.feature];
  // Until its screen lands, the route is guarded like the rest and goes to the dashboard.
  return Screen
    ? screenRoute(route.path, Screen, title)
    : { path: route.path, element: <Navigate to={DASHBOARD_PATH} replace />, handle: { title } };
}

/** The team invitation link's screen (issue 21), among `screens.features`. */
export const INVITATION_PATH = '/convite/:token';

/** A conversation shared by a link (issue 29), read-only and open to anyone with the address. */
export const SHARED_CONVERSATION_ROUTE = `${SHARED_CONVERSATION_PATH}/:token`;

/** A later issue's public route, when its screen has landed. */
function publicFeature(screens: AppScreens, path: string, title: string): RouteObject[] {
  const Screen = screens.features?.[path];
  return Screen ? [screenRoute(path, Screen, title)] : [];
}

/** Every route of spec 2 §2 and spec 1 §2, with its guard. */
export function createAppRoutes(screens: AppScreens, options: CreateAppRoutesOptions = {}): RouteObject[] {
  const table = options.featureRoutes ?? FEATURE_ROUTES;
  return [
    {
      id: 'root',
      element: <RootLayout />,
      errorElement: <RouteErrorBoundary />,
      children: [
        {
          element: <WaitForSession />,
          children: [
            screenRoute('/', screens.Landing, 'Agentes de IA como serviço'),
            screenRoute(FORGOT_PASSWORD_PATH, screens.ForgotPassword, 'Esqueci minha senha'),
            screenRoute(RESET_PASSWORD_PATH, screens.ResetPassword, 'Redefinir senha'),
            screenRoute(`${RESET_PASSWORD_PATH}/:token`, screens.ResetPassword, 'Redefinir senha'),
            // The plans open in a new tab from the shell, as a whole page with its own top bar.
            screenRoute(PRICING_PATH, screens.Plans, 'Planos'),
            // The team invitation link (issue 21), for visitors and signed-in people alike.
            ...publicFeature(screens, INVITATION_PATH, 'Convite para a equipe'),
            // A shared conversation (issue 29): no account needed, outside the signed-in frame.
            ...publicFeature(screens, SHARED_CONVERSATION_ROUTE, 'Conversa compartilhada'),
          ],
        },
        {
          element: <RedirectIfAuthenticated />,
          children: [
            screenRoute(LOGIN_PATH, screens.Login, 'Entrar'),
            screenRoute(REGISTER_PATH, screens.Register, 'Criar conta'),
          ],
        },
        ...REDIRECTS.map(({ from, to }) => ({ path: from, element: <MovedTo to={to} /> })),
        {
          element: <RequireAuth layout={<screens.ProtectedLayout />} />,
          handle: { preload: screens.ProtectedLayout.preload } satisfies RouteHandle,
          children: [
            screenRoute(DASHBOARD_PATH, screens.Dashboard, 'Dashboard'),
            screenRoute(PROFILE_PATH, screens.Account, 'Minha Conta'),
            screenRoute(NOTIFICATION_SETTINGS_PATH, screens.AccountSettings, 'Configurações'),
            ...table.filter((route) => route.access === 'user').map((route) => featureRoute(route, screens)),
            {
              element: <RequireSuperuser />,
              children: table
                .filter((route) => route.access === 'superuser')
                .map((route) => featureRoute(route, screens)),
            },
          ],
        },
        {
          path: '*',
          element: <NotFoundRoute />,
          handle: { title: 'Página não encontrada' } satisfies RouteHandle,
        },
      ],
    },
  ];
}

/** How long a first render waits for its screens' code before it draws their spinners instead. */
export const PRELOAD_WAIT_MS = 1500;

/**
 * Loads the code of the lazy screens these matched routes show, side by side; resolves when all
 * have arrived (or failed: the screen then shows its own error), or after `PRELOAD_WAIT_MS` on a
 * slow connection, whichever comes first.
 */
export function preloadRoutes(matches: ReadonlyArray<{ route: { handle?: unknown } }>): Promise<void> {
  const loads = matches.map((match) => (match.route.handle as RouteHandle | undefined)?.preload?.());
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, PRELOAD_WAIT_MS);
    void Promise.allSettled(loads).then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}
