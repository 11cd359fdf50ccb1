// The prices calls are charged at: the operator's (the console's `llm_models` and `exchange_rates`
// tables, edited with `npm run sppock -- prices …`), falling back to the reference table of
// prices.ts and USD_BRL_RATE for a model or rate the database does not have. Read at most every
// 30 seconds per node, so an operator's change reaches every node within that.
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { type ModelPrice, priceOf } from './prices.ts';
import { exchangeRates, llmModels } from './schema.ts';
import type { LlmProviderName } from './settings.ts';

/** How a call is priced: per-model USD prices and the USD→BRL rate. */
export interface Tariff {
  usdBrlRate: number;
  priceOf(
    provider: LlmProviderName,
    modelId: string,
  ): Pick<ModelPrice, 'inputUsdPerMillion' | 'outputUsdPerMillion'>;
}

/** The reference prices and a fixed rate: tests, and nodes before the first read. */
export function referenceTariff(usdBrlRate: number): Tariff {
  return { usdBrlRate, priceOf };
}

const REFRESH_MS = 30_000;

export class PriceBook {
  private cached: { tariff: Tariff; readAt: number } | null = null;
  private pending: Promise<Tariff> | null = null;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly configuredRate: number,
  ) {}

  /** The tariff now (at most 30 s old). */
  async current(): Promise<Tariff> {
    const now = this.clock.now().getTime();
    if (this.cached && now - this.cached.readAt < REFRESH_MS) {
      return this.cached.tariff;
    }
    this.pending ??= this.read(now).finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  private async read(now: number): Promise<Tariff> {
    const [models, rates] = await Promise.all([
      this.db
        .select({
          model: llmModels.model,
          input: llmModels.inputUsdPerMillion,
          output: llmModels.outputUsdPerMillion,
        })
        .from(llmModels),
      this.db.select().from(exchangeRates),
    ]);
    const listed = new Map(
      models
        .filter((row) => row.input !== null && row.output !== null)
        .map((row) => [
          row.model,
          { inputUsdPerMillion: row.input ?? 0, outputUsdPerMillion: row.output ?? 0 },
        ]),
    );
    const rate = rates.find((row) => row.pair === 'USD-BRL')?.rate;
    const tariff: Tariff = {
      usdBrlRate: rate && rate > 0 ? rate : this.configuredRate,
      priceOf: (provider, modelId) => listed.get(modelId) ?? priceOf(provider, modelId),
    };
    this.cached = { tariff, readAt: now };
    return tariff;
  }
}
