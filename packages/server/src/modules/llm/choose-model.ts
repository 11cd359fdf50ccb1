// Which model answers a call: the route of the agent, else of the plan, else the default
// (configuration, `LLM_*`), turned into an AI SDK model. Every provider gets its key and base URL
// from the configuration only, so nothing reads `process.env` behind the configuration's back.
import { createAnthropic } from '@ai-sdk/anthropic';
import { createGoogle } from '@ai-sdk/google';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModelV4 } from '@ai-sdk/provider';
import type { ServerConfig } from '../../config.ts';
import { createOfflineModel, type OfflineRespond } from './offline-model.ts';
import type { LlmAgent, LlmPlan, LlmProviderName, LlmRoute } from './settings.ts';

/** The providers' public endpoints, used when no `*_BASE_URL` is set. */
export const PROVIDER_BASE_URLS = {
  openai: 'https://api.openai.com/v1',
  gemini: 'https://generativelanguage.googleapis.com/v1beta',
  anthropic: 'https://api.anthropic.com/v1',
} as const;

type LlmConfig = Pick<ServerConfig, 'llm'>;

export interface ModelRequest {
  /** The user's plan; null uses the default route. */
  plan: LlmPlan | null;
  /** The agent answering (e.g. `chatsppock`). */
  agent: LlmAgent | string;
}

export interface ChooseModelOptions extends ModelRequest {
  /** The answer when the route is offline (the agent's offline answer). */
  offline: OfflineRespond;
  /** Pause between words of a streamed offline answer. Default 0. */
  offlineChunkDelayMs?: number;
}

export interface ModelChoice {
  /** Configuration name of the provider (`offline`, `openai`, `gemini`, `anthropic`, `openai-compatible`). */
  provider: LlmProviderName;
  modelId: string;
  model: LanguageModelV4;
  /** Whether the model reads images, so attachments can be sent to it. */
  supportsVision: boolean;
  /** Spread into `generateText`/`streamText`: the per-call timeout (LLM_TIMEOUT_MS) and retries. */
  callSettings: { timeout: number; maxRetries: number };
}

/** Agent route over plan route over the default one. */
export function modelRouteFor(config: LlmConfig, request: ModelRequest): LlmRoute {
  const agentRoute = config.llm.agents[request.agent as LlmAgent];
  if (agentRoute) {
    return agentRoute;
  }
  const planRoute = request.plan ? config.llm.plans[request.plan] : undefined;
  return planRoute ?? config.llm.default;
}

// Families known to read images. A local model outside the list is treated as text-only: sending
// it an image would fail or be ignored.
const OPENAI_VISION = /^(gpt-4o|chatgpt-4o|gpt-4\.1|gpt-4\.5|gpt-5|o1(?!-mini)|o3|o4)/;
const LOCAL_VISION =
  /(llava|bakllava|vision|[-_.]vl\b|vl[-_:]|qwen2\.5vl|gemma3|pixtral|minicpm-v|moondream|llama4|mistral-small3)/i;

/** Whether a model reads images. */
export function supportsVision(provider: LlmProviderName, modelId: string): boolean {
  switch (provider) {
    case 'offline':
      return false;
    case 'openai':
      return OPENAI_VISION.test(modelId);
    case 'gemini':
      return modelId.startsWith('gemini-');
    case 'anthropic':
      return (
        modelId.startsWith('claude-') &&
        !modelId.startsWith('claude-2') &&
        !modelId.startsWith('claude-instant')
      );
    case 'openai-compatible':
      return LOCAL_VISION.test(modelId);
    default:
      return provider satisfies never;
  }
}

function providerModel(config: LlmConfig, route: LlmRoute): LanguageModelV4 | null {
  const llm = config.llm;
  switch (route.provider) {
    case 'offline':
      return null;
    case 'openai':
      // `openai(id)` speaks the Responses API (POST /responses).
      return createOpenAI({
        apiKey: llm.openaiApiKey ?? '',
        baseURL: llm.openaiBaseUrl ?? PROVIDER_BASE_URLS.openai,
      })(route.model);
    case 'gemini':
      return createGoogle({
        apiKey: llm.googleApiKey ?? '',
        baseURL: llm.googleBaseUrl ?? PROVIDER_BASE_URLS.gemini,
      })(route.model);
    case 'anthropic':
      return createAnthropic({
        apiKey: llm.anthropicApiKey ?? '',
        baseURL: llm.anthropicBaseUrl ?? PROVIDER_BASE_URLS.anthropic,
      })(route.model);
    case 'openai-compatible':
      return createOpenAICompatible({
        name: 'openai-compatible',
        baseURL: llm.baseUrl ?? '',
        ...(llm.apiKey ? { apiKey: llm.apiKey } : {}),
        // Streams carry usage only when asked (`stream_options.include_usage`).
        includeUsage: true,
      })(route.model);
    default:
      return route.provider satisfies never;
  }
}

/** The model that answers this plan and agent, ready for `generateText`/`streamText`. */
export function chooseModel(config: LlmConfig, options: ChooseModelOptions): ModelChoice {
  const route = modelRouteFor(config, options);
  const model =
    providerModel(config, route) ??
    createOfflineModel({
      respond: options.offline,
      modelId: route.model,
      ...(options.offlineChunkDelayMs === undefined ? {} : { chunkDelayMs: options.offlineChunkDelayMs }),
    });
  return {
    provider: route.provider,
    modelId: route.model,
    model,
    supportsVision: supportsVision(route.provider, route.model),
    callSettings: { timeout: config.llm.timeoutMs, maxRetries: config.llm.maxRetries },
  };
}
