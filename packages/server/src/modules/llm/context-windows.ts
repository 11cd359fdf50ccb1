// How many tokens each model reads at once (its context window), as the providers publish them:
// the chat shows how much of it a conversation uses (issue 29). Matched like the price table, by
// the longest listed prefix, so dated snapshots take their family's window.
import { listedModelOf } from './prices.ts';
import type { LlmProviderName } from './settings.ts';

export const CONTEXT_WINDOWS: Record<
  Exclude<LlmProviderName, 'offline' | 'openai-compatible'>,
  Record<string, number>
> = {
  openai: {
    'gpt-4o-mini': 128_000,
    'gpt-4o': 128_000,
    'gpt-4.1-nano': 1_047_576,
    'gpt-4.1-mini': 1_047_576,
    'gpt-4.1': 1_047_576,
    'gpt-5-nano': 400_000,
    'gpt-5-mini': 400_000,
    'gpt-5': 400_000,
    'o4-mini': 200_000,
    o3: 200_000,
  },
  gemini: {
    'gemini-2.0-flash-lite': 1_048_576,
    'gemini-2.0-flash': 1_048_576,
    'gemini-2.5-flash-lite': 1_048_576,
    'gemini-2.5-flash': 1_048_576,
    'gemini-2.5-pro': 1_048_576,
  },
  anthropic: {
    'claude-3-5-haiku': 200_000,
    'claude-haiku-4-5': 200_000,
    'claude-3-7-sonnet': 200_000,
    'claude-sonnet-4': 200_000,
    'claude-opus-4-5': 200_000,
    'claude-opus-4': 200_000,
  },
};

/**
 * The model's context window in tokens; null when it is not known: the offline model (it reads no
 * window, it keeps a budget of its own), a self-hosted OpenAI-compatible server (its model is the
 * operator's), a model the table does not list.
 */
export function contextWindowOf(provider: LlmProviderName, modelId: string): number | null {
  if (provider === 'offline' || provider === 'openai-compatible') {
    return null;
  }
  const models = CONTEXT_WINDOWS[provider];
  const best = listedModelOf(models, modelId);
  return best === null ? null : (models[best] ?? null);
}
