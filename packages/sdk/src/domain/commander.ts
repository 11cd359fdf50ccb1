// The Commander — the one chat that routes each request to a specialised agent (spec 2 §1).
// Its agent id and its route are facts every package needs: the SDK's usage and chat hooks, the
// UI's sidebar and sign-in redirects, the app's route table, the server's catalogue.
import type { components } from '../generated/openapi';

/** The Commander's agent type (the spec's `commander_slug`). */
export const COMMANDER_AGENT = 'chatsppock' as const satisfies components['schemas']['AgentType'];

/** The Commander's screen, where a signed-in user lands (spec 1 §2). */
export const COMMANDER_PATH = `/agents/${COMMANDER_AGENT}` as const;

/** The manager of an Enterprise team's custom agents (issue 21). */
export const CUSTOM_AGENTS_PATH = '/agents/personalizados' as const;

/**
 * The chat of a team's custom agent (issue 21): /agents/{its id}. The ids (`cag_…`) never collide
 * with an agent_type or with {@link CUSTOM_AGENTS_PATH}, so all of them live under /agents.
 */
export function customAgentPath(id: string): string {
  return `/agents/${id}`;
}

/** Whether a path segment under /agents is a custom agent's id (`cag_` and Base64url). */
export function isCustomAgentId(segment: string): boolean {
  return /^cag_[A-Za-z0-9_-]+$/.test(segment);
}
