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
import type { ComponentType } from 'react';
import { Navigate, type RouteObject, useLocation } from 'react-router';
import { NotFoundRoute, RouteErrorBoundary } from './FallbackScreen';
import { RedirectIfAuthenticated, RequireAuth, RequireSuperuser, WaitForSession } from './guards';
import { RootLayout } from './RootLayout';
import { DASHBOARD_PATH, FEATURE_ROUTES, type FeatureRoute, LOGIN_PATH, REDIRECTS } from './routeTable';

/** What a route shows in the tab title and announces to screen readers. */
export interface RouteHandle {
  title: string;
}

/** The screens the routes render. */
export interface AppScreens {
  Landing: ComponentType;
  Login: ComponentType;
  Register: ComponentType;
  ForgotPassword: ComponentType;
  ResetPassword: ComponentType;
  Dashboard: ComponentType;
  /** /profile */
  Account: ComponentType;
  /** /profile/notifications (the sidebar's 'Configurações') */
  AccountSettings: ComponentType;
  /** /pricing and its old address /upgrade: a page of its own, for visitors and signed-in users */
  Plans: ComponentType;
  /** The frame of the signed-in screens; renders the matched route through `<Outlet />`. */
  ProtectedLayout: ComponentType;
  /** Screens of later issues by path; a path without one redirects to /dashboard. */
  features?: Partial<Record<string, ComponentType>>;
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

function featureRoute(route: FeatureRoute, screens: AppScreens): RouteObject {
  const Screen = route.landed ? screens.features?.[route.path] : undefined;
  return {
    path: route.path,
    handle: { title: FEATURE_TITLES[route.feature] } satisfies RouteHandle,
    // Until its screen lands, the route is guarded like the rest and goes to the dashboard.
    element: Screen ? <Screen /> : <Navigate to={DASHBOARD_PATH} replace />,
  };
}

/** The team invitation link's screen (issue 21), among `screens.features`. */
export const INVITATION_PATH = '/convite/:token';

/** A conversation shared by a link (issue 29), read-only and open to anyone with the address. */
export const SHARED_CONVERSATION_ROUTE = `${SHARED_CONVERSATION_PATH}/:token`;

/** A later issue's public route, when its screen has landed. */
function publicFeature(screens: AppScreens, path: string, handle: RouteHandle): RouteObject[] {
  const Screen = screens.features?.[path];
  return Screen ? [{ path, element: <Screen />, handle }] : [];
}

/** Every route of spec 2 §2 and spec 1 §2, with its guard. */
export function createAppRoutes(screens: AppScreens, options: CreateAppRoutesOptions = {}): RouteObject[] {
  const table = options.featureRoutes ?? FEATURE_ROUTES;
  const title = (text: string): RouteHandle => ({ title: text });
  return [
    {
      id: 'root',
      element: <RootLayout />,
      errorElement: <RouteErrorBoundary />,
      children: [
        {
          element: <WaitForSession />,
          children: [
            { path: '/', element: <screens.Landing />, handle: title('Agentes de IA como serviço') },
            {
              path: FORGOT_PASSWORD_PATH,
              element: <screens.ForgotPassword />,
              handle: title('Esqueci minha senha'),
            },
            {
              path: RESET_PASSWORD_PATH,
              element: <screens.ResetPassword />,
              handle: title('Redefinir senha'),
            },
            {
              path: `${RESET_PASSWORD_PATH}/:token`,
              element: <screens.ResetPassword />,
              handle: title('Redefinir senha'),
            },
            // The plans open in a new tab from the shell, as a whole page with its own top bar.
            { path: PRICING_PATH, element: <screens.Plans />, handle: title('Planos') },
            // The team invitation link (issue 21), for visitors and signed-in people alike.
            ...publicFeature(screens, INVITATION_PATH, title('Convite para a equipe')),
            // A shared conversation (issue 29): no account needed, outside the signed-in frame.
            ...publicFeature(screens, SHARED_CONVERSATION_ROUTE, title('Conversa compartilhada')),
          ],
        },
        {
          element: <RedirectIfAuthenticated />,
          children: [
            { path: LOGIN_PATH, element: <screens.Login />, handle: title('Entrar') },
            { path: REGISTER_PATH, element: <screens.Register />, handle: title('Criar conta') },
          ],
        },
        ...REDIRECTS.map(({ from, to }) => ({ path: from, element: <MovedTo to={to} /> })),
        {
          element: <RequireAuth layout={<screens.ProtectedLayout />} />,
          children: [
            { path: DASHBOARD_PATH, element: <screens.Dashboard />, handle: title('Dashboard') },
            { path: PROFILE_PATH, element: <screens.Account />, handle: title('Minha Conta') },
            {
              path: NOTIFICATION_SETTINGS_PATH,
              element: <screens.AccountSettings />,
              handle: title('Configurações'),
            },
            ...table.filter((route) => route.access === 'user').map((route) => featureRoute(route, screens)),
            {
              element: <RequireSuperuser />,
              children: table
                .filter((route) => route.access === 'superuser')
                .map((route) => featureRoute(route, screens)),
            },
          ],
        },
        { path: '*', element: <NotFoundRoute />, handle: title('Página não encontrada') },
      ],
    },
  ];
}
