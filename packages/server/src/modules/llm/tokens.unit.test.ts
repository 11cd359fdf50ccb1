// Token counting never holds the event loop for long (issue 25 item 2): a long run of one kind of
// character is counted in slices, a text past EXACT_COUNT_CHARS is bounded by its bytes, and
// ordinary text is counted exactly, as metering and plan limits need.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { oneLongWord } from '../../../test/health-watch.ts';
import {
  countTokens,
  countTokensOf,
  EXACT_COUNT_CHARS,
  KEEP_COUNT_FROM_CHARS,
  KEPT_COUNT_CHARS,
  keptTokenCounts,
  RUN_SLICE_CHARS,
} from './tokens.ts';

const encoder = createRequire(import.meta.url)('gpt-tokenizer/cjs/encoding/o200k_base') as {
  countTokens(text: string, options: { disallowedSpecial: Set<string> }): number;
};
const whole = (text: string) => encoder.countTokens(text, { disallowedSpecial: new Set() });

const PROSE =
  'O fornecedor entrega 40 kg de grãos torrados por mês, em duas remessas. A multa por atraso é de 2% do valor da remessa por dia.\n\n';

describe('countTokensOf', () => {
  it('counts ordinary text exactly, as the encoder does in one call', () => {
    const text = `${PROSE.repeat(40)}Pneumoultramicroscopicossilicovulcanoconiótico — ========== <|endoftext|>`;
    expect(countTokensOf(text)).toEqual({ tokens: whole(text), method: 'exact' });
  });

  it('counts a run longer than a slice in slices: a little more than whole, never less', () => {
    const run = oneLongWord(6000);
    const text = `Resumo: ${run}. Fim.`;
    const counted = countTokensOf(text);
    expect(counted.method).toBe('runs-sliced');
    const exact = whole(text);
    expect(counted.tokens).toBeGreaterThanOrEqual(exact);
    expect(counted.tokens).toBeLessThanOrEqual(exact * 1.02);
    // Symbols and spaces are runs too.
    expect(countTokensOf(`a${'!'.repeat(RUN_SLICE_CHARS + 1)}b`).method).toBe('runs-sliced');
    expect(countTokensOf(`a${' '.repeat(RUN_SLICE_CHARS + 1)}b`).method).toBe('runs-sliced');
    expect(countTokensOf(`a${' '.repeat(RUN_SLICE_CHARS)}b`).method).toBe('exact');
  });

  it('bounds a 2 MB word: the encoder reads only its first characters, the rest counts a token a byte', () => {
    const word = oneLongWord(2_000_000);
    const counted = countTokensOf(word);
    expect(counted.method).toBe('bounded');
    const head = countTokensOf(word.slice(0, EXACT_COUNT_CHARS));
    expect(head.method).toBe('runs-sliced');
    expect(counted.tokens).toBe(head.tokens + (word.length - EXACT_COUNT_CHARS));
  });

  it('charges a long text more than its exact count, never less (plan limits)', () => {
    const text = PROSE.repeat(Math.ceil((EXACT_COUNT_CHARS * 1.5) / PROSE.length));
    const counted = countTokensOf(text);
    expect(counted.method).toBe('bounded');
    expect(counted.tokens).toBeGreaterThanOrEqual(whole(text));
    expect(countTokens(text)).toBe(counted.tokens);
  });

  it('keeps a surrogate pair whole at the cut', () => {
    const text = `${'a '.repeat(EXACT_COUNT_CHARS / 2 - 1)}x😀${'b '.repeat(10)}`;
    expect(text.charCodeAt(EXACT_COUNT_CHARS)).toBeGreaterThanOrEqual(0xdc00);
    expect(countTokensOf(text).tokens).toBeGreaterThanOrEqual(whole(text));
  });
});

describe('contagens guardadas (a história e o prompt contados de novo a cada mensagem)', () => {
  it('a mesma contagem; textos curtos não são guardados; o total guardado tem teto e o usado há pouco fica', () => {
    const turn = `${PROSE}${PROSE}`;
    expect(turn.length).toBeGreaterThanOrEqual(KEEP_COUNT_FROM_CHARS);
    const before = keptTokenCounts().texts;
    expect(countTokens(turn)).toBe(whole(turn));
    expect(keptTokenCounts().texts).toBe(before + 1);
    expect(countTokens(turn)).toBe(whole(turn));
    expect(keptTokenCounts().texts).toBe(before + 1);
    countTokens('Oi, tudo bem?');
    expect(keptTokenCounts().texts).toBe(before + 1);

    // Distinct texts past the ceiling: the oldest go, the one used meanwhile stays.
    const size = 40_000;
    const texts = Array.from({ length: Math.ceil((2 * KEPT_COUNT_CHARS) / size) }, (_, index) =>
      `${index} ${'palavra '.repeat(size / 8)}`.slice(0, size),
    );
    for (const text of texts) {
      countTokens(text);
      countTokens(turn);
      expect(keptTokenCounts().chars).toBeLessThanOrEqual(KEPT_COUNT_CHARS);
    }
    expect(keptTokenCounts().texts).toBeLessThan(texts.length);
    expect(keptTokenCounts(texts[0]).kept).toBe(false);
    expect(keptTokenCounts(texts.at(-1)).kept).toBe(true);
    expect(keptTokenCounts(turn).kept).toBe(true);
    expect(countTokensOf(turn).tokens).toBe(whole(turn));
  });
});
