// The Commander — the one chat that routes each request to a specialised agent (spec 2 §1).
// Its agent id and its route are facts every package needs: the SDK's usage and chat hooks, the
// UI's sidebar and sign-in redirects, the app's route table, the server's catalogue.
import type { components } from '../generated/openapi';

/** The Commander's agent type (the spec's `commander_slug`). */
export const COMMANDER_AGENT = 'chatsppock' as const satisfies components['schemas']['AgentType'];

/** The Commander's screen, where a signed-in user lands (spec 1 §2). */
export const COMMANDER_PATH = `/agents/${COMMANDER_AGENT}` as const;
