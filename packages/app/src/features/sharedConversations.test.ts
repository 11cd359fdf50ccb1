import { sharedConversationPath } from '@sppock/sdk';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createAppRoutes, SHARED_CONVERSATION_ROUTE } from '../routes';
import { stubScreens } from '../testing';
import { sharedConversationScreens } from './sharedConversations';

describe('shared conversation route', () => {
  it('a link from sharedConversationPath opens the public page, outside the signed-in guard', () => {
    const routes: RouteObject[] = createAppRoutes({
      ...stubScreens,
      features: { ...stubScreens.features, ...sharedConversationScreens },
    });
    const matches = matchRoutes(
      routes,
      sharedConversationPath('Zq3r8VtK1mXw9Lp2Hs7Yd4Nc6Bf0Ja5Ge8Ru2Tk7Qo4'),
    );
    const leaf = matches?.at(-1);
    expect(leaf?.route.path).toBe(SHARED_CONVERSATION_ROUTE);
    expect(leaf?.params.token).toBe('Zq3r8VtK1mXw9Lp2Hs7Yd4Nc6Bf0Ja5Ge8Ru2Tk7Qo4');
    expect(leaf?.route.handle).toMatchObject({ title: 'Conversa compartilhada' });
    // Its page's code loads ahead when a signed-in person opens the link (routes.tsx preloadRoutes).
    expect(typeof leaf?.route.handle?.preload).toBe('function');
    // Its parent is the public group (the one that holds '/'), not the signed-in area.
    const parent = matches?.at(-2)?.route;
    expect(parent?.children?.some((route) => route.path === '/')).toBe(true);
    expect(parent?.children?.some((route) => route.path === '/dashboard')).toBe(false);
  });
});
