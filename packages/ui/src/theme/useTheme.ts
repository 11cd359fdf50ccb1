import { useCallback, useSyncExternalStore } from 'react';
import { DEFAULT_THEME, getStoredTheme, setStoredTheme, subscribeTheme } from './themeStore';
import type { ThemeName } from './tokens';

export interface UseThemeResult {
  /** The current theme: the one saved under `theme`, dark by default. */
  theme: ThemeName;
  /** Saves a theme under `theme`; every `useTheme` and theme root follows. */
  setTheme: (theme: ThemeName) => void;
  /** Switches between dark and light. */
  toggleTheme: () => void;
}

/** Reads and saves the theme choice (`localStorage.theme`, `'dark' | 'light'`, dark by default). */
export function useTheme(): UseThemeResult {
  const theme = useSyncExternalStore(subscribeTheme, getStoredTheme, () => DEFAULT_THEME);
  const toggleTheme = useCallback(() => {
    setStoredTheme(getStoredTheme() === 'dark' ? 'light' : 'dark');
  }, []);
  return { theme, setTheme: setStoredTheme, toggleTheme };
}
