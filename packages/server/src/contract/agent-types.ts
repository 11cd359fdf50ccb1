// The agent types the contract names (`AgentType`, spec 2 §1), as a list the server reads at run
// time (the model layer checks `LLM_AGENT_<AGENTE>` against it). The record's keys are checked
// against the contract's enum: an agent added to or removed from the contract fails to compile
// here, so the list cannot drift. The agents themselves live in modules/agents/registry.
import type { components } from './generated.ts';

export type AgentType = components['schemas']['AgentType'];

const CONTRACT_AGENT_TYPES = {
  chatsppock: true,
  brainstorm: true,
  content_generator: true,
  email_writer: true,
  content_ideas: true,
  competition: true,
  lead_finder: true,
  lead_builder: true,
  meeting: true,
  funil_vendas: true,
  supplier_finder: true,
  data_builder: true,
} as const satisfies Record<AgentType, true>;

/** Every agent type of the contract, in its order. */
export const AGENT_TYPES = Object.keys(CONTRACT_AGENT_TYPES) as AgentType[];
