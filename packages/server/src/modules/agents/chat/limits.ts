// What the chat checks on send (spec 1 §3, §9; spec 2 §9; issue 10 "Metering, limits, spacing"):
// the agent's place in the plan, here; the plan's limits, whose owner is payer/plan-state.ts; and
// the spacing between messages, whose owner is spacing/. The chat reads all three from here.
import type { PlanType } from '../../payments/plans.ts';
import { type AgentType, agentName, COMMANDER, canAccess, requiredPlan } from '../catalog.ts';
import { CHAT_MESSAGES as M } from './messages.ts';

export {
  cycleUsage,
  limitRefusal,
  type PlanState,
  planState,
  startWithinConversationLimit,
  tokenCeiling,
} from '../../payer/plan-state.ts';
export { type SpacedAgent, spacingMs, spacingWait } from '../../spacing/spacing.ts';

/**
 * The refusal of an agent the plan does not include, naming the plan that unlocks it; null when
 * it does (the Commander is in every plan). Every chat call on the agent but deleting one's own
 * conversation gets it, so a conversation with an agent outside the plan is neither opened nor read.
 */
export function agentRefusal(plan: PlanType, agent: AgentType): string | null {
  return agent === COMMANDER || canAccess(plan, agent)
    ? null
    : M.agentNotInPlan(agentName(agent), requiredPlan(agent));
}
