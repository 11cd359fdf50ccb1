import { useCallback, useSyncExternalStore } from 'react';
import { below } from '../theme/breakpoints';

/** Whether a media query matches, following changes (false outside a browser). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || !window.matchMedia) {
        return () => {};
      }
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : false),
    () => false,
  );
}

/** Below this width the sidebar becomes a drawer over the page. */
export const MOBILE_QUERY = below.md;
