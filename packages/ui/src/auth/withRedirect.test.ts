import { describe, expect, it } from 'vitest';
import { DEFAULT_SIGNED_IN_TARGET, withRedirect } from './useRedirectWhenSignedIn';

describe('withRedirect', () => {
  it('carries a remembered origin between /login and /register', () => {
    expect(withRedirect('/register', '/profile?tab=assinatura')).toBe(
      '/register?redirect=%2Fprofile%3Ftab%3Dassinatura',
    );
  });

  it('keeps the plain path when there is nothing to remember', () => {
    expect(withRedirect('/login', DEFAULT_SIGNED_IN_TARGET)).toBe('/login');
  });
});
