// What a language-model call costs: list prices per provider and model, in USD per million
// tokens, as the providers published them on the reference date. This table is the single
// source of prices until the operator console makes them editable.
import type { LlmProviderName } from './settings.ts';

/** The day the prices below were read from the providers' public price pages. */
export const PRICES_REFERENCE_DATE = '2025-11-01';

/**
 * USD→BRL rate used when `USD_BRL_RATE` is not set: a reference value (PTAX sell rate
 * rounded, on {@link USD_BRL_REFERENCE.date}), not a live quote.
 */
export const USD_BRL_REFERENCE = { rate: 5.4, date: '2025-11-01' } as const;

export interface ModelPrice {
  /** USD per 1M input (prompt) tokens. */
  inputUsdPerMillion: number;
  /** USD per 1M output (completion) tokens. */
  outputUsdPerMillion: number;
}

/**
 * Model ids are matched by the longest listed prefix, so dated snapshots
 * (`gpt-4o-mini-2024-07-18`, `claude-sonnet-4-5-20250929`) take the price of their family.
 */
export const PRICE_TABLE: Record<
  Exclude<LlmProviderName, 'offline' | 'openai-compatible'>,
  Record<string, ModelPrice>
> = {
  openai: {
    'gpt-4o-mini': { inputUsdPerMillion: 0.15, outputUsdPerMillion: 0.6 },
    'gpt-4o': { inputUsdPerMillion: 2.5, outputUsdPerMillion: 10 },
    'gpt-4.1-nano': { inputUsdPerMillion: 0.1, outputUsdPerMillion: 0.4 },
    'gpt-4.1-mini': { inputUsdPerMillion: 0.4, outputUsdPerMillion: 1.6 },
    'gpt-4.1': { inputUsdPerMillion: 2, outputUsdPerMillion: 8 },
    'gpt-5-nano': { inputUsdPerMillion: 0.05, outputUsdPerMillion: 0.4 },
    'gpt-5-mini': { inputUsdPerMillion: 0.25, outputUsdPerMillion: 2 },
    'gpt-5': { inputUsdPerMillion: 1.25, outputUsdPerMillion: 10 },
    'o4-mini': { inputUsdPerMillion: 1.1, outputUsdPerMillion: 4.4 },
    o3: { inputUsdPerMillion: 2, outputUsdPerMillion: 8 },
  },
  gemini: {
    'gemini-2.0-flash-lite': { inputUsdPerMillion: 0.075, outputUsdPerMillion: 0.3 },
    'gemini-2.0-flash': { inputUsdPerMillion: 0.1, outputUsdPerMillion: 0.4 },
    'gemini-2.5-flash-lite': { inputUsdPerMillion: 0.1, outputUsdPerMillion: 0.4 },
    'gemini-2.5-flash': { inputUsdPerMillion: 0.3, outputUsdPerMillion: 2.5 },
    // Prompts up to 200K tokens; longer prompts cost more and are not used by the agents.
    'gemini-2.5-pro': { inputUsdPerMillion: 1.25, outputUsdPerMillion: 10 },
  },
  anthropic: {
    'claude-3-5-haiku': { inputUsdPerMillion: 0.8, outputUsdPerMillion: 4 },
    'claude-haiku-4-5': { inputUsdPerMillion: 1, outputUsdPerMillion: 5 },
    'claude-3-7-sonnet': { inputUsdPerMillion: 3, outputUsdPerMillion: 15 },
    'claude-sonnet-4': { inputUsdPerMillion: 3, outputUsdPerMillion: 15 },
    'claude-opus-4-5': { inputUsdPerMillion: 5, outputUsdPerMillion: 25 },
    'claude-opus-4': { inputUsdPerMillion: 15, outputUsdPerMillion: 75 },
  },
};

/**
 * The key of `models` that names `modelId`: the model itself or, for a dated or suffixed version
 * (`gpt-4o-2024-08-06`), the longest listed prefix before a '-'. Null when none does.
 */
export function listedModelOf(models: Record<string, unknown>, modelId: string): string | null {
  let best: string | null = null;
  for (const prefix of Object.keys(models)) {
    if (
      (modelId === prefix || modelId.startsWith(`${prefix}-`)) &&
      (best === null || prefix.length > best.length)
    ) {
      best = prefix;
    }
  }
  return best;
}

const FREE: ModelPrice = { inputUsdPerMillion: 0, outputUsdPerMillion: 0 };

/**
 * The price of one model. The offline model and self-hosted OpenAI-compatible servers cost
 * nothing per token. A model of a paid provider that the table does not list is priced at that
 * provider's most expensive listed rates, so an unknown model is never metered as cheaper than
 * it may be.
 */
export function priceOf(provider: LlmProviderName, modelId: string): ModelPrice & { listed: boolean } {
  if (provider === 'offline' || provider === 'openai-compatible') {
    return { ...FREE, listed: true };
  }
  const models = PRICE_TABLE[provider];
  const best = listedModelOf(models, modelId);
  if (best !== null) {
    return { ...(models[best] as ModelPrice), listed: true };
  }
  const all = Object.values(models);
  return {
    inputUsdPerMillion: Math.max(...all.map((p) => p.inputUsdPerMillion)),
    outputUsdPerMillion: Math.max(...all.map((p) => p.outputUsdPerMillion)),
    listed: false,
  };
}

export interface PricedCall {
  provider: LlmProviderName;
  modelId: string;
  inputTokens: number;
  outputTokens: number;
}

/** Cost of one call in USD and BRL, at the operator's tariff (see price-book.ts). */
export function priceCall(
  call: PricedCall,
  tariff: {
    usdBrlRate: number;
    priceOf(
      provider: LlmProviderName,
      modelId: string,
    ): Pick<ModelPrice, 'inputUsdPerMillion' | 'outputUsdPerMillion'>;
  },
): { usd: number; brl: number } {
  const { usdBrlRate } = tariff;
  const price = tariff.priceOf(call.provider, call.modelId);
  const usd =
    (Math.max(0, call.inputTokens) * price.inputUsdPerMillion +
      Math.max(0, call.outputTokens) * price.outputUsdPerMillion) /
    1_000_000;
  // Ten decimal places keep a one-token call's cost while dropping float noise.
  const round = (value: number) => Math.round(value * 1e10) / 1e10;
  return { usd: round(usd), brl: round(usd * usdBrlRate) };
}
