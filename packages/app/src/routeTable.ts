// The route table of spec 2 §2 and spec 1 §2, as data: which paths exist, who may open them and
// which of them already have a screen. The router (routes.tsx) and the sidebar's list of
// available entries are both built from this one module.

import {
  ASSESSMENT_PATH,
  COMMANDER_PATH,
  CUSTOM_AGENTS_PATH,
  DASHBOARD_PATH,
  HOME_PATH,
  IGTA_PATH,
  LOGIN_PATH,
  MBTI_PATH,
  NOTIFICATION_SETTINGS_PATH,
  PRICING_PATH,
  PROFILE_PATH,
  QUEUE_MANAGER_PATH,
  RODA_DA_VIDA_PATH,
  SPECIALIST_AGENTS,
  type SpecialistAgent,
  SUPPORT_PATH,
  SUPPORT_QUEUE_PATH,
  TUTORIALS_PATH,
} from '@sppock/sdk';

/** The Commander's chat route (the SDK owns it): the default target after signing in (spec 2 §2). */
/** Where a signed-in user goes when a route is closed to them (spec 2 §2). */
export { COMMANDER_PATH, DASHBOARD_PATH, HOME_PATH, LOGIN_PATH };

/** Screens of this issue that need a signed-in user. */
export const ACCOUNT_PATHS = [
  DASHBOARD_PATH,
  PROFILE_PATH,
  NOTIFICATION_SETTINGS_PATH,
  PRICING_PATH,
] as const;

/** The parts of the product whose screens come with later issues. */
export type UpcomingFeature = 'chat' | 'customAgents' | 'assessment' | 'support' | 'tutorials' | 'console';

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

/**
 * One chat route per specialised agent (issue 12). The scheme follows the Commander's own address
 * in spec 2 §2, /agents/chatsppock: /agents/{agent_type}, each opening the chat with that agent.
 */
export const CHAT_AGENT_ROUTES: ReadonlyArray<{
  path: `/agents/${SpecialistAgent}`;
  agent: SpecialistAgent;
}> = SPECIALIST_AGENTS.map((agent) => ({ path: `/agents/${agent}`, agent }));

/**
 * The Enterprise team's custom agents (issue 21): the manager, and each agent's chat at
 * /agents/{its id} (a `cag_…` id, never an agent_type; the static routes above rank first).
 */
export { CUSTOM_AGENTS_PATH };
export const CUSTOM_AGENT_CHAT_PATH = '/agents/:customAgentId';

/** Routes of later issues (spec 2 §2), one line each. */
export const FEATURE_ROUTES: ReadonlyArray<FeatureRoute> = [
  { path: '/chat-free', feature: 'chat', access: 'user', landed: true },
  { path: '/chat-pro', feature: 'chat', access: 'user', landed: true },
  { path: '/chat-enterprise', feature: 'chat', access: 'user', landed: true },
  { path: '/chat-llm', feature: 'chat', access: 'user', landed: true },
  { path: COMMANDER_PATH, feature: 'chat', access: 'user', landed: true },
  { path: '/chat/chatsppock', feature: 'chat', access: 'user', landed: true },
  ...CHAT_AGENT_ROUTES.map(({ path }) => ({
    path,
    feature: 'chat' as const,
    access: 'user' as const,
    landed: true,
  })),
  { path: CUSTOM_AGENTS_PATH, feature: 'customAgents', access: 'user', landed: true },
  { path: CUSTOM_AGENT_CHAT_PATH, feature: 'customAgents', access: 'user', landed: true },
  { path: ASSESSMENT_PATH, feature: 'assessment', access: 'user', landed: true },
  { path: RODA_DA_VIDA_PATH, feature: 'assessment', access: 'user', landed: true },
  { path: MBTI_PATH, feature: 'assessment', access: 'user', landed: true },
  { path: IGTA_PATH, feature: 'assessment', access: 'user', landed: true },
  { path: SUPPORT_PATH, feature: 'support', access: 'user', landed: true },
  // The operators' support queue (an extension: the spec shows no operator side).
  { path: SUPPORT_QUEUE_PATH, feature: 'support', access: 'superuser', landed: true },
  { path: TUTORIALS_PATH, feature: 'tutorials', access: 'user', landed: true },
  { path: QUEUE_MANAGER_PATH, feature: 'console', access: 'superuser', landed: true },
];

/** Old addresses that still work (spec 1 §2, spec 2 §2). */
export const REDIRECTS: ReadonlyArray<{ from: string; to: string }> = [
  { from: '/upgrade', to: PRICING_PATH },
  { from: '/assessment-sppock', to: ASSESSMENT_PATH },
];

/**
 * The in-app paths that open a real screen right now — what the shell's sidebar and header may
 * link to. Everything else in the route table is shown as 'Em breve'.
 */
export function availableRoutes(table: ReadonlyArray<FeatureRoute> = FEATURE_ROUTES): string[] {
  return [...ACCOUNT_PATHS, ...table.filter((route) => route.landed).map((route) => route.path)];
}
