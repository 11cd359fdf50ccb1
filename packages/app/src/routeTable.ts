// The route table of spec 2 §2 and spec 1 §2, as data: which paths exist, who may open them and
// which of them already have a screen. The router (routes.tsx) and the sidebar's list of
// available entries are both built from this one module.

import { COMMANDER_PATH } from '@sppock/sdk';

/** The Commander's chat route (the SDK owns it): the default target after signing in (spec 2 §2). */
export { COMMANDER_PATH };
/** Where a signed-in user goes when a route is closed to them (spec 2 §2). */
export const DASHBOARD_PATH = '/dashboard';
export const LOGIN_PATH = '/login';
export const HOME_PATH = '/';

/** Screens of this issue that need a signed-in user. */
export const ACCOUNT_PATHS = ['/dashboard', '/profile', '/profile/notifications', '/pricing'] as const;

/** The parts of the product whose screens come with later issues. */
export type UpcomingFeature = 'chat' | 'assessment' | 'support' | 'tutorials' | 'console';

/** Who may open a route. */
export type RouteAccess = 'user' | 'superuser';

export interface FeatureRoute {
  path: string;
  feature: UpcomingFeature;
  access: RouteAccess;
  /**
   * Whether the feature's screen has landed. Until it has, the route is guarded like the rest,
   * redirects to /dashboard, and the sidebar shows its entry as 'Em breve'. The issue that brings
   * the screen flips this line and adds the screen in `screens.tsx`.
   */
  landed: boolean;
}

/** Routes of later issues (spec 2 §2), one line each. */
export const FEATURE_ROUTES: ReadonlyArray<FeatureRoute> = [
  { path: '/chat-free', feature: 'chat', access: 'user', landed: false },
  { path: '/chat-pro', feature: 'chat', access: 'user', landed: false },
  { path: '/chat-enterprise', feature: 'chat', access: 'user', landed: false },
  { path: '/chat-llm', feature: 'chat', access: 'user', landed: false },
  { path: COMMANDER_PATH, feature: 'chat', access: 'user', landed: false },
  { path: '/chat/chatsppock', feature: 'chat', access: 'user', landed: false },
  { path: '/assessment', feature: 'assessment', access: 'user', landed: false },
  { path: '/assessment/rodavida', feature: 'assessment', access: 'user', landed: false },
  { path: '/assessment/mbti', feature: 'assessment', access: 'user', landed: false },
  { path: '/assessment/igta', feature: 'assessment', access: 'user', landed: false },
  { path: '/support', feature: 'support', access: 'user', landed: false },
  { path: '/tutoriais', feature: 'tutorials', access: 'user', landed: false },
  { path: '/admin/queue-manager', feature: 'console', access: 'superuser', landed: false },
];

/** Old addresses that still work (spec 1 §2, spec 2 §2). */
export const REDIRECTS: ReadonlyArray<{ from: string; to: string }> = [
  { from: '/upgrade', to: '/pricing' },
  { from: '/assessment-sppock', to: '/assessment' },
];

/**
 * The in-app paths that open a real screen right now — what the shell's sidebar and header may
 * link to. Everything else in the route table is shown as 'Em breve'.
 */
export function availableRoutes(table: ReadonlyArray<FeatureRoute> = FEATURE_ROUTES): string[] {
  return [...ACCOUNT_PATHS, ...table.filter((route) => route.landed).map((route) => route.path)];
}
