import { NavigationProvider } from '@sppock/ui';
import { ChatbotWidgetProvider } from '@sppock/ui/chatbot';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches, useNavigate } from 'react-router';
import * as styles from './RootLayout.css';
import type { RouteHandle } from './routes';
import { CHAT_AGENT_ROUTES, FEATURE_ROUTES } from './routeTable';

const ChatbotLauncher = lazy(() =>
  import('@sppock/ui/chatbot').then((module) => ({ default: module.ChatbotLauncher })),
);

/** The chat routes, where the toolbar opens the chatbot instead of the floating button. */
const CHAT_PATHS = new Set<string>([
  ...FEATURE_ROUTES.filter((route) => route.feature === 'chat').map((route) => route.path),
  ...CHAT_AGENT_ROUTES.map((route) => route.path),
]);

/** The product name in every tab title. */
const PRODUCT = 'Sppock';

function isExternal(to: string): boolean {
  return /^[a-z][a-z\d+.-]*:/i.test(to) || to.startsWith('//');
}

function titleOf(matches: ReturnType<typeof useMatches>): string | null {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle as RouteHandle | undefined;
    if (handle?.title) {
      return handle.title;
    }
  }
  return null;
}

/**
 * Names the page in the tab title and, after a client-side move, tells screen readers which page
 * opened — what a full page load would have told them.
 */
function RouteAnnouncer() {
  const matches = useMatches();
  const title = titleOf(matches);
  const [announcement, setAnnouncement] = useState('');
  const first = useRef(true);
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT}` : PRODUCT;
    if (first.current) {
      first.current = false;
      return;
    }
    setAnnouncement(title ? `Página: ${title}` : PRODUCT);
  }, [title]);
  return (
    <p className={styles.visuallyHidden} aria-live="polite" aria-atomic="true">
      {announcement}
    </p>
  );
}

/**
 * The root of every route: hands the router to @sppock/ui's screens (they never import a router)
 * and restores the scroll position between pages.
 */
export function RootLayout() {
  const navigate = useNavigate();
  const location = useLocation();
  const appNavigate = useCallback(
    (to: string, options?: { replace?: boolean }) => {
      if (isExternal(to)) {
        // A checkout page or another site: a real page load.
        if (options?.replace) {
          window.location.replace(to);
        } else {
          window.location.assign(to);
        }
        return;
      }
      void navigate(to, { replace: options?.replace });
    },
    [navigate],
  );
  return (
    <NavigationProvider navigate={appNavigate} currentPath={`${location.pathname}${location.search}`}>
      <RouteAnnouncer />
      <ScrollRestoration />
      <ChatbotWidgetProvider>
        <Outlet />
        {/* The FAQ chatbot on every page, the public ones included (spec 1 §1). */}
        <Suspense fallback={null}>
          {/* The chat pages open it from their toolbar, and the button would sit on their input. */}
          <ChatbotLauncher hideButton={CHAT_PATHS.has(location.pathname)} />
        </Suspense>
      </ChatbotWidgetProvider>
    </NavigationProvider>
  );
}
