import { describe, expect, it } from 'vitest';
import {
  abbreviateTokens,
  formatBRL,
  formatDate,
  formatDateTime,
  formatFileSize,
  formatNumber,
  formatTokensInWords,
} from './format';

const nbsp = '\u00a0';

describe('formatNumber', () => {
  it('uses pt-BR separators', () => {
    expect(formatNumber(1234567.5)).toBe('1.234.567,5');
    expect(formatNumber(1500.25, { maximumFractionDigits: 1 })).toBe('1.500,3');
  });
});

describe('formatBRL and formatTokensInWords without Intl', () => {
  // It writes reais itself (the first Intl.NumberFormat of a page is slow): the output must be
  // Intl's, character for character, for every amount.
  const intl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
  // A seeded generator: the same values on every run, and a failure names the value.
  let seed = 20261128;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const values: number[] = [
    0, -0, 1, -1, 0.005, 0.015, 0.995, 2.675, 9.995, 999.995, 1.0005, 1e20, 123456789.125,
  ];
  for (let i = 0; i < 5000; i += 1) {
    const scale = 10 ** Math.floor(random() * 14 - 5);
    const value = (random() - 0.3) * scale;
    values.push(value, Math.round(value * 1000) / 1000, Math.round(value * 200) / 200);
  }

  it('writes every amount as Intl does', () => {
    const differ = values
      .filter((value) => formatBRL(value) !== intl.format(value))
      .map((value) => `${value}: ${formatBRL(value)}, Intl ${intl.format(value)}`);
    expect(differ).toEqual([]);
  });

  it("writes token amounts in words with Intl's numbers", () => {
    const oneDecimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });
    const words = (tokens: number) =>
      tokens >= 1_000_000
        ? `${oneDecimal.format(tokens / 1_000_000)} ${oneDecimal.format(tokens / 1_000_000) === '1' ? 'milhão' : 'milhões'}`
        : tokens >= 1000
          ? `${oneDecimal.format(tokens / 1000)} mil`
          : oneDecimal.format(tokens);
    const differ = values
      .map((value) => Math.abs(Math.round(value)))
      .filter((tokens) => formatTokensInWords(tokens) !== words(tokens));
    expect(differ).toEqual([]);
  });

  it('leaves to Intl what it does not write as plain decimals', () => {
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, -1e21, 1e-7]) {
      expect(formatBRL(value)).toBe(intl.format(value));
    }
  });
});

describe('formatFileSize', () => {
  it('shows bytes, KB and MB as a file manager does', () => {
    expect(formatFileSize(1)).toBe('1 byte');
    expect(formatFileSize(159)).toBe('159 bytes');
    expect(formatFileSize(1536)).toBe('1,5 KB');
    expect(formatFileSize(2_621_440)).toBe('2,5 MB');
    expect(formatFileSize(100 * 1024 * 1024)).toBe('100 MB');
  });
});

describe('formatBRL', () => {
  it('formats the plan prices of the spec', () => {
    expect(formatBRL(0)).toBe(`R$${nbsp}0,00`);
    expect(formatBRL(39.9)).toBe(`R$${nbsp}39,90`);
    expect(formatBRL(399)).toBe(`R$${nbsp}399,00`);
    expect(formatBRL(1234.5)).toBe(`R$${nbsp}1.234,50`);
  });
});

describe('formatDate and formatDateTime', () => {
  const instant = '2026-03-05T13:04:00Z';
  it('shows the pt-BR date in the given time zone', () => {
    expect(formatDate(instant, { timeZone: 'America/Sao_Paulo' })).toBe('05/03/2026');
    expect(formatDate(new Date('2026-03-05T01:00:00Z'), { timeZone: 'America/Sao_Paulo' })).toBe(
      '04/03/2026',
    );
  });
  it('shows date and time', () => {
    expect(formatDateTime(instant, { timeZone: 'America/Sao_Paulo' })).toBe('05/03/2026, 10:04');
    expect(formatDateTime(Date.parse(instant), { timeZone: 'UTC' })).toBe('05/03/2026, 13:04');
  });
  it('gives an empty text for an invalid date', () => {
    expect(formatDate('não é data')).toBe('');
    expect(formatDateTime('')).toBe('');
  });
});

describe('abbreviateTokens', () => {
  it.each([
    [0, '0'],
    [950, '950'],
    [1000, '1K'],
    [1500, '1,5K'],
    [100_000, '100K'],
    [999_949, '999,9K'],
    [999_960, '1M'],
    [1_000_000, '1M'],
    [2_500_000, '2,5M'],
    [12_345_678, '12,3M'],
  ])('%d → %s', (tokens, text) => {
    expect(abbreviateTokens(tokens)).toBe(text);
  });
});
