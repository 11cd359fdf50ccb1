// The real screens, from @sppock/ui, bound to the router: the app only reads the address (the
// remembered origin, the reset token, the tab) and hands it to them.
import { Spinner } from '@sppock/ui';
import { ForgotPasswordScreen, LoginScreen, RegisterScreen, ResetPasswordScreen } from '@sppock/ui/auth';
import { LandingPage } from '@sppock/ui/landing';
import { Suspense } from 'react';
import { useLocation, useParams } from 'react-router';
import { assessmentScreens } from './features/assessments';
import { chatScreens } from './features/chat';
import { consoleScreens } from './features/console';
import { customAgentScreens } from './features/customAgents';
import { sharedConversationScreens } from './features/sharedConversations';
import { supportScreens } from './features/support';
import { teamScreens } from './features/teams';
import { SessionSpinner } from './guards';
import { lazyScreen, withPreload } from './lazyScreen';
import { afterSignInTarget } from './redirect';
import type { AppScreens } from './routes';
import { availableRoutes } from './routeTable';
import * as styles from './screens.css';

// Visitors load the landing page and the sign-in screens only; the signed-in area (the shell,
// the account area with its chart, the plans page) loads on first use.
const SignedInLayout = lazyScreen(() => import('./SignedInLayout').then((module) => module.SignedInLayout));
const DashboardPage = lazyScreen(() => import('./lazy/DashboardPage').then((module) => module.DashboardPage));
const AccountPage = lazyScreen(() => import('@sppock/ui/account').then((module) => module.AccountPage));
const PlansPage = lazyScreen(() => import('@sppock/ui/plans').then((module) => module.PlansPage));

/** What the account area may link to (opening a conversation needs the chat). */
const AVAILABLE_ROUTES = availableRoutes();

/** The wait while a screen's code downloads, inside the shell's content area. */
function ScreenLoading() {
  return (
    <div className={styles.screenLoading}>
      <Spinner size="lg" />
    </div>
  );
}

function LoginRoute() {
  const { search } = useLocation();
  return <LoginScreen redirectTo={afterSignInTarget(search)} />;
}

function RegisterRoute() {
  const { search } = useLocation();
  return <RegisterScreen redirectTo={afterSignInTarget(search)} />;
}

function ResetPasswordRoute() {
  const { token } = useParams();
  // A new token is a new form: nothing typed for another link carries over.
  return <ResetPasswordScreen key={token ?? ''} token={token} />;
}

function ProtectedLayout() {
  return (
    <Suspense fallback={<SessionSpinner />}>
      <SignedInLayout />
    </Suspense>
  );
}

function DashboardRoute() {
  return (
    <Suspense fallback={<ScreenLoading />}>
      <DashboardPage />
    </Suspense>
  );
}

function AccountRoute() {
  return (
    <Suspense fallback={<ScreenLoading />}>
      <AccountPage availableRoutes={AVAILABLE_ROUTES} />
    </Suspense>
  );
}

/** /profile/notifications, the sidebar's 'Configurações': the account page on its Notificações tab. */
function AccountNotificationsRoute() {
  return (
    <Suspense fallback={<ScreenLoading />}>
      <AccountPage availableRoutes={AVAILABLE_ROUTES} initialTab="notificacoes" />
    </Suspense>
  );
}

/**
 * /pricing: the plans page, a whole page of its own. A plan change that returns a checkout or
 * redirect address leaves the app for it; otherwise the page opens the Commander (or /dashboard
 * until the chat lands).
 */
function PlansRoute() {
  return (
    <Suspense fallback={<SessionSpinner />}>
      <PlansPage availableRoutes={AVAILABLE_ROUTES} />
    </Suspense>
  );
}

export const appScreens: AppScreens = {
  Landing: LandingPage,
  Login: LoginRoute,
  Register: RegisterRoute,
  ForgotPassword: ForgotPasswordScreen,
  ResetPassword: ResetPasswordRoute,
  Dashboard: withPreload(DashboardRoute, DashboardPage),
  Account: withPreload(AccountRoute, AccountPage),
  AccountSettings: withPreload(AccountNotificationsRoute, AccountPage),
  Plans: withPreload(PlansRoute, PlansPage),
  ProtectedLayout: withPreload(ProtectedLayout, SignedInLayout),
  features: {
    ...assessmentScreens,
    ...chatScreens,
    ...customAgentScreens,
    ...supportScreens,
    ...consoleScreens,
    ...teamScreens,
    ...sharedConversationScreens,
  },
};
