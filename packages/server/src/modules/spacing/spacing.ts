// Minimum spacing between messages of one sender to one agent (spec 2 §9; issue 10 "Metering,
// limits, spacing"), counted in the shared rate limiter (Redis when configured, so the spacing
// holds across API nodes). Every chat keeps it: the Commander and its agents, a team's custom
// agents, a partner site's visitor (counted per visitor, not per site owner).
import { messageSpacingMs } from '@sppock/sdk/domain';
import type { AgentType } from '../../contract/agent-types.ts';
import type { Services } from '../../services.ts';

/** The refusal of a send that came before the spacing (a 429 with its wait). */
export const SPACING_MESSAGE = 'Aguarde alguns segundos antes de enviar outra mensagem.';

/** What the spacing is counted per: an agent of the catalogue, or a custom agent (`custom:<id>`). */
export type SpacedAgent = AgentType | `custom:${string}`;

/** Minimum spacing between messages of one user to one agent (spec 2 §9); custom agents as the others. */
export function spacingMs(agent: SpacedAgent): number {
  return messageSpacingMs(agent);
}

/**
 * Counts a send in the user's window for the agent; returns how long to wait when the previous
 * send was less than the spacing ago, else null.
 */
export async function spacingWait(
  services: Services,
  /** The user, or a partner site's visitor writing in the owner's name. */
  subject: number | string,
  agent: SpacedAgent,
): Promise<number | null> {
  const window = await services.limiter.hit(`chat:spacing:${subject}:${agent}`, spacingMs(agent));
  return window.count > 1 ? Math.max(1, window.resetInMs) : null;
}
