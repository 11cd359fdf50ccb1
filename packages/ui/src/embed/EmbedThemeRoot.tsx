// The theme of a widget in a partner page's shadow root: light, dark or the visitor's preference,
// with the partner's brand colour on the accent variables. Nothing of it reaches the host page.
import { type CSSProperties, type ReactNode, useEffect, useState } from 'react';
import { vars } from '../theme/contract.css';
import { SppockThemeRoot } from '../theme/ThemeProvider';
import type { EmbedTheme } from './protocol';

/** `var(--x)` → `--x`: a theme variable to set on the widget's root. */
export const variableName = (reference: string) => reference.replace(/^var\((--[^),]+).*$/, '$1');

function useSystemTheme(theme: EmbedTheme): 'light' | 'dark' {
  const query = typeof matchMedia === 'function' ? matchMedia('(prefers-color-scheme: dark)') : null;
  const [dark, setDark] = useState(query?.matches ?? false);
  useEffect(() => {
    if (!query || theme !== 'auto') {
      return;
    }
    const listener = (event: MediaQueryListEvent) => setDark(event.matches);
    query.addEventListener('change', listener);
    return () => query.removeEventListener('change', listener);
  }, [query, theme]);
  return theme === 'auto' ? (dark ? 'dark' : 'light') : theme;
}

export interface EmbedThemeRootProps {
  theme: EmbedTheme;
  /** A CSS colour for buttons and highlights, or null for Sppock's. */
  brandColor: string | null;
  children: ReactNode;
}

export function EmbedThemeRoot({ theme, brandColor, children }: EmbedThemeRootProps) {
  const resolved = useSystemTheme(theme);
  const style = brandColor
    ? ({
        [variableName(vars.color.accent.solid)]: brandColor,
        [variableName(vars.color.accent.solidHover)]: brandColor,
      } as CSSProperties)
    : undefined;
  return (
    <SppockThemeRoot theme={resolved} style={style}>
      {children}
    </SppockThemeRoot>
  );
}
