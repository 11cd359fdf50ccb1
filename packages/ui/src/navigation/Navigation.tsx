import {
  type AnchorHTMLAttributes,
  createContext,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useContext,
  useMemo,
} from 'react';

/**
 * How the library's screens move between routes. The components never import a router: a host
 * app hands its router in through {@link NavigationProvider}; without one, links are plain
 * anchors and navigation is a page load (what a partner page embedding one screen wants).
 */
export interface Navigation {
  /** Goes to an in-app path (`/login`, `/profile?tab=seguranca`). Default: `window.location.assign`. */
  navigate(to: string, options?: { replace?: boolean }): void;
  /** The current path with its query string. Default: `window.location` (empty outside a browser). */
  currentPath: string;
}

function browserNavigation(): Navigation {
  const hasWindow = typeof window !== 'undefined';
  return {
    navigate(to, options) {
      if (!hasWindow) {
        return;
      }
      if (options?.replace) {
        window.location.replace(to);
      } else {
        window.location.assign(to);
      }
    },
    currentPath: hasWindow ? `${window.location.pathname}${window.location.search}` : '',
  };
}

const NavigationContext = createContext<Navigation | null>(null);

export interface NavigationProviderProps extends Navigation {
  children?: ReactNode;
}

/** Gives the library's screens the host router's `navigate` and current path. */
export function NavigationProvider({ navigate, currentPath, children }: NavigationProviderProps) {
  const value = useMemo(() => ({ navigate, currentPath }), [navigate, currentPath]);
  return <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>;
}

/** The host's navigation, or the browser's when there is no provider. */
export function useNavigation(): Navigation {
  return useContext(NavigationContext) ?? browserNavigation();
}

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An in-app path; rendered as `href`, followed through the host's router on a plain click. */
  href: string;
}

/**
 * An anchor for in-app paths: a real `href` (open in a new tab, copy the link, keyboard), and
 * a plain left click goes through the host router instead of reloading the page.
 */
export function AppLink({ href, onClick, target, ...props }: AppLinkProps) {
  const { navigate } = useNavigation();
  const hasProvider = useContext(NavigationContext) !== null;
  const handleClick = useCallback(
    (event: MouseEvent<HTMLAnchorElement>) => {
      onClick?.(event);
      const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0;
      if (event.defaultPrevented || modified || target === '_blank' || !hasProvider) {
        return;
      }
      event.preventDefault();
      navigate(href);
    },
    [href, navigate, onClick, target, hasProvider],
  );
  return <a href={href} target={target} onClick={handleClick} {...props} />;
}
