// The operator's prices and rate (console, `npm run sppock -- prices …`) are what new calls cost,
// within 30 seconds on every node; a model the database does not list keeps the reference price.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { setExchangeRate, setModelPrice } from '../console/models.ts';
import { priceCall, priceOf } from './prices.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('tabela de preços do operador', () => {
  it('um preço e uma cotação novos valem para as chamadas seguintes em até 30 s', async () => {
    const call = {
      provider: 'openai' as const,
      modelId: 'gpt-4o-mini',
      inputTokens: 1_000_000,
      outputTokens: 1_000_000,
    };
    const before = await server.services.priceBook.current();
    expect(before.priceOf('openai', 'gpt-4o-mini')).toMatchObject({
      inputUsdPerMillion: priceOf('openai', 'gpt-4o-mini').inputUsdPerMillion,
    });

    const now = server.clock.now();
    expect(
      await setModelPrice(server.services.db, 'gpt-4o-mini', { input: 1, output: 2 }, now),
    ).not.toBeNull();
    await setExchangeRate(server.services.db, 6, 'cli', now);
    // Still the tariff read a moment ago: nodes re-read at most every 30 s.
    expect(priceCall(call, await server.services.priceBook.current())).toEqual(priceCall(call, before));

    server.clock.advance(30_001);
    const after = await server.services.priceBook.current();
    expect(priceCall(call, after)).toEqual({ usd: 3, brl: 18 });
    // A model outside the console's list keeps the reference table's price.
    expect(after.priceOf('anthropic', 'um-modelo-novo')).toEqual(
      expect.objectContaining({
        inputUsdPerMillion: priceOf('anthropic', 'um-modelo-novo').inputUsdPerMillion,
      }),
    );
  });
});
