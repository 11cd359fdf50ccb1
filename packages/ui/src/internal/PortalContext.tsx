import { FloatingPortal } from '@floating-ui/react';
import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';

interface PortalContextValue {
  /** Where floating parts mount; `null` while an element root is not attached yet. */
  container: HTMLElement | null;
  /** `document`: the theme sits on `<html>`, so portals may go to `document.body`. */
  mode: 'element' | 'document';
}

const subscribeToNothing = () => () => {};
const isBrowser = () => true;
const isServer = () => false;

export const PortalContext = createContext<PortalContextValue>({ container: null, mode: 'document' });

/**
 * Mounts floating parts (dialogs, popovers, tooltips, toasts) inside the nearest theme root, so
 * they keep the theme's variables, including inside a partner page's shadow root.
 *
 * `plain` mounts them straight into that root (React's `createPortal`), for parts that manage no
 * focus (the toasts, the session banner). floating-ui's portal, which dialogs and popovers need for
 * their focus guards, creates its node in a layout effect and stores it in state: mounted with the
 * page, that re-rendered synchronously inside React's first commit and ran every pending effect of
 * the page in the same task (issue 28).
 */
export function Portal({ children, plain = false }: { children: ReactNode; plain?: boolean }) {
  const { container, mode } = useContext(PortalContext);
  // False on the server and while React adopts pre-rendered HTML, which has no portal in it.
  const inBrowser = useSyncExternalStore(subscribeToNothing, isBrowser, isServer);
  if (mode === 'element' && container === null) {
    return null;
  }
  if (plain) {
    return inBrowser ? createPortal(children, container ?? document.body) : null;
  }
  return <FloatingPortal root={container ?? undefined}>{children}</FloatingPortal>;
}
