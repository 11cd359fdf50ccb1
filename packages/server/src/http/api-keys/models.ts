// What a key may reach (issue 30): the Commander, each agent of the owner's plan and the team's
// custom agents — one list for `GET /v1/models` and the MCP tools, and one reading of a model id.
import {
  AGENT_CATALOG,
  type AgentMetadata,
  type AgentType,
  COMMANDER,
} from '../../modules/agents/catalog.ts';
import {
  type CustomAgentRow,
  isFail,
  type TeamAccess,
  teamAccess,
} from '../../modules/custom-agents/access.ts';
import { usableAgents } from '../../modules/custom-agents/agents.ts';
import { userPlan } from '../../modules/payer/payer.ts';
import type { Services } from '../../services.ts';

export const COMMANDER_MODEL = 'sppock-commander';
const AGENT_MODEL_PREFIX = 'sppock-';
const CUSTOM_MODEL_PREFIX = 'sppock-custom-';

export type Reachable =
  | { kind: 'agent'; model: string; agent: AgentType; metadata: AgentMetadata }
  | { kind: 'custom'; model: string; row: CustomAgentRow; access: TeamAccess };

export function modelIdOf(agent: AgentType): string {
  return agent === COMMANDER ? COMMANDER_MODEL : `${AGENT_MODEL_PREFIX}${agent}`;
}

/** Everything the key's owner may use now, the Commander first. */
export async function reachableAgents(services: Services, userId: number): Promise<Reachable[]> {
  const plan = await userPlan(services, userId);
  const agents: Reachable[] = AGENT_CATALOG.filter(
    (metadata) => metadata.plans.includes(plan) && (metadata.agent_type === COMMANDER || !metadata.hidden),
  )
    .sort((a, b) => Number(b.agent_type === COMMANDER) - Number(a.agent_type === COMMANDER))
    .map((metadata) => ({
      kind: 'agent',
      model: modelIdOf(metadata.agent_type),
      agent: metadata.agent_type,
      metadata,
    }));
  const access = await teamAccess(services, userId);
  if (isFail(access)) {
    return agents;
  }
  const custom = await usableAgents(services, access);
  return [
    ...agents,
    ...custom.map(
      (row): Reachable => ({ kind: 'custom', model: `${CUSTOM_MODEL_PREFIX}${row.id}`, row, access }),
    ),
  ];
}

/** The agent a model id names, when the owner may use it. */
export async function reachableByModel(
  services: Services,
  userId: number,
  model: string,
): Promise<Reachable | undefined> {
  return (await reachableAgents(services, userId)).find((reachable) => reachable.model === model);
}
