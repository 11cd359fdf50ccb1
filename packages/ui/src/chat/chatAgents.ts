// Facts about the agents the chat screen needs, read from the catalogue (spec 2 §1–§3, §9).
import {
  AGENT_NAMES,
  type AgentMetadata,
  COMMANDER_AGENT,
  cheapestPlan,
  FORM_AGENT_TYPES,
  messageSpacingMs,
  type PlanType,
  planLabel,
} from '@sppock/sdk';

export type AgentType = AgentMetadata['agent_type'];

/** Statuses counted as active (spec 2 §3). */
export const ACTIVE_STATUSES: ReadonlySet<string> = new Set([
  'Ativo (Legado)',
  'ativo',
  'nova_versao',
  'novo',
]);

/** The six agents that use a specialised form instead of the message box (spec 2 §2). */
export const FORM_AGENTS: ReadonlySet<AgentType> = new Set<AgentType>(FORM_AGENT_TYPES);

/** The chat's route of an agent: the Commander's is /agents/chatsppock, the others' /agents/{agent_type}. */
export function agentPath(agent: AgentType): string {
  return `/agents/${agent}`;
}

/** The custom agents' routes (issue 21) are the SDK's, beside the Commander's. */
export { CUSTOM_AGENTS_PATH, customAgentPath, isCustomAgentId } from '@sppock/sdk';

/** The active agents of the list (spec 2 §3): not the Commander, not hidden, with an active status. */
export function activeAgents(agents: readonly AgentMetadata[] | undefined): AgentMetadata[] {
  return (agents ?? []).filter(
    (agent) => agent.agent_type !== COMMANDER_AGENT && !agent.hidden && ACTIVE_STATUSES.has(agent.status),
  );
}

/** Whether an agent shows its form instead of the message box. */
export function isFormAgent(agent: AgentType, metadata?: AgentMetadata): boolean {
  return FORM_AGENTS.has(agent) || Boolean(metadata?.form);
}

/** Whether the user's plan includes the agent; unknown plan or agent: true (the server decides). */
export function agentAllowed(agent: AgentMetadata | undefined, plan: PlanType | undefined): boolean {
  return !agent || !plan || agent.plans.includes(plan);
}

/** The label of the cheapest plan that unlocks the agent ('Pro', 'Enterprise'). */
export function unlockingPlan(agent: AgentMetadata): 'Free' | 'Pro' | 'Enterprise' {
  return planLabel(cheapestPlan(agent.plans) ?? 'enterprise');
}

/** Minimum spacing between two messages (spec 2 §9): 3000 ms for the Commander, 2000 ms for the others. */
export function spacingMs(agent: AgentType): number {
  return messageSpacingMs(agent);
}

/**
 * What the answer's placeholder says while waiting (spec 2 §2 "Waiting state", §9): the loading
 * text and estimated time of the agent that answers — the routed one, once the Commander has
 * decided — and, when the answer runs as a long job (its progress arrived), the duration of the
 * whole task instead (LeadFinder '3-7 minutos', DataBuilder '3-8 minutos').
 */
export function waitingCopy(
  agents: readonly AgentMetadata[] | undefined,
  answering: string,
  longRun: boolean,
): { loadingText: string | undefined; estimatedTime: string | undefined } {
  const metadata = agents?.find((entry) => entry.agent_type === answering);
  return {
    loadingText: metadata?.loading_text,
    estimatedTime: (longRun ? metadata?.estimated_duration : undefined) ?? metadata?.estimated_time,
  };
}

/** Display name of an agent: the catalogue's, else the spec's fallback names (spec 2 §1). */
export function agentName(agent: string, agents: readonly AgentMetadata[] | undefined): string {
  return agents?.find((entry) => entry.agent_type === agent)?.name ?? FALLBACK_NAMES[agent] ?? agent;
}

const FALLBACK_NAMES: Readonly<Record<string, string>> = AGENT_NAMES;
