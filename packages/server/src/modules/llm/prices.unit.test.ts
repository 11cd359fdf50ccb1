import { describe, expect, it } from 'vitest';
import { referenceTariff } from './price-book.ts';
import { PRICE_TABLE, priceCall, priceOf } from './prices.ts';

describe('preço de uma chamada', () => {
  it('calcula USD pela tabela e BRL pela cotação', () => {
    // gpt-4o-mini: US$ 0,15 por 1M de entrada e US$ 0,60 por 1M de saída.
    expect(
      priceCall(
        { provider: 'openai', modelId: 'gpt-4o-mini', inputTokens: 1_000_000, outputTokens: 500_000 },
        referenceTariff(5),
      ),
    ).toEqual({ usd: 0.45, brl: 2.25 });
    expect(
      priceCall(
        { provider: 'anthropic', modelId: 'claude-sonnet-4-5', inputTokens: 1200, outputTokens: 300 },
        referenceTariff(5.4),
      ),
    ).toEqual({ usd: 0.0081, brl: 0.04374 });
  });

  it('o modelo offline e servidores próprios não custam nada', () => {
    expect(
      priceCall(
        { provider: 'offline', modelId: 'sppock-offline', inputTokens: 900, outputTokens: 900 },
        referenceTariff(5.4),
      ),
    ).toEqual({
      usd: 0,
      brl: 0,
    });
    expect(
      priceCall(
        { provider: 'openai-compatible', modelId: 'llama3.1', inputTokens: 900, outputTokens: 900 },
        referenceTariff(5.4),
      ),
    ).toEqual({ usd: 0, brl: 0 });
  });

  it('versões datadas pegam o preço da família mais específica', () => {
    expect(priceOf('openai', 'gpt-4o-mini-2024-07-18')).toMatchObject({
      inputUsdPerMillion: 0.15,
      listed: true,
    });
    expect(priceOf('openai', 'gpt-4o-2024-11-20')).toMatchObject({ inputUsdPerMillion: 2.5, listed: true });
    expect(priceOf('anthropic', 'claude-opus-4-5-20251101')).toMatchObject({ outputUsdPerMillion: 25 });
    expect(priceOf('anthropic', 'claude-opus-4-1')).toMatchObject({ outputUsdPerMillion: 75 });
    expect(priceOf('gemini', 'gemini-2.5-flash-lite')).toMatchObject({ outputUsdPerMillion: 0.4 });
  });

  it('um modelo fora da tabela nunca sai mais barato do que o mais caro do provedor', () => {
    const unknown = priceOf('gemini', 'gemini-9-ultra');
    const rates = Object.values(PRICE_TABLE.gemini);
    expect(unknown.listed).toBe(false);
    expect(unknown.inputUsdPerMillion).toBe(Math.max(...rates.map((p) => p.inputUsdPerMillion)));
    expect(unknown.outputUsdPerMillion).toBe(Math.max(...rates.map((p) => p.outputUsdPerMillion)));
  });

  it('tokens negativos não reduzem o custo', () => {
    expect(
      priceCall(
        { provider: 'openai', modelId: 'gpt-4o', inputTokens: -100, outputTokens: 0 },
        referenceTariff(5.4),
      ),
    ).toEqual({
      usd: 0,
      brl: 0,
    });
  });
});
