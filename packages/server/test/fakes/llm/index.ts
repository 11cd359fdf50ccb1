// Fake language-model providers for tests: one local server per real protocol.
import type { LlmProviderName } from '../../../src/config.ts';
import { startFakeAnthropic } from './anthropic.ts';
import { startFakeGemini } from './gemini.ts';
import { startFakeOpenAI, startFakeOpenAICompatible } from './openai.ts';
import type { LlmFake } from './server.ts';

export { startFakeAnthropic } from './anthropic.ts';
export { startFakeGemini } from './gemini.ts';
export { startFakeOpenAI, startFakeOpenAICompatible } from './openai.ts';
export type { LlmFake, LlmOutcome, LlmRequest, SeenPrompt, Usage } from './server.ts';

export type RealProvider = Exclude<LlmProviderName, 'offline'>;

export const START_FAKE: Record<RealProvider, () => Promise<LlmFake>> = {
  openai: () => startFakeOpenAI(),
  gemini: () => startFakeGemini(),
  anthropic: () => startFakeAnthropic(),
  'openai-compatible': () => startFakeOpenAICompatible(),
};

/**
 * Environment variables that make `loadConfig` point one provider at a fake. With `route` unset
 * the provider becomes the default (LLM_PROVIDER); otherwise only its key and URL are set and the
 * caller adds the LLM_PLAN_…/LLM_AGENT_… routes.
 */
export function fakeProviderEnv(
  provider: RealProvider,
  fake: LlmFake,
  options: { model?: string; asDefault?: boolean } = {},
): Record<string, string> {
  const asDefault = options.asDefault ?? true;
  const env: Record<string, string> = asDefault ? { LLM_PROVIDER: provider } : {};
  if (asDefault && options.model) {
    env.LLM_MODEL = options.model;
  }
  switch (provider) {
    case 'openai':
      return { ...env, OPENAI_API_KEY: fake.apiKey ?? '', OPENAI_BASE_URL: fake.baseUrl };
    case 'gemini':
      return {
        ...env,
        GOOGLE_GENERATIVE_AI_API_KEY: fake.apiKey ?? '',
        GOOGLE_GENERATIVE_AI_BASE_URL: fake.baseUrl,
      };
    case 'anthropic':
      return { ...env, ANTHROPIC_API_KEY: fake.apiKey ?? '', ANTHROPIC_BASE_URL: fake.baseUrl };
    case 'openai-compatible':
      return {
        ...env,
        LLM_BASE_URL: fake.baseUrl,
        ...(fake.apiKey ? { LLM_API_KEY: fake.apiKey } : {}),
        ...(asDefault && !options.model ? { LLM_MODEL: 'llama3.1' } : {}),
      };
    default:
      return provider satisfies never;
  }
}
