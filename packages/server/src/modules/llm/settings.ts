// The language-model part of the configuration (`config.llm`): a default route (LLM_PROVIDER +
// LLM_MODEL), routes per plan (LLM_PLAN_<PLANO>) and per agent (LLM_AGENT_<AGENTE>), each written
// `provedor` or `provedor:modelo`, the keys and endpoints of each provider, and the limits of a
// call. `loadConfig` calls {@link readLlmSettings}; every wrong value becomes one pt-BR problem.
import { AGENT_TYPES, type AgentType } from '../../contract/agent-types.ts';
import { PLAN_LABELS, type PlanType } from '../payments/plans.ts';
import { USD_BRL_REFERENCE } from './prices.ts';

export const LLM_PROVIDERS = ['offline', 'openai', 'gemini', 'anthropic', 'openai-compatible'] as const;
export type LlmProviderName = (typeof LLM_PROVIDERS)[number];
type KeyedProvider = 'openai' | 'gemini' | 'anthropic';

/** Model used when a route names only the provider (OpenAI-compatible servers have none: say which). */
export const LLM_DEFAULT_MODELS: Record<Exclude<LlmProviderName, 'openai-compatible'>, string> = {
  offline: 'sppock-offline',
  openai: 'gpt-4o-mini',
  gemini: 'gemini-2.5-flash',
  anthropic: 'claude-sonnet-4-5',
};

/** Which provider and model answer a call. */
export interface LlmRoute {
  provider: LlmProviderName;
  model: string;
}
export type LlmPlan = PlanType;
export type LlmAgent = AgentType;

export interface LlmSettings {
  /** LLM_PROVIDER: the provider used when no plan or agent route applies. Default offline. */
  provider: LlmProviderName;
  /** LLM_MODEL as written (null when unset); {@link LlmSettings.default} holds the resolved model. */
  model: string | null;
  /** LLM_BASE_URL: the OpenAI-compatible server (Ollama, vLLM, LM Studio). */
  baseUrl: string | null;
  /** LLM_API_KEY: key of the OpenAI-compatible server, when it asks for one. */
  apiKey: string | null;
  openaiApiKey: string | null;
  googleApiKey: string | null;
  anthropicApiKey: string | null;
  /** OPENAI_BASE_URL, GOOGLE_GENERATIVE_AI_BASE_URL, ANTHROPIC_BASE_URL (null: the provider's own). */
  openaiBaseUrl: string | null;
  googleBaseUrl: string | null;
  anthropicBaseUrl: string | null;
  /** LLM_PROVIDER with LLM_MODEL (or the provider's default model). */
  default: LlmRoute;
  /** LLM_PLAN_<PLANO>: routes per plan, over the default. */
  plans: Partial<Record<LlmPlan, LlmRoute>>;
  /** LLM_AGENT_<AGENTE>: routes per agent, over the plan's. */
  agents: Partial<Record<LlmAgent, LlmRoute>>;
  /** LLM_TIMEOUT_MS: longest a model call may take. Default 60000. */
  timeoutMs: number;
  /** LLM_MAX_RETRIES: retries of a failed call (429, 5xx). Default 2. */
  maxRetries: number;
  /** USD_BRL_RATE: converts call costs to BRL. Default {@link USD_BRL_REFERENCE}. */
  usdBrlRate: number;
  /**
   * LLM_OFFLINE_STREAM_DELAY_MS: pause between the words of the offline model's streamed answer,
   * so a demo (and the end-to-end tests) can watch it arrive and stop it. Default 0.
   */
  offlineStreamDelayMs: number;
}

/** The readers `loadConfig` already has: trimmed text, closed sets and URLs, each reporting its own problem. */
export interface EnvReaders {
  text(name: string): string | null;
  oneOf<T extends string>(name: string, allowed: readonly T[], fallback: T): T;
  url(name: string, protocols: string[]): string | null;
}

/** Every variable this module reads besides the LLM_PLAN_ and LLM_AGENT_ routes (all in `.env.example`, checked by a test). */
export const LLM_VARIABLES = [
  'LLM_PROVIDER',
  'LLM_MODEL',
  'LLM_BASE_URL',
  'LLM_API_KEY',
  'OPENAI_API_KEY',
  'GOOGLE_GENERATIVE_AI_API_KEY',
  'ANTHROPIC_API_KEY',
  'OPENAI_BASE_URL',
  'GOOGLE_GENERATIVE_AI_BASE_URL',
  'ANTHROPIC_BASE_URL',
  'LLM_TIMEOUT_MS',
  'LLM_MAX_RETRIES',
  'USD_BRL_RATE',
  'LLM_OFFLINE_STREAM_DELAY_MS',
] as const;

const KEY_VARIABLES: Record<KeyedProvider, string> = {
  openai: 'OPENAI_API_KEY',
  gemini: 'GOOGLE_GENERATIVE_AI_API_KEY',
  anthropic: 'ANTHROPIC_API_KEY',
};
const LLM_PLANS = Object.keys(PLAN_LABELS) as LlmPlan[];
const LLM_AGENTS = AGENT_TYPES;
const ROUTE_EXAMPLE = 'ex.: openai:gpt-4o-mini, gemini, anthropic:claude-sonnet-4-5';

/** What the routes need to know about the rest of the settings. */
interface RouteContext {
  defaultProvider: LlmProviderName;
  defaultModel: string | null;
  keys: Record<KeyedProvider, string | null>;
  baseUrl: string | null;
  problems: string[];
}

/** A route without a model takes LLM_MODEL when it is the default provider, else the provider's default. */
function modelFor(provider: LlmProviderName, context: RouteContext): string | null {
  if (provider === 'offline') {
    return LLM_DEFAULT_MODELS.offline;
  }
  if (provider === context.defaultProvider && context.defaultModel) {
    return context.defaultModel;
  }
  return provider === 'openai-compatible' ? null : LLM_DEFAULT_MODELS[provider];
}

/** Reports what a route is missing to work: its key, or the OpenAI-compatible server. */
function checkRoute(route: LlmRoute, name: string, value: string, context: RouteContext): void {
  switch (route.provider) {
    case 'offline':
      return;
    case 'openai-compatible':
      if (!context.baseUrl) {
        context.problems.push(
          `LLM_BASE_URL é obrigatório quando ${name}=${value} (ex.: http://localhost:11434/v1).`,
        );
      }
      return;
    case 'openai':
    case 'gemini':
    case 'anthropic':
      if (!context.keys[route.provider]) {
        context.problems.push(`${KEY_VARIABLES[route.provider]} é obrigatório quando ${name}=${value}.`);
      }
      return;
    default:
      route.provider satisfies never;
  }
}

/** `provedor` or `provedor:modelo`; the model is everything after the first colon (`llama3.1:8b`). */
function parseRoute(name: string, value: string, context: RouteContext): LlmRoute | null {
  const separator = value.indexOf(':');
  const providerText = (separator === -1 ? value : value.slice(0, separator)).trim();
  const model = separator === -1 ? null : value.slice(separator + 1).trim();
  if (!(LLM_PROVIDERS as readonly string[]).includes(providerText)) {
    context.problems.push(
      `${name}="${value}" não é aceito: use provedor ou provedor:modelo, com provedor ${LLM_PROVIDERS.join(', ')} (${ROUTE_EXAMPLE}).`,
    );
    return null;
  }
  const provider = providerText as LlmProviderName;
  if (model !== null && !/^\S{1,200}$/.test(model)) {
    context.problems.push(`${name}="${value}": o modelo não pode ser vazio nem ter espaços.`);
    return null;
  }
  if (provider === 'offline' && model !== null && model !== LLM_DEFAULT_MODELS.offline) {
    context.problems.push(`${name}="${value}": o provedor offline não tem outros modelos; use só offline.`);
    return null;
  }
  const resolved = model ?? modelFor(provider, context);
  if (resolved === null) {
    context.problems.push(
      `${name}="${value}": diga o modelo do servidor compatível com OpenAI, ex.: openai-compatible:llama3.1.`,
    );
    return null;
  }
  const route: LlmRoute = { provider, model: resolved };
  checkRoute(route, name, value, context);
  return route;
}

/** LLM_PLAN_<PLANO> and LLM_AGENT_<AGENTE>, with a problem for a plan or agent that does not exist. */
function readRoutes(
  env: Record<string, string | undefined>,
  read: EnvReaders,
  context: RouteContext,
): Pick<LlmSettings, 'plans' | 'agents'> {
  const plans: LlmSettings['plans'] = {};
  const agents: LlmSettings['agents'] = {};
  for (const name of Object.keys(env).sort()) {
    const plan = /^LLM_PLAN_(.+)$/.exec(name)?.[1]?.toLowerCase();
    const agent = /^LLM_AGENT_(.+)$/.exec(name)?.[1]?.toLowerCase();
    const value = plan === undefined && agent === undefined ? null : read.text(name);
    if (value === null) {
      continue;
    }
    if (plan !== undefined) {
      if (!(LLM_PLANS as string[]).includes(plan)) {
        context.problems.push(
          `${name} não é um plano: use ${LLM_PLANS.map((p) => `LLM_PLAN_${p.toUpperCase()}`).join(', ')}.`,
        );
        continue;
      }
      const route = parseRoute(name, value, context);
      if (route) {
        plans[plan as LlmPlan] = route;
      }
    } else if (agent !== undefined) {
      if (!(LLM_AGENTS as string[]).includes(agent)) {
        context.problems.push(
          `${name} não é um agente: use LLM_AGENT_ seguido de ${LLM_AGENTS.map((a) => a.toUpperCase()).join(', ')}.`,
        );
        continue;
      }
      const route = parseRoute(name, value, context);
      if (route) {
        agents[agent as LlmAgent] = route;
      }
    }
  }
  return { plans, agents };
}

/** LLM_TIMEOUT_MS, LLM_MAX_RETRIES, USD_BRL_RATE and LLM_OFFLINE_STREAM_DELAY_MS. */
function readCallLimits(
  read: EnvReaders,
  problems: string[],
): Pick<LlmSettings, 'timeoutMs' | 'maxRetries' | 'usdBrlRate' | 'offlineStreamDelayMs'> {
  const integer = (name: string, min: number, max: number, fallback: number, hint: string): number => {
    const raw = read.text(name);
    if (raw === null) {
      return fallback;
    }
    const parsed = Number(raw);
    if (!/^\d+$/.test(raw) || parsed < min || parsed > max) {
      problems.push(`${name}="${raw}" não é aceito: use ${hint}.`);
      return fallback;
    }
    return parsed;
  };
  const timeoutMs = integer(
    'LLM_TIMEOUT_MS',
    1,
    3_600_000,
    60_000,
    'um número inteiro de milissegundos entre 1 e 3600000 (ex.: 60000)',
  );
  const maxRetries = integer('LLM_MAX_RETRIES', 0, 10, 2, 'um número inteiro de 0 a 10');
  const offlineStreamDelayMs = integer(
    'LLM_OFFLINE_STREAM_DELAY_MS',
    0,
    1000,
    0,
    'um número inteiro de milissegundos de 0 a 1000 (ex.: 10)',
  );

  let usdBrlRate: number = USD_BRL_REFERENCE.rate;
  const rawRate = read.text('USD_BRL_RATE');
  if (rawRate !== null) {
    const parsed = Number(rawRate.replace(',', '.'));
    if (!/^\d+([.,]\d+)?$/.test(rawRate) || parsed <= 0) {
      problems.push(`USD_BRL_RATE="${rawRate}" não é aceito: use a cotação do dólar em reais, ex.: 5.40.`);
    } else {
      usdBrlRate = parsed;
    }
  }
  return { timeoutMs, maxRetries, usdBrlRate, offlineStreamDelayMs };
}

/** Reads `config.llm`; problems are appended to `problems` (loadConfig reports them all at once). */
export function readLlmSettings(
  env: Record<string, string | undefined>,
  read: EnvReaders,
  problems: string[],
): LlmSettings {
  const provider = read.oneOf('LLM_PROVIDER', LLM_PROVIDERS, 'offline');
  const model = read.text('LLM_MODEL');
  const baseUrl = read.url('LLM_BASE_URL', ['http:', 'https:']);
  const keys = {
    openai: read.text('OPENAI_API_KEY'),
    gemini: read.text('GOOGLE_GENERATIVE_AI_API_KEY'),
    anthropic: read.text('ANTHROPIC_API_KEY'),
  };
  const context: RouteContext = { defaultProvider: provider, defaultModel: model, keys, baseUrl, problems };

  const defaultModel = modelFor(provider, context);
  if (defaultModel === null) {
    problems.push('LLM_MODEL é obrigatório quando LLM_PROVIDER=openai-compatible.');
  }
  const defaultRoute: LlmRoute = { provider, model: defaultModel ?? '' };
  checkRoute(defaultRoute, 'LLM_PROVIDER', provider, context);

  return {
    provider,
    model,
    baseUrl,
    apiKey: read.text('LLM_API_KEY'),
    openaiApiKey: keys.openai,
    googleApiKey: keys.gemini,
    anthropicApiKey: keys.anthropic,
    openaiBaseUrl: read.url('OPENAI_BASE_URL', ['http:', 'https:']),
    googleBaseUrl: read.url('GOOGLE_GENERATIVE_AI_BASE_URL', ['http:', 'https:']),
    anthropicBaseUrl: read.url('ANTHROPIC_BASE_URL', ['http:', 'https:']),
    default: defaultRoute,
    ...readRoutes(env, read, context),
    ...readCallLimits(read, problems),
  };
}
