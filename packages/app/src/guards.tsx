// Route guards (spec 1 §2, spec 2 §2): nothing renders until the session is known; a visitor on a
// protected route goes to /login and comes back after signing in; /admin/queue-manager is for
// superusers; a signed-in user on /login or /register goes where they were heading.
import { useProfile, useSession, useSppock } from '@sppock/sdk/react';
import { Spinner } from '@sppock/ui';
import { type ReactNode, useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import * as styles from './guards.css';
import { afterSignInTarget, loginPathFor } from './redirect';
import { DASHBOARD_PATH } from './routeTable';

/** What the app knows about who is here. */
export type AuthState =
  | { status: 'loading' }
  | { status: 'anonymous' }
  | { status: 'authenticated'; isSuperuser: boolean };

/**
 * The session as the guards see it. The stored session is read synchronously; a session that has
 * tokens but no profile yet (tokens handed over without a user) is 'loading' until the profile
 * arrives, and the profile is then kept in the session.
 */
export function useAuthState(): AuthState {
  const session = useSession();
  const { session: store } = useSppock();
  const needsProfile = session.status === 'authenticated' && !session.user;
  const profile = useProfile({ enabled: needsProfile });
  useEffect(() => {
    if (needsProfile && profile.data) {
      store.setUser(profile.data);
    }
  }, [needsProfile, profile.data, store]);
  if (session.status === 'anonymous') {
    return { status: 'anonymous' };
  }
  const user = session.user ?? profile.data;
  if (!user) {
    return { status: 'loading' };
  }
  return { status: 'authenticated', isSuperuser: user.is_superuser === true };
}

/** The full-page wait while the session loads: a spinner and nothing else (spec 1 §2). */
export function SessionSpinner() {
  return (
    <div className={styles.centered}>
      <Spinner size="lg" label="Carregando sua sessão..." />
    </div>
  );
}

/** The current path with its query string, as remembered for after sign-in. */
function useOrigin(): string {
  const location = useLocation();
  return `${location.pathname}${location.search}`;
}

export interface RequireAuthProps {
  /** The layout around the protected screens (the shell); renders the matched screen via `<Outlet />`. */
  layout?: ReactNode;
}

/**
 * Protected routes. A visitor is sent to /login with the origin remembered. When the session ends
 * while a protected screen is open (logout, expiry), the guard shows nothing and leaves the move
 * to whoever ended it — logout goes home, expiry goes to /login — instead of racing them.
 */
export function RequireAuth({ layout }: RequireAuthProps) {
  const auth = useAuthState();
  const origin = useOrigin();
  const wasAuthenticated = useRef(false);
  useEffect(() => {
    if (auth.status === 'authenticated') {
      wasAuthenticated.current = true;
    }
  }, [auth.status]);

  switch (auth.status) {
    case 'loading':
      return <SessionSpinner />;
    case 'anonymous':
      if (wasAuthenticated.current) {
        return <SessionSpinner />;
      }
      return <Navigate to={loginPathFor(origin)} replace />;
    case 'authenticated':
      return layout ?? <Outlet />;
    default:
      return auth satisfies never;
  }
}

/** Superuser-only routes: a signed-in user without the role goes to /dashboard (spec 2 §2). */
export function RequireSuperuser() {
  const auth = useAuthState();
  if (auth.status === 'authenticated' && !auth.isSuperuser) {
    return <Navigate to={DASHBOARD_PATH} replace />;
  }
  // Visitors never get here: the route sits inside RequireAuth.
  return <Outlet />;
}

/**
 * /login and /register: a signed-in user goes to the remembered origin, else the Commander — on
 * arrival and right after signing in or verifying the code (spec 1 §2).
 */
export function RedirectIfAuthenticated() {
  const auth = useAuthState();
  const location = useLocation();
  switch (auth.status) {
    case 'loading':
      return <SessionSpinner />;
    case 'authenticated':
      return <Navigate to={afterSignInTarget(location.search)} replace />;
    case 'anonymous':
      return <Outlet />;
    default:
      return auth satisfies never;
  }
}

/** Screens open to everyone that still wait for the session, so they never flash the wrong state. */
export function WaitForSession() {
  const auth = useAuthState();
  return auth.status === 'loading' ? <SessionSpinner /> : <Outlet />;
}
