// The agent registry: the twelve agents of spec 2 §1, one module each, and the calls the rest of
// the server makes on them (metadata, forms, system prompts, offline answers).
import { SPECIALIST_AGENTS } from '@sppock/sdk/domain';
import { brainstorm } from './agents/brainstorm.ts';
import { createCommander } from './agents/chatsppock.ts';
import { competition } from './agents/competition.ts';
import { contentGenerator } from './agents/content_generator.ts';
import { contentIdeas } from './agents/content_ideas.ts';
import { dataBuilder } from './agents/data_builder.ts';
import { emailWriter } from './agents/email_writer.ts';
import { funilVendas } from './agents/funil_vendas.ts';
import { leadBuilder } from './agents/lead_builder.ts';
import { leadFinder } from './agents/lead_finder.ts';
import { meeting } from './agents/meeting.ts';
import { supplierFinder } from './agents/supplier_finder.ts';
import { FORM_MESSAGES, formValuesToPrompt, validateFormValues } from './forms.ts';
import { profilePromptBlock, type SearchAvailability, searchUnavailableBlock } from './prompts.ts';
import type {
  AgentDefinition,
  AgentMetadata,
  AgentProfile,
  AgentType,
  FormValidation,
  FormValues,
  OfflineInput,
} from './types.ts';

export { FORM_MESSAGES } from './forms.ts';
export { OFFLINE_NOTE } from './offline.ts';
export { agentProfileOf, type ProfileSource, type SearchAvailability } from './prompts.ts';
export type * from './types.ts';

/** Each specialist's module by its agent type. */
const SPECIALIST_MODULES: Readonly<Record<Exclude<AgentType, 'chatsppock'>, AgentDefinition>> = {
  brainstorm,
  content_generator: contentGenerator,
  email_writer: emailWriter,
  content_ideas: contentIdeas,
  competition,
  lead_finder: leadFinder,
  lead_builder: leadBuilder,
  meeting,
  funil_vendas: funilVendas,
  supplier_finder: supplierFinder,
  data_builder: dataBuilder,
};

/** The specialists in the catalogue's order (the SDK's; the order the metadata call lists them). */
const SPECIALISTS: readonly AgentDefinition[] = SPECIALIST_AGENTS.map((type) => {
  const agent = (SPECIALIST_MODULES as Partial<Record<AgentType, AgentDefinition>>)[type];
  if (!agent) {
    throw new Error(`Agente do catálogo sem módulo no registro: ${type}`);
  }
  return agent;
});

/** The Commander first, then the specialists. */
export const AGENTS: readonly AgentDefinition[] = [createCommander(() => SPECIALISTS), ...SPECIALISTS];

const BY_TYPE = new Map<AgentType, AgentDefinition>(AGENTS.map((agent) => [agent.type, agent]));

export function agentDefinition(type: AgentType): AgentDefinition {
  const agent = BY_TYPE.get(type);
  if (!agent) {
    throw new Error(`Agente fora do registro: ${type}`);
  }
  return agent;
}

function metadataOf(agent: AgentDefinition): AgentMetadata {
  return agent.form ? { ...agent.metadata, form: { fields: [...agent.form.fields] } } : { ...agent.metadata };
}

/** Every agent's metadata as `GET /api/agents/chatsppock/metadata/` serves it (forms included). */
export const AGENT_METADATA: readonly AgentMetadata[] = AGENTS.map(metadataOf);

const METADATA_BY_TYPE = new Map<AgentType, AgentMetadata>(
  AGENT_METADATA.map((item) => [item.agent_type, item]),
);

export function agentMetadata(type: AgentType): AgentMetadata {
  const metadata = METADATA_BY_TYPE.get(type);
  if (!metadata) {
    throw new Error(`Agente fora do registro: ${type}`);
  }
  return metadata;
}

/** The agents that show 'Este agente usa formulário especializado' instead of the input (spec 2 §2). */
export const FORM_AGENTS: readonly AgentType[] = AGENTS.filter((agent) => agent.form).map(
  (agent) => agent.type,
);

export function isFormAgent(type: AgentType): boolean {
  return agentDefinition(type).form !== undefined;
}

/** Checks a form's values (pt-BR errors per field); a non-form agent refuses any form. */
export function validateForm(type: AgentType, values: unknown): FormValidation {
  const { form } = agentDefinition(type);
  if (!form) {
    return { ok: false, errors: [{ field: 'form', message: FORM_MESSAGES.notAFormAgent }] };
  }
  return validateFormValues(form, values);
}

/** The user message built from validated form values (what the model and the history see). */
export function formToPrompt(type: AgentType, values: FormValues): string {
  const { form } = agentDefinition(type);
  if (!form) {
    throw new Error(`O agente ${type} não usa formulário.`);
  }
  return formValuesToPrompt(form, values);
}

export interface SystemPromptOptions {
  /**
   * Whether this answer has web search results (issue 20: search only on plans whose
   * `search_tool` allows it). For a search agent without them, the prompt says why, so the model
   * says so plainly instead of listing companies from memory. Default: no note added.
   */
  search?: SearchAvailability;
}

/**
 * The agent's system prompt, with the user's profile appended when it holds anything and, for a
 * search agent, a note when search is unavailable.
 */
export function systemPromptFor(
  type: AgentType,
  profile?: AgentProfile,
  options: SystemPromptOptions = {},
): string {
  const agent = agentDefinition(type);
  const blocks = [agent.systemPrompt, profilePromptBlock(profile)];
  if (agent.capabilities.usesWebSearch && options.search && options.search !== 'available') {
    blocks.push(searchUnavailableBlock(options.search));
  }
  return blocks.filter((block): block is string => Boolean(block)).join('\n\n');
}

/** The offline provider's answer for an agent (Markdown, deterministic, ends with the offline note). */
export function offlineAnswer(type: AgentType, input: OfflineInput): string {
  return agentDefinition(type).offlineAnswer(input);
}
