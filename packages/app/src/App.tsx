import type { SppockClient } from '@sppock/sdk';
import { SppockProvider, useSessionEvent, useSppock } from '@sppock/sdk/react';
import { SESSION_END_TOAST_ID, SppockThemeRoot, Toaster, toast } from '@sppock/ui';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect } from 'react';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AccountTheme } from './AccountTheme';
import { HOME_PATH } from './routeTable';

export interface AppProps {
  client: SppockClient;
  router: DataRouter;
  /** @default one created by SppockProvider */
  queryClient?: QueryClient;
}

/**
 * What happens when a session ends: an expiry shows 'Sua sessão expirou. Faça login novamente.'
 * (the client's `onSessionExpired` then opens /login); a logout — the shell's button, or deleting
 * the account — goes home (spec 1 §4), whichever screen it came from.
 */
/** Long enough to read a sentence about another device. */
const NOTICE_TOAST_MS = 8000;

function SessionEndings({ router }: { router: DataRouter }) {
  const { session } = useSppock();
  useSessionEvent('expired', (event) => {
    // The id the shell's SessionExpiryWarning uses too: one toast when both hear the expiry.
    toast.error(event.message, { id: SESSION_END_TOAST_ID });
  });
  // A login that ended this account's oldest sessions (the plan's device limit) says so here.
  useSessionEvent('notice', (event) => {
    toast(event.message, { duration: NOTICE_TOAST_MS });
  });
  useEffect(() => {
    let previous = session.getSnapshot().status;
    let expired = false;
    const stopListening = session.on('expired', () => {
      expired = true;
    });
    const unsubscribe = session.subscribe(() => {
      const next = session.getSnapshot().status;
      if (previous === 'authenticated' && next === 'anonymous') {
        // The store clears the session before it says why; wait for the 'expired' event, if any.
        queueMicrotask(() => {
          if (!expired && router.state.location.pathname !== HOME_PATH) {
            void router.navigate(HOME_PATH, { replace: false });
          }
          expired = false;
        });
      }
      previous = next;
    });
    return () => {
      stopListening();
      unsubscribe();
    };
  }, [session, router]);
  return null;
}

/**
 * index.html paints the saved theme's background before the app loads; the theme root takes over.
 * The built pages already hand over in <head> (scripts/build.mjs), so this only acts under
 * `npm run dev`: removing nothing changes no style.
 */
function HandOverPageBackground() {
  useLayoutEffect(() => {
    document.documentElement.style.removeProperty('background-color');
    document.documentElement.style.removeProperty('color-scheme');
  }, []);
  return null;
}

/** The providers around the router: client and cache, theme on <html>, toasts top right. */
export function App({ client, router, queryClient }: AppProps) {
  return (
    <SppockProvider client={client} queryClient={queryClient}>
      <SppockThemeRoot target="document">
        <HandOverPageBackground />
        <SessionEndings router={router} />
        <AccountTheme />
        <RouterProvider router={router} />
        <Toaster />
      </SppockThemeRoot>
    </SppockProvider>
  );
}
