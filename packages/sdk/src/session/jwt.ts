// Reads a JWT's `exp` without verifying it: the server verifies; the client only needs to know
// when to warn and when to give up.

/** The access token's expiry in epoch milliseconds, or null when it is not a JWT with `exp`. */
export function tokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) {
    return null;
  }
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const claims: unknown = JSON.parse(atob(padded));
    if (typeof claims === 'object' && claims !== null && 'exp' in claims && typeof claims.exp === 'number') {
      return claims.exp * 1000;
    }
  } catch {
    // Not a JWT: treat as a token without expiry.
  }
  return null;
}
