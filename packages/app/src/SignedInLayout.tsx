import { AppShell, SessionExpiryWarning } from '@sppock/ui/shell';
import { Outlet, useLocation } from 'react-router';
import { APP_INFO } from './appInfo';
import { loginPathFor } from './redirect';
import { availableRoutes } from './routeTable';

/** What the shell may link to: the account screens and the features that have landed. */
export const AVAILABLE_ROUTES = availableRoutes();

/**
 * The frame of every signed-in screen: the shell (header, sidebar, account panel) and the
 * session-expiry warning, which sends the user to /login remembering this page. Loaded on the
 * first signed-in screen, so visitors never download it.
 */
export function SignedInLayout() {
  const { pathname, search } = useLocation();
  return (
    <>
      <AppShell availableRoutes={AVAILABLE_ROUTES} {...APP_INFO}>
        <Outlet />
      </AppShell>
      <SessionExpiryWarning loginPath={loginPathFor(`${pathname}${search}`)} />
    </>
  );
}
