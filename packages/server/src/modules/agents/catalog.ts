// The agent catalogue (spec 2 §1, §3, §9; spec 1 §6 "Plans gate agents") as its readers use it:
// metadata, agent apps, access per plan, conversation labels, activity copy. The facts live in
// the registry (one module per agent); this file answers the catalogue's questions from it.
import { cheapestPlan } from '@sppock/sdk/domain';
import type { ActivityIcon } from '../accounts/activities/activities.ts';
import {
  AGENT_METADATA,
  AGENTS,
  type AgentMetadata,
  type AgentType,
  type PlanType,
} from './registry/index.ts';

export type { AgentMetadata, AgentType, PlanType };

/** The Commander: the single entry point (the spec's `commander_slug`). */
export const COMMANDER: AgentType = 'chatsppock';

/** The twelve agents as `GET /api/agents/chatsppock/metadata/` serves them, forms included. */
export const AGENT_CATALOG: readonly AgentMetadata[] = AGENT_METADATA;

const BY_TYPE = new Map<AgentType, AgentMetadata>(AGENT_CATALOG.map((agent) => [agent.agent_type, agent]));

export function agentOf(type: AgentType): AgentMetadata {
  const agent = BY_TYPE.get(type);
  if (!agent) {
    throw new Error(`Agente fora do catálogo: ${type}`);
  }
  return agent;
}

/** The display name (spec 2 §1), e.g. 'Concorrência'. */
export function agentName(type: AgentType): string {
  return agentOf(type).name;
}

/** The display name of a stored agent type; one no longer in the catalogue shows as stored. */
export function storedAgentName(type: string): string {
  const agent = BY_TYPE.get(type as AgentType);
  return agent ? agent.name : type;
}

/** The cheapest plan that gives access to the agent (shown with a lock on the others). */
export function requiredPlan(type: AgentType): PlanType {
  return cheapestPlan(agentOf(type).plans) ?? 'enterprise';
}

export function canAccess(plan: PlanType, type: AgentType): boolean {
  return agentOf(type).plans.includes(plan);
}

/**
 * The activity an agent's answer leaves in the log: texts and e-mails delivered (send) and
 * analyses completed (check-circle). General Commander answers leave none beyond the
 * conversation itself, so the panel is not filled with every chat reply.
 */
export const AGENT_RESULT_ACTIVITY: Record<AgentType, { title: string; icon: ActivityIcon } | null> =
  Object.fromEntries(AGENTS.map((agent) => [agent.type, agent.resultActivity])) as Record<
    AgentType,
    { title: string; icon: ActivityIcon } | null
  >;
