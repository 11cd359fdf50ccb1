import type { ThemeName } from './tokens';

/** Storage key the spec names for the theme choice. */
export const THEME_STORAGE_KEY = 'theme';
/** The spec's default theme. */
export const DEFAULT_THEME: ThemeName = 'dark';

type Listener = () => void;
const listeners = new Set<Listener>();
let memoryTheme: ThemeName | null = null;

function isThemeName(value: unknown): value is ThemeName {
  return value === 'dark' || value === 'light';
}

function readStorage(): ThemeName | null {
  try {
    const stored = globalThis.localStorage?.getItem(THEME_STORAGE_KEY);
    return isThemeName(stored) ? stored : null;
  } catch {
    // Storage can throw in sandboxed iframes or with cookies blocked: fall back to memory.
    return null;
  }
}

/** The saved theme, or dark when nothing valid is saved. */
export function getStoredTheme(): ThemeName {
  return readStorage() ?? memoryTheme ?? DEFAULT_THEME;
}

/** Saves the theme under `theme` and notifies every subscriber. */
export function setStoredTheme(theme: ThemeName): void {
  memoryTheme = theme;
  try {
    globalThis.localStorage?.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Keep the in-memory value; the choice then lasts for this page only.
  }
  for (const listener of listeners) {
    listener();
  }
}

function onStorage(event: StorageEvent) {
  if (event.key === THEME_STORAGE_KEY || event.key === null) {
    for (const listener of listeners) {
      listener();
    }
  }
}

export function subscribeTheme(listener: Listener): () => void {
  listeners.add(listener);
  if (listeners.size === 1 && typeof window !== 'undefined') {
    window.addEventListener('storage', onStorage);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined') {
      window.removeEventListener('storage', onStorage);
    }
  };
}
