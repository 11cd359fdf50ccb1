import { doublePrecision, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// The model layer's own tables: the models with their prices and per-model limits, and the
// exchange rate that prices them in reais. The console lists and edits them; llm/ reads them on
// every call, so they live here and the console imports them (issue 27: no module loop).

/**
 * The models and AI services the operator console lists (spec 3 §3 "LLM model listing"), with
 * their list prices (USD per 1M tokens, seeded from `modules/llm/prices.ts` and editable with
 * `npm run sppock -- prices set`) and the per-model limits the server enforces on every call
 * (`modules/llm/model-limits.ts`; null: no limit).
 */
export const llmModels = pgTable(
  'llm_models',
  {
    id: serial('id').primaryKey(),
    /** Configuration name: openai | gemini | anthropic | openai-compatible | offline | exa | serper */
    provider: text('provider').notNull(),
    /** The provider's model id (`gpt-4o-mini`); unique across providers. */
    model: text('model').notNull(),
    /** Display name ('GPT-4o mini'). */
    name: text('name').notNull(),
    inputUsdPerMillion: doublePrecision('input_usd_per_million'),
    outputUsdPerMillion: doublePrecision('output_usd_per_million'),
    /** When the prices were read or last set. */
    pricesUpdatedAt: timestamp('prices_updated_at', { withTimezone: true }),
    requestsPerMinute: integer('requests_per_minute'),
    tokensPerMinute: integer('tokens_per_minute'),
    requestsPerDay: integer('requests_per_day'),
    tokensPerDay: integer('tokens_per_day'),
    /** The account's tier at the provider ('Tier 1'), shown on the Gemini panel. */
    tier: text('tier'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('llm_models_model_idx').on(t.model)],
);

/** The USD→BRL rate the console converts prices with ('USD-BRL'), and when it was set. */
export const exchangeRates = pgTable('exchange_rates', {
  pair: text('pair').primaryKey(),
  rate: doublePrecision('rate').notNull(),
  /** reference (the seeded reference value) | config (USD_BRL_RATE) | cli (npm run sppock -- prices rate) */
  source: text('source').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
