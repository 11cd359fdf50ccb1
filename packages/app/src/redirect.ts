// Remembering where a visitor was going: a protected route sends them to
// `/login?redirect=<path and query>`, and signing in (or registering) takes them back there. The
// origin travels in the address, so it survives a reload and the move from /login to /register.
import { REGISTER_PATH } from '@sppock/sdk';
import { COMMANDER_PATH, LOGIN_PATH } from './routeTable';

/** The query parameter of /login and /register that carries the origin. */
export const REDIRECT_PARAM = 'redirect';

/**
 * The origin as a safe in-app path, or null. Only same-site paths are followed: an absolute URL,
 * a protocol-relative `//host` or a backslash trick would turn the login page into an open
 * redirect.
 */
export function safeInAppPath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) {
    return null;
  }
  // Control characters (a newline in a header, a tab in a URL) never belong in a path.
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f) {
      return null;
    }
  }
  try {
    const url = new URL(value, 'https://sppock.invalid');
    if (url.origin !== 'https://sppock.invalid') {
      return null;
    }
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** Where to go after signing in: the remembered origin, else the Commander (spec 1 §2). */
export function afterSignInTarget(search: string): string {
  const origin = safeInAppPath(new URLSearchParams(search).get(REDIRECT_PARAM));
  // Going back to /login or /register after signing in would only bounce again.
  if (!origin || isAuthPath(origin)) {
    return COMMANDER_PATH;
  }
  return origin;
}

/** `/login?redirect=…` for a visitor stopped at `origin` (a path with its query). */
export function loginPathFor(origin: string | null): string {
  const safe = safeInAppPath(origin);
  if (!safe || safe === '/' || isAuthPath(safe)) {
    return LOGIN_PATH;
  }
  return `${LOGIN_PATH}?${new URLSearchParams({ [REDIRECT_PARAM]: safe })}`;
}

function isAuthPath(path: string): boolean {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  return pathname === LOGIN_PATH || pathname === REGISTER_PATH;
}
