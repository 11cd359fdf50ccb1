import {
  type CSSProperties,
  type HTMLAttributes,
  type ReactNode,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react';
import { cx } from '../internal/cx';
import { PortalContext } from '../internal/PortalContext';
import { TooltipProvider } from '../primitives/Tooltip/TooltipProvider';
import { darkTheme } from './dark.css';
import { lightTheme } from './light.css';
import { darkScheme, lightScheme, themeRootBase } from './root.css';
import type { ThemeName } from './tokens';
import { useTheme } from './useTheme';

/** The classes that apply a theme to an element: variables, colour scheme and base styles. */
export function themeClassName(theme: ThemeName): string {
  switch (theme) {
    case 'dark':
      return cx(darkTheme, darkScheme, themeRootBase);
    case 'light':
      return cx(lightTheme, lightScheme, themeRootBase);
    default:
      return theme satisfies never;
  }
}

export interface SppockThemeRootProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  children?: ReactNode;
  /** The theme to apply; without it the saved choice (`localStorage.theme`) is used. @default saved theme, else 'dark' */
  theme?: ThemeName;
  /**
   * `element` renders a `<div>` that carries the theme (works inside a shadow root and never
   * touches the host page); `document` puts the theme and the spec's `dark` class on `<html>`.
   * @default 'element'
   */
  target?: 'element' | 'document';
  style?: CSSProperties;
}

function DocumentTheme({ theme }: { theme: ThemeName }) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    const classes = themeClassName(theme).split(' ');
    root.classList.add(...classes);
    // The spec applies the theme as a `dark` class on the document.
    root.classList.toggle('dark', theme === 'dark');
    return () => {
      root.classList.remove(...classes);
      root.classList.remove('dark');
    };
  }, [theme]);
  return null;
}

/**
 * Applies a Sppock theme. Floating parts (dialogs, tooltips, toasts) mount inside it, so they
 * keep its variables.
 */
export function SppockThemeRoot({
  children,
  theme: themeProp,
  target = 'element',
  className,
  ...rest
}: SppockThemeRootProps) {
  const saved = useTheme().theme;
  const theme = themeProp ?? saved;
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const portal = useMemo(
    () =>
      target === 'document'
        ? { container: null, mode: 'document' as const }
        : { container, mode: 'element' as const },
    [container, target],
  );

  if (target === 'document') {
    return (
      <PortalContext.Provider value={portal}>
        <DocumentTheme theme={theme} />
        <TooltipProvider>{children}</TooltipProvider>
      </PortalContext.Provider>
    );
  }

  return (
    <div ref={setContainer} data-theme={theme} className={cx(themeClassName(theme), className)} {...rest}>
      <PortalContext.Provider value={portal}>
        <TooltipProvider>{children}</TooltipProvider>
      </PortalContext.Provider>
    </div>
  );
}

/** Alias kept for readers who look for a provider. */
export const ThemeProvider = SppockThemeRoot;
export type ThemeProviderProps = SppockThemeRootProps;
