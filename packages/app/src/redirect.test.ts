import { describe, expect, it } from 'vitest';
import { afterSignInTarget, loginPathFor, safeInAppPath } from './redirect';
import { availableRoutes, FEATURE_ROUTES } from './routeTable';

describe('safeInAppPath', () => {
  it('keeps in-app paths with their query and hash', () => {
    expect(safeInAppPath('/profile?tab=seguranca#senha')).toBe('/profile?tab=seguranca#senha');
  });

  it.each([
    'https://golpe.example/',
    '//golpe.example',
    '/\\golpe.example',
    'javascript:alert(1)',
    'profile',
    '/pro\nfile',
    '',
    null,
  ])('refuses %j', (value) => {
    expect(safeInAppPath(value)).toBeNull();
  });
});

describe('afterSignInTarget', () => {
  it('is the remembered origin', () => {
    expect(afterSignInTarget('?redirect=%2Fpricing%3Fplan%3Denterprise')).toBe('/pricing?plan=enterprise');
  });

  it('is the Commander without an origin, with a foreign one or with another auth page', () => {
    expect(afterSignInTarget('')).toBe('/agents/chatsppock');
    expect(afterSignInTarget('?redirect=https%3A%2F%2Fgolpe.example')).toBe('/agents/chatsppock');
    expect(afterSignInTarget('?redirect=%2Flogin%3Fredirect%3D%252Fprofile')).toBe('/agents/chatsppock');
  });
});

describe('loginPathFor', () => {
  it('carries the origin', () => {
    expect(loginPathFor('/profile?tab=uso')).toBe('/login?redirect=%2Fprofile%3Ftab%3Duso');
  });

  it('is plain /login from home or from the auth pages', () => {
    expect(loginPathFor('/')).toBe('/login');
    expect(loginPathFor('/register?redirect=%2Fprofile')).toBe('/login');
    expect(loginPathFor(null)).toBe('/login');
  });
});

describe('availableRoutes', () => {
  it('lists the account screens and only the features that have landed', () => {
    // Every feature of the route table has landed.
    expect(availableRoutes()).toEqual(
      expect.arrayContaining([
        '/dashboard',
        '/profile',
        '/agents/chatsppock',
        '/support',
        '/admin/queue-manager',
      ]),
    );
    expect(availableRoutes()).toHaveLength(4 + FEATURE_ROUTES.length);
    const withChat = FEATURE_ROUTES.map((route) => ({ ...route, landed: route.feature === 'chat' }));
    expect(availableRoutes(withChat)).toContain('/agents/chatsppock');
    expect(availableRoutes(withChat)).not.toContain('/support');
  });
});
