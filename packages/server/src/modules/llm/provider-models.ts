// The providers' models, each SDK loaded at the model's first call. A server uses one provider or
// none (the offline model answers by default), and each SDK costs tens of milliseconds and
// megabytes at start: the ones a server never calls are never loaded.
import type { LanguageModelV4 } from '@ai-sdk/provider';
import type { ServerConfig } from '../../config.ts';
import { providerFetch } from './provider-fetch.ts';
import type { LlmProviderName } from './settings.ts';

/** The providers' public endpoints, used when no `*_BASE_URL` is set. */
export const PROVIDER_BASE_URLS = {
  openai: 'https://api.openai.com/v1',
  gemini: 'https://generativelanguage.googleapis.com/v1beta',
  anthropic: 'https://api.anthropic.com/v1',
} as const;

export type RemoteProvider = Exclude<LlmProviderName, 'offline'>;
type LlmSettings = ServerConfig['llm'];

/**
 * Each SDK's name for its models (`LanguageModelV4.provider`), known before the SDK loads:
 * `provider-models.unit.test.ts` ties each one to its SDK.
 */
export const SDK_PROVIDER_IDS = {
  openai: 'openai.responses',
  gemini: 'google.generative-ai',
  anthropic: 'anthropic.messages',
  'openai-compatible': 'openai-compatible.chat',
} as const satisfies Record<RemoteProvider, string>;

/** The provider's own model, its SDK imported (once per process, by the module cache). */
export async function loadProviderModel(
  llm: LlmSettings,
  provider: RemoteProvider,
  modelId: string,
): Promise<LanguageModelV4> {
  switch (provider) {
    case 'openai': {
      const { createOpenAI } = await import('@ai-sdk/openai');
      // `openai(id)` speaks the Responses API (POST /responses).
      return createOpenAI({
        apiKey: llm.openaiApiKey ?? '',
        baseURL: llm.openaiBaseUrl ?? PROVIDER_BASE_URLS.openai,
        fetch: providerFetch,
      })(modelId);
    }
    case 'gemini': {
      const { createGoogle } = await import('@ai-sdk/google');
      return createGoogle({
        apiKey: llm.googleApiKey ?? '',
        baseURL: llm.googleBaseUrl ?? PROVIDER_BASE_URLS.gemini,
        fetch: providerFetch,
      })(modelId);
    }
    case 'anthropic': {
      const { createAnthropic } = await import('@ai-sdk/anthropic');
      return createAnthropic({
        apiKey: llm.anthropicApiKey ?? '',
        baseURL: llm.anthropicBaseUrl ?? PROVIDER_BASE_URLS.anthropic,
        fetch: providerFetch,
      })(modelId);
    }
    case 'openai-compatible': {
      const { createOpenAICompatible } = await import('@ai-sdk/openai-compatible');
      return createOpenAICompatible({
        name: 'openai-compatible',
        baseURL: llm.baseUrl ?? '',
        ...(llm.apiKey ? { apiKey: llm.apiKey } : {}),
        // Streams carry usage only when asked (`stream_options.include_usage`).
        includeUsage: true,
        fetch: providerFetch,
      })(modelId);
    }
    default:
      return provider satisfies never;
  }
}

/**
 * The SDK's models already made, per settings (the server's, for its whole life) and provider and
 * model: a chat message used to import the provider's module again and build its client (issue 28).
 * A model holds only its settings, so one serves every call. A failed load is not kept.
 */
const sdkModels = new WeakMap<LlmSettings, Map<string, Promise<LanguageModelV4>>>();

function sdkModel(llm: LlmSettings, provider: RemoteProvider, modelId: string): Promise<LanguageModelV4> {
  let models = sdkModels.get(llm);
  if (!models) {
    models = new Map();
    sdkModels.set(llm, models);
  }
  const key = `${provider}\n${modelId}`;
  let model = models.get(key);
  if (!model) {
    model = loadProviderModel(llm, provider, modelId);
    models.set(key, model);
    model.catch(() => models.delete(key));
  }
  return model;
}

/**
 * The model of a provider, ready for `generateText`/`streamText`: it names itself as its SDK does and
 * hands each call to the SDK's model, loaded at the first call (or the first read of
 * `supportedUrls`, which the AI SDK does before calling).
 */
export function providerModel(llm: LlmSettings, provider: RemoteProvider, modelId: string): LanguageModelV4 {
  const loaded = () => sdkModel(llm, provider, modelId);
  return {
    specificationVersion: 'v4',
    provider: SDK_PROVIDER_IDS[provider],
    modelId,
    get supportedUrls() {
      return loaded().then((model) => model.supportedUrls);
    },
    async doGenerate(options) {
      return (await loaded()).doGenerate(options);
    },
    async doStream(options) {
      return (await loaded()).doStream(options);
    },
  };
}
