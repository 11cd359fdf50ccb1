import { COMMANDER_PATH } from '@sppock/sdk';
import { useSession } from '@sppock/sdk/react';
import { useEffect, useRef } from 'react';
import { useNavigation } from '../navigation/Navigation';

/** Where the app goes after signing in when there is no remembered origin (spec 2 §2). */
export const DEFAULT_SIGNED_IN_TARGET = COMMANDER_PATH;

/**
 * Sends a signed-in user on to `redirectTo`, replacing the auth screen in history (spec 1 §2:
 * an authenticated user on /login or /register goes to the page they came from, and so does a
 * user who just signed in). Runs once per sign-in.
 */
export function useRedirectWhenSignedIn(redirectTo: string): void {
  const { status } = useSession();
  const { navigate } = useNavigation();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const done = useRef(false);
  useEffect(() => {
    if (status !== 'authenticated') {
      done.current = false;
      return;
    }
    if (!done.current) {
      done.current = true;
      navigateRef.current(redirectTo, { replace: true });
    }
  }, [status, redirectTo]);
}

/**
 * An auth screen's path that carries the remembered origin along (`/register?redirect=…`), so a
 * visitor who switches between /login and /register still comes back to where they were.
 */
export function withRedirect(path: string, redirectTo: string): string {
  return redirectTo === DEFAULT_SIGNED_IN_TARGET
    ? path
    : `${path}?redirect=${encodeURIComponent(redirectTo)}`;
}
