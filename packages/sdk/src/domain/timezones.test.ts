import { describe, expect, it } from 'vitest';
import { timezoneGroups } from './timezones';

describe('timezoneGroups', () => {
  const all = timezoneGroups.flatMap((group) => group.options);

  it("keeps the spec's groups in order", () => {
    expect(timezoneGroups.map((group) => group.label)).toEqual([
      'Brasil',
      'América do Norte',
      'América do Sul',
      'Europa',
      'Ásia',
      'Oceania',
      'África',
      'Outros',
    ]);
  });
  it('offers about 60 distinct timezones, starting with Brasília', () => {
    expect(all.length).toBeGreaterThanOrEqual(55);
    expect(all.length).toBeLessThanOrEqual(70);
    expect(new Set(all.map((option) => option.value)).size).toBe(all.length);
    expect(all[0]?.value).toBe('America/Sao_Paulo');
  });
  it('uses only IANA names the runtime knows', () => {
    for (const option of all) {
      expect(() => new Intl.DateTimeFormat('pt-BR', { timeZone: option.value }), option.value).not.toThrow();
    }
  });
  it('puts UTC and GMT under Outros', () => {
    expect(timezoneGroups.at(-1)?.options.map((option) => option.value)).toEqual(['UTC', 'GMT']);
  });
});
