import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createAppRoutes, INVITATION_PATH } from '../routes';
import { stubScreens } from '../testing';
import { teamScreens } from './teams';

/** The chain of route objects from the root down to `path`, or null. */
function chainTo(routes: RouteObject[], path: string, chain: RouteObject[] = []): RouteObject[] | null {
  for (const route of routes) {
    if (route.path === path) {
      return [...chain, route];
    }
    const found = chainTo(route.children ?? [], path, [...chain, route]);
    if (found) {
      return found;
    }
  }
  return null;
}

describe('team invitation route', () => {
  it('/convite/:token has a screen and is open to visitors (outside the signed-in guard)', () => {
    expect(Object.keys(teamScreens)).toEqual([INVITATION_PATH]);
    const routes = createAppRoutes({ ...stubScreens, features: { ...stubScreens.features, ...teamScreens } });
    const chain = chainTo(routes, INVITATION_PATH);
    expect(chain).not.toBeNull();
    expect(chain?.at(-1)?.handle).toMatchObject({ title: 'Convite para a equipe' });
    // Its page's code loads ahead when a signed-in person opens the link (routes.tsx preloadRoutes).
    expect(typeof chain?.at(-1)?.handle?.preload).toBe('function');
    // Its parent is the public group (the one that holds '/'), not the signed-in area.
    const parent = chain?.at(-2);
    expect(parent?.children?.some((route) => route.path === '/')).toBe(true);
    expect(parent?.children?.some((route) => route.path === '/dashboard')).toBe(false);
  });

  it('without the screen, the address is not routed', () => {
    expect(chainTo(createAppRoutes(stubScreens), INVITATION_PATH)).toBeNull();
  });
});
