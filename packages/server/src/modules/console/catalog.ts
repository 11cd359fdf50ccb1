// The models and AI services the console lists (spec 3 §2 "Controle de Modelos", §3 "LLM model
// listing"): every model of the price table, the offline model and the search services, seeded
// once; a model that a configured route names (LLM_PROVIDER, LLM_PLAN_*, LLM_AGENT_*) is added
// when first seen. A model is active when a configured route answers with it.
import { asc, sql } from 'drizzle-orm';
import type { ServerConfig } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import { PRICE_TABLE, PRICES_REFERENCE_DATE, USD_BRL_REFERENCE } from '../llm/prices.ts';
import { exchangeRates, llmModels } from '../llm/schema.ts';
import { LLM_DEFAULT_MODELS, type LlmRoute } from '../llm/settings.ts';

/** The console's provider groups (the contract's `models_by_provider` keys). */
export type ProviderGroup = 'OpenAI' | 'Gemini' | 'Anthropic' | 'Exa' | 'Serper' | 'other';

export function providerGroup(provider: string): ProviderGroup {
  switch (provider) {
    case 'openai':
      return 'OpenAI';
    case 'gemini':
      return 'Gemini';
    case 'anthropic':
      return 'Anthropic';
    case 'exa':
      return 'Exa';
    case 'serper':
      return 'Serper';
    default:
      return 'other';
  }
}

/** How a provider is named on the console ('OpenAI'; the 'other' group keeps a readable name). */
export function providerLabel(provider: string): string {
  const group = providerGroup(provider);
  if (group !== 'other') {
    return group;
  }
  return provider === 'openai-compatible' ? 'Compatível com OpenAI' : provider;
}

/** 'gpt-4o-mini' → 'GPT-4o mini', 'gemini-2.5-flash' → 'Gemini 2.5 Flash', 'claude-sonnet-4' → 'Claude Sonnet 4'. */
export function modelDisplayName(provider: string, model: string): string {
  if (provider === 'openai') {
    return model.replace(/^gpt/, 'GPT').replace(/-(mini|nano)$/, ' $1');
  }
  if (provider === 'gemini' || provider === 'anthropic') {
    return model
      .split('-')
      .map((part) => (/^[a-z]/.test(part) ? part[0]?.toUpperCase() + part.slice(1) : part))
      .join(' ')
      .replace(/(\d) (\d)/g, '$1.$2');
  }
  return model;
}

interface SeedModel {
  provider: string;
  model: string;
  name: string;
  input: number | null;
  output: number | null;
}

/** The seeded list: the price table (one source of prices), the offline model, the search services. */
export function referenceModels(): SeedModel[] {
  const priced: SeedModel[] = Object.entries(PRICE_TABLE).flatMap(([provider, models]) =>
    Object.entries(models).map(([model, price]) => ({
      provider,
      model,
      name: modelDisplayName(provider, model),
      input: price.inputUsdPerMillion,
      output: price.outputUsdPerMillion,
    })),
  );
  return [
    ...priced,
    {
      provider: 'offline',
      model: LLM_DEFAULT_MODELS.offline,
      name: 'Modelo offline Sppock',
      input: 0,
      output: 0,
    },
    { provider: 'exa', model: 'exa-search', name: 'Exa Search', input: null, output: null },
    {
      provider: 'serper',
      model: 'serper-google-search',
      name: 'Serper Google Search',
      input: null,
      output: null,
    },
  ];
}

/** The USD→BRL pair the console reads. */
export const USD_BRL = 'USD-BRL';

/** Adds the reference models and the reference exchange rate where missing; existing rows are kept. */
export async function seedConsoleReferenceData(executor: Executor): Promise<void> {
  const pricedAt = new Date(`${PRICES_REFERENCE_DATE}T12:00:00Z`);
  await executor
    .insert(llmModels)
    .values(
      referenceModels().map((entry) => ({
        provider: entry.provider,
        model: entry.model,
        name: entry.name,
        inputUsdPerMillion: entry.input,
        outputUsdPerMillion: entry.output,
        pricesUpdatedAt: entry.input === null ? null : pricedAt,
        createdAt: pricedAt,
        updatedAt: pricedAt,
      })),
    )
    .onConflictDoNothing();
  await executor
    .insert(exchangeRates)
    .values({
      pair: USD_BRL,
      rate: USD_BRL_REFERENCE.rate,
      source: 'reference',
      updatedAt: new Date(`${USD_BRL_REFERENCE.date}T12:00:00Z`),
    })
    .onConflictDoNothing();
}

/** Every route the configuration answers with. */
export function configuredRoutes(config: Pick<ServerConfig, 'llm'>): LlmRoute[] {
  return [config.llm.default, ...Object.values(config.llm.plans), ...Object.values(config.llm.agents)].filter(
    (route): route is LlmRoute => Boolean(route?.model),
  );
}

export type LlmModelRow = typeof llmModels.$inferSelect;

/** The catalogue, with any configured model not yet in it added first. */
export async function modelCatalogue(executor: Executor, config: Pick<ServerConfig, 'llm'>, now: Date) {
  const routes = configuredRoutes(config);
  if (routes.length > 0) {
    await executor
      .insert(llmModels)
      .values(
        routes.map((route) => ({
          provider: route.provider,
          model: route.model,
          name: modelDisplayName(route.provider, route.model),
          createdAt: now,
          updatedAt: now,
        })),
      )
      .onConflictDoNothing();
  }
  const rows = await executor
    .select()
    .from(llmModels)
    .orderBy(asc(llmModels.provider), asc(sql`lower(${llmModels.name})`));
  const active = new Set(routes.map((route) => route.model));
  return rows.map((row) => ({ ...row, isActive: active.has(row.model) }));
}
