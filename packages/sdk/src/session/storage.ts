// Where the session lives: the spec's exact keys (spec 1 §3 "Session in browser storage").

/** The subset of the Web Storage API the session needs; `localStorage` satisfies it. */
export interface SessionStorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * The session's storage keys, exactly as the product's existing app uses them. The theme's key
 * ('theme') belongs to @sppock/ui's theme store.
 */
export const STORAGE_KEYS = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  user: 'user',
  role: 'user_role',
} as const;

/** A storage that lives in memory: Node scripts, tests, partner widgets. */
export function createMemoryStorage(initial: Record<string, string> = {}): SessionStorageLike {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, String(value));
    },
    removeItem: (key) => {
      items.delete(key);
    },
  };
}

/** `localStorage` when the page can use it, otherwise memory (Node, sandboxed frames, Safari private mode). */
export function defaultStorage(): SessionStorageLike {
  try {
    const storage = (globalThis as { localStorage?: SessionStorageLike }).localStorage;
    if (storage) {
      const probe = '__sppock_probe__';
      storage.setItem(probe, probe);
      storage.removeItem(probe);
      return storage;
    }
  } catch {
    // Access denied: fall through to memory.
  }
  return createMemoryStorage();
}
