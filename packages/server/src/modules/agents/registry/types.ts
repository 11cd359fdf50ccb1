// The shape every agent module exports. One module per agent (spec 2 §1) holds what the product
// shows about the agent (served by `GET /api/agents/{agent}/metadata/`), what a model is told
// (system prompt), what the agent may do (web search, long jobs) and the honest offline answer.
import type { components } from '../../../contract/generated.ts';
import type { ActivityIcon } from '../../accounts/activities/activities.ts';
import type { CompanyFacts } from '../companies/facts.ts';

export type AgentType = components['schemas']['AgentType'];
export type PlanType = components['schemas']['PlanType'];
/** The metadata item as the contract serves it (form included for the form agents). */
export type AgentMetadata = components['schemas']['AgentMetadata'];
export type AgentForm = components['schemas']['AgentForm'];
export type AgentFormField = components['schemas']['AgentFormField'];
export type AgentFormFieldType = components['schemas']['AgentFormFieldType'];

/** A validated form value: trimmed text, a number, or the chosen options (multiselect). */
export type FormValue = string | number | string[];
/** Validated form values by field name; optional fields left blank are absent. */
export type FormValues = Readonly<Record<string, FormValue>>;

/** One pt-BR error of a form field, e.g. `{ field: 'product', message: 'Informe Produto ou serviço.' }`. */
export interface FormFieldError {
  field: string;
  message: string;
}

export type FormValidation = { ok: true; values: FormValues } | { ok: false; errors: FormFieldError[] };

/**
 * The user's profile as the agents see it (issue 20): only the fields the user filled in. Every
 * field is optional; blank ones are left out by `agentProfileOf`.
 */
export interface AgentProfile {
  /** First and last name, e.g. 'Marina Souza'. */
  name?: string;
  company?: string;
  position?: string;
  industry?: string;
  city?: string;
}

/** One earlier turn of the session, oldest first. */
export interface AgentTurn {
  role: 'user' | 'assistant';
  content: string;
}

/** What the offline provider answers from: the request and nothing else. */
export interface OfflineInput {
  /** The user's message (for form agents, the text `formToPrompt` built, or what the user typed). */
  message: string;
  /** The validated form values (form agents only). */
  form?: FormValues;
  profile?: AgentProfile;
  /** Earlier turns of the session, oldest first (may be empty). */
  history: readonly AgentTurn[];
  /**
   * The Commander only: the agent the router chose for this message; `requiredPlan` is set when
   * the user's plan does not include it (the answer then names the plan that unlocks it).
   */
  suggestion?: { agent: AgentType; requiredPlan?: PlanType };
  /** The lead and supplier agents: the CNPJs and CNAE codes the request names (issue 31 §4). */
  companies?: CompanyFacts;
}

/** What an agent may do beyond answering from the conversation. */
export interface AgentCapabilities {
  /** Needs a web search provider to do its job (competitors, leads, suppliers, data). */
  usesWebSearch: boolean;
  /** A full task takes minutes (spec 2 §9 second reading: LeadFinder 3-7, DataBuilder 3-8). */
  longRunning: boolean;
}

/** A form agent's form: the fields served in the metadata and how the values become a request. */
export interface AgentFormDefinition {
  fields: readonly AgentFormField[];
  /** The first line of the user message `formToPrompt` builds, e.g. 'Escreva um e-mail com estes dados:'. */
  instruction: string;
}

/** The metadata an agent module declares; `form` is added from `AgentDefinition.form`. */
export type AgentMetadataBase = Omit<AgentMetadata, 'form'>;

/** Everything the product knows about one agent. */
export interface AgentDefinition {
  type: AgentType;
  metadata: AgentMetadataBase;
  /** Only the form agents (supplier_finder, meeting, funil_vendas, content_ideas, content_generator, email_writer). */
  form?: AgentFormDefinition;
  /** The system prompt (pt-BR): role, rules, output shape in Markdown headings. */
  systemPrompt: string;
  capabilities: AgentCapabilities;
  /** One pt-BR sentence: what this agent does without a model (the Commander's offline answer lists them). */
  offlineScope: string;
  /**
   * The offline provider's answer (Markdown), deterministic: the same input gives the same text.
   * Does for real what needs no model (templates filled from the request), says what is missing
   * otherwise, never invents companies, people or figures, and ends with `OFFLINE_NOTE`.
   */
  offlineAnswer(input: OfflineInput): string;
  /** The activity an answer of this agent leaves in the log, or null (the Commander). */
  resultActivity: { title: string; icon: ActivityIcon } | null;
}
