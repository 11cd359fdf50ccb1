// The session as it is kept in storage under the spec's keys (spec 1 §3): both tokens, the
// profile and the role. Written together and removed together, so nothing reads half a session.
import type { components } from '../generated/openapi';
import { type SessionStorageLike, STORAGE_KEYS } from './storage';

/** The signed-in user's profile. */
export type SessionUser = components['schemas']['UserProfile'];
/** The stored role: 'superuser' for `is_superuser`, else 'user' (spec 2 §2 "Debug panel"). */
export type UserRole = 'superuser' | 'user';

/** What a session stores. */
export interface StoredSession {
  access: string;
  refresh: string | null;
  user: SessionUser | null;
}

export function roleOf(user: SessionUser | null): UserRole | null {
  return user ? (user.is_superuser ? 'superuser' : 'user') : null;
}

function readUser(raw: string | null): SessionUser | null {
  if (!raw) {
    return null;
  }
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null ? (value as SessionUser) : null;
  } catch {
    return null;
  }
}

/** Removes the tokens, the profile and the role (the theme, a preference of the device, stays). */
export function removeStoredSession(storage: SessionStorageLike): void {
  storage.removeItem(STORAGE_KEYS.accessToken);
  storage.removeItem(STORAGE_KEYS.refreshToken);
  storage.removeItem(STORAGE_KEYS.user);
  storage.removeItem(STORAGE_KEYS.role);
}

/** Stores the profile and the role it implies. */
export function writeStoredUser(storage: SessionStorageLike, user: SessionUser | null): void {
  if (user) {
    storage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
    storage.setItem(STORAGE_KEYS.role, roleOf(user) ?? 'user');
  } else {
    storage.removeItem(STORAGE_KEYS.user);
    storage.removeItem(STORAGE_KEYS.role);
  }
}

/** Stores a session: the tokens (no refresh token removes the old one) and the profile. */
export function writeStoredSession(storage: SessionStorageLike, session: StoredSession): void {
  storage.setItem(STORAGE_KEYS.accessToken, session.access);
  if (session.refresh) {
    storage.setItem(STORAGE_KEYS.refreshToken, session.refresh);
  } else {
    storage.removeItem(STORAGE_KEYS.refreshToken);
  }
  writeStoredUser(storage, session.user);
}

/**
 * The stored session to restore on load: only a complete one (user and both tokens); a partial
 * one is removed and reads as none.
 */
export function readStoredSession(
  storage: SessionStorageLike,
): { access: string; refresh: string; user: SessionUser } | null {
  const access = storage.getItem(STORAGE_KEYS.accessToken);
  const refresh = storage.getItem(STORAGE_KEYS.refreshToken);
  const user = readUser(storage.getItem(STORAGE_KEYS.user));
  if (access && refresh && user) {
    return { access, refresh, user };
  }
  if (access || refresh || user) {
    removeStoredSession(storage);
  }
  return null;
}
