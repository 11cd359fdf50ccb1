import { FloatingPortal } from '@floating-ui/react';
import { createContext, type ReactNode, useContext } from 'react';

interface PortalContextValue {
  /** Where floating parts mount; `null` while an element root is not attached yet. */
  container: HTMLElement | null;
  /** `document`: the theme sits on `<html>`, so portals may go to `document.body`. */
  mode: 'element' | 'document';
}

export const PortalContext = createContext<PortalContextValue>({ container: null, mode: 'document' });

/**
 * Mounts floating parts (dialogs, popovers, tooltips, toasts) inside the nearest theme root, so
 * they keep the theme's variables, including inside a partner page's shadow root.
 */
export function Portal({ children }: { children: ReactNode }) {
  const { container, mode } = useContext(PortalContext);
  if (mode === 'element' && container === null) {
    return null;
  }
  return <FloatingPortal root={container ?? undefined}>{children}</FloatingPortal>;
}
