import { createSppockClient, type SppockClient, type SppockClientOptions } from '@sppock/sdk';
import type { DataRouter } from 'react-router';
import { loginPathFor } from './redirect';
import { LOGIN_PATH } from './routeTable';

/**
 * The app's Sppock client: the API on the page's own origin (the server serves the app and the API
 * on one port; `npm run dev` proxies), the session in localStorage. When a session ends without a
 * logout — the token ran out, the renewal was refused — the user goes to /login, and comes back to
 * the protected page they were on after signing in again (spec 1 §4).
 */
export function createAppClient(
  getRouter: () => DataRouter | undefined,
  /** Tests hand in their own storage and fetch. */
  overrides: Omit<SppockClientOptions, 'onSessionExpired'> = {},
): SppockClient {
  return createSppockClient({
    baseUrl: window.location.origin,
    ...overrides,
    onSessionExpired: () => {
      const router = getRouter();
      const { pathname, search } = router?.state.location ?? window.location;
      if (pathname === LOGIN_PATH) {
        return;
      }
      const target = loginPathFor(`${pathname}${search}`);
      if (router) {
        void router.navigate(target, { replace: true });
      } else {
        window.location.assign(target);
      }
    },
  });
}
