// 'Controle de Modelos' and 'Preços das APIs' (spec 3 §2, §3 "Model limits", "Pricing"): the
// catalogue grouped by provider, each model's live figures against its limits, the operator's
// changes to limits and prices, and the exchange rate.
import { eq, isNotNull, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { Services } from '../../services.ts';
import { forgetModelLimits, modelUsageNow } from '../llm/model-limits.ts';
import { exchangeRates, llmModels } from '../llm/schema.ts';
import {
  type LlmModelRow,
  modelCatalogue,
  type ProviderGroup,
  providerGroup,
  providerLabel,
  USD_BRL,
} from './catalog.ts';

export const CONSOLE_MESSAGES = {
  modelNotFound: 'Modelo não encontrado.',
  invalidModel: 'Parâmetro model inválido: use o identificador do modelo, com até 100 caracteres.',
  invalidMonth: 'Mês inválido. Use o formato YYYY-MM.',
  invalidWeeks: 'Parâmetro inválido: weeks deve estar entre 1 e 26.',
  invalidPaging:
    'Parâmetros de paginação inválidos: page deve ser maior ou igual a 1 e limit entre 1 e 1000.',
  invalidLimits: 'Limites inválidos: use números inteiros de 1 a 1000000000, ou vazio para sem limite.',
} as const;

/** The catalogue grouped as the console shows it; groups without models are left out. */
export async function modelsByProvider(services: Services) {
  const rows = await modelCatalogue(services.db, services.config, services.clock.now());
  const groups: Partial<Record<ProviderGroup, unknown[]>> = {};
  for (const row of rows) {
    const group = providerGroup(row.provider);
    const list = groups[group] ?? [];
    list.push({
      id: row.id,
      name: row.name,
      model: row.model,
      provider: providerLabel(row.provider),
      is_active: row.isActive,
      created_at: row.createdAt.toISOString(),
    });
    groups[group] = list;
  }
  return groups;
}

function hasLimits(row: LlmModelRow): boolean {
  return (
    row.requestsPerMinute !== null ||
    row.tokensPerMinute !== null ||
    row.requestsPerDay !== null ||
    row.tokensPerDay !== null
  );
}

/** The contract's ModelLimits of one model: the live counters against its limits. */
export async function limitFigures(services: Services, row: LlmModelRow) {
  const used = await modelUsageNow(services.limiter, row.model, services.clock.now());
  return {
    current_minute_tokens: used.minuteTokens,
    minute_token_limit: row.tokensPerMinute,
    current_minute_requests: used.minuteRequests,
    minute_request_limit: row.requestsPerMinute,
    current_daily_tokens: used.dayTokens,
    daily_token_limit: row.tokensPerDay,
    current_daily_requests: used.dayRequests,
    daily_request_limit: row.requestsPerDay,
    tier: row.tier,
  };
}

export async function findModel(executor: Executor, model: string): Promise<LlmModelRow | undefined> {
  const [row] = await executor.select().from(llmModels).where(eq(llmModels.model, model));
  return row;
}

/**
 * Live limits of a provider's models that have limits (`provider` null: every provider), or of
 * the one `model` asked for; null when that model is not in the catalogue (or not the provider's).
 */
export async function rateLimits(
  services: Services,
  provider: string | null,
  model?: string,
): Promise<Record<string, Awaited<ReturnType<typeof limitFigures>>> | null> {
  let rows: LlmModelRow[];
  if (model !== undefined) {
    const row = await findModel(services.db, model);
    if (!row || (provider !== null && row.provider !== provider)) {
      return null;
    }
    rows = hasLimits(row) ? [row] : [];
  } else {
    rows = (
      await services.db
        .select()
        .from(llmModels)
        .where(
          or(
            isNotNull(llmModels.requestsPerMinute),
            isNotNull(llmModels.tokensPerMinute),
            isNotNull(llmModels.requestsPerDay),
            isNotNull(llmModels.tokensPerDay),
          ),
        )
    ).filter((row) => provider === null || row.provider === provider);
  }
  const entries = await Promise.all(
    rows.map(async (row) => [row.model, await limitFigures(services, row)] as const),
  );
  return Object.fromEntries(entries.sort(([a], [b]) => a.localeCompare(b)));
}

export interface LimitsUpdate {
  requestsPerMinute: number | null;
  tokensPerMinute: number | null;
  requestsPerDay: number | null;
  tokensPerDay: number | null;
  tier: string | null;
}

/** Stores a model's limits; they apply on every node within seconds (the limits cache). */
export async function setModelLimits(
  executor: Executor,
  db: Parameters<typeof forgetModelLimits>[0] | null,
  model: string,
  update: LimitsUpdate,
  now: Date,
): Promise<LlmModelRow | null> {
  const [row] = await executor
    .update(llmModels)
    .set({ ...update, tier: update.tier?.trim() || null, updatedAt: now })
    .where(eq(llmModels.model, model))
    .returning();
  if (db) {
    forgetModelLimits(db);
  }
  return row ?? null;
}

/** Sets a model's list prices (USD per 1M tokens). */
export async function setModelPrice(
  executor: Executor,
  model: string,
  price: { input: number | null; output: number | null },
  now: Date,
): Promise<LlmModelRow | null> {
  const [row] = await executor
    .update(llmModels)
    .set({
      inputUsdPerMillion: price.input,
      outputUsdPerMillion: price.output,
      pricesUpdatedAt: now,
      updatedAt: now,
    })
    .where(eq(llmModels.model, model))
    .returning();
  return row ?? null;
}

export async function exchangeRate(executor: Executor) {
  const [row] = await executor.select().from(exchangeRates).where(eq(exchangeRates.pair, USD_BRL));
  return row ?? null;
}

export async function setExchangeRate(executor: Executor, rate: number, source: 'cli' | 'config', now: Date) {
  await executor
    .insert(exchangeRates)
    .values({ pair: USD_BRL, rate, source, updatedAt: now })
    .onConflictDoUpdate({ target: exchangeRates.pair, set: { rate, source, updatedAt: now } });
}

type PriceMap = Record<string, { input: number | null; output: number | null }>;

/** 'Preços das APIs': the rate and the price tables; null when there is nothing to show. */
export async function pricing(executor: Executor) {
  const rate = await exchangeRate(executor);
  if (!rate) {
    return null;
  }
  const rows = await executor.select().from(llmModels);
  const tables: Record<'openai' | 'gemini' | 'anthropic', PriceMap> = {
    openai: {},
    gemini: {},
    anthropic: {},
  };
  for (const row of rows.sort((a, b) => a.model.localeCompare(b.model))) {
    if (row.provider === 'openai' || row.provider === 'gemini' || row.provider === 'anthropic') {
      tables[row.provider][row.model] = { input: row.inputUsdPerMillion, output: row.outputUsdPerMillion };
    }
  }
  return {
    exchange_rate: rate.rate,
    last_updated: rate.updatedAt.toISOString(),
    ...tables,
  };
}
