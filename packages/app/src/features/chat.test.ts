import { describe, expect, it } from 'vitest';
import { availableRoutes, CHAT_AGENT_ROUTES, COMMANDER_PATH, FEATURE_ROUTES } from '../routeTable';
import { chatScreens } from './chat';

describe('chat routes', () => {
  it('every chat address of spec 2 §2 and every agent route has a screen, and has landed', () => {
    const chatRoutes = FEATURE_ROUTES.filter((route) => route.feature === 'chat');
    expect(chatRoutes.map((route) => route.path).sort()).toEqual(Object.keys(chatScreens).sort());
    expect(chatRoutes.every((route) => route.landed && route.access === 'user')).toBe(true);
    for (const path of [
      '/chat-free',
      '/chat-pro',
      '/chat-enterprise',
      '/chat-llm',
      '/chat/chatsppock',
      COMMANDER_PATH,
    ]) {
      expect(chatScreens[path]).toBeDefined();
    }
  });

  it('one route per agent, /agents/{agent_type}, none for the Commander twice', () => {
    expect(CHAT_AGENT_ROUTES.map((route) => route.path)).toEqual(
      CHAT_AGENT_ROUTES.map((route) => `/agents/${route.agent}`),
    );
    expect(CHAT_AGENT_ROUTES).toHaveLength(11);
    expect(CHAT_AGENT_ROUTES.some((route) => route.agent === ('chatsppock' as string))).toBe(false);
  });

  it("the sidebar's Commander entry and the account's conversation links are live", () => {
    expect(availableRoutes()).toContain(COMMANDER_PATH);
  });
});
