// Which model answers a call: the route of the agent, else of the plan, else the default
// (configuration, `LLM_*`), turned into an AI SDK model. Every provider gets its key and base URL
// from the configuration only, so nothing reads `process.env` behind the configuration's back.
import type { LanguageModelV4 } from '@ai-sdk/provider';
import type { ServerConfig } from '../../config.ts';
import { createOfflineModel, type OfflineRespond } from './offline-model.ts';
import { providerModel } from './provider-models.ts';
import type { LlmAgent, LlmPlan, LlmProviderName, LlmRoute } from './settings.ts';

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

/** The model that answers this plan and agent, ready for `generateText`/`streamText`. */
export function chooseModel(config: LlmConfig, options: ChooseModelOptions): ModelChoice {
  const route = modelRouteFor(config, options);
  const model =
    route.provider === 'offline'
      ? createOfflineModel({
          respond: options.offline,
          modelId: route.model,
          ...(options.offlineChunkDelayMs === undefined ? {} : { chunkDelayMs: options.offlineChunkDelayMs }),
        })
      : providerModel(config.llm, route.provider, route.model);
  return {
    provider: route.provider,
    modelId: route.model,
    model,
    supportsVision: supportsVision(route.provider, route.model),
    callSettings: { timeout: config.llm.timeoutMs, maxRetries: config.llm.maxRetries },
  };
}
