// A partner page's visit kept across a reload (issue 29): the anonymous visitor's own session
// token (short-lived, bound to their one conversation on that site), the conversation's id, the
// messages shown and whether the Commander was open, in the page's sessionStorage (this tab only)
// under the site key, and only until the token expires. Never a user's token (the token provider
// mode keeps nothing) and nothing of the site owner's.
import type { ChatEntry } from '../chat/chatEntries';

export interface StoredVisit {
  /** The visitor session's access token. */
  token: string;
  /** The visitor's conversation (the token is good for it only). */
  sessionId: string;
  /** When the token stops being used (ms since the epoch): the visit is forgotten then. */
  expiresAt: number;
  /** The messages shown in the Commander. */
  entries: ChatEntry[];
  /** The Commander was open: a reload opens it again (and follows an answer on its way). */
  open: boolean;
}

export interface VisitStorage {
  /** The visit kept for this site, unless it expired (then it is forgotten). */
  read(): StoredVisit | null;
  /** Keeps a new visit, or changes the one kept (a change without one kept is dropped). */
  save(visit: StoredVisit | Partial<Omit<StoredVisit, 'token' | 'sessionId' | 'expiresAt'>>): void;
  clear(): void;
}

/** The sessionStorage key of a site's visit; the loader reads it to reopen the Commander. */
export const visitKey = (siteKey: string) => `sppock:commander:${siteKey}`;

/** The page's sessionStorage, or null where it is refused (a sandboxed frame, storage disabled). */
function pageStorage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

const isVisit = (value: unknown): value is StoredVisit =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as StoredVisit).token === 'string' &&
  typeof (value as StoredVisit).sessionId === 'string' &&
  typeof (value as StoredVisit).expiresAt === 'number' &&
  Array.isArray((value as StoredVisit).entries);

/** The visit storage of a site (a no-op without a site key: a signed-in user's token is never kept). */
export function visitStorage(siteKey: string | null, storage: Storage | null = pageStorage()): VisitStorage {
  const key = siteKey ? visitKey(siteKey) : null;
  const read = (): StoredVisit | null => {
    if (!key || !storage) {
      return null;
    }
    try {
      const raw = storage.getItem(key);
      const value: unknown = raw ? JSON.parse(raw) : null;
      if (isVisit(value) && value.expiresAt > Date.now()) {
        return value;
      }
      if (raw) {
        storage.removeItem(key);
      }
    } catch {
      // Unreadable (quota, a value another script wrote): as if nothing were kept.
    }
    return null;
  };
  return {
    read,
    save(visit) {
      if (!key || !storage) {
        return;
      }
      const kept = 'token' in visit ? visit : read();
      if (!kept) {
        return;
      }
      try {
        storage.setItem(key, JSON.stringify({ ...kept, ...visit }));
      } catch {
        // Full or refused: the visit just does not survive a reload.
      }
    },
    clear() {
      if (key && storage) {
        try {
          storage.removeItem(key);
        } catch {
          // Nothing kept to remove.
        }
      }
    },
  };
}
