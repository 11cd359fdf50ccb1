import { describe, expect, it } from 'vitest';
import { currentMonth, monthOptions } from './months';

describe('monthOptions', () => {
  it('runs from the current month down to July 2025, newest first', () => {
    const options = monthOptions(new Date('2026-12-10T12:00:00Z'));
    expect(options).toHaveLength(18);
    expect(options[0]).toEqual({ value: '2026-12', label: 'Dezembro de 2026' });
    expect(options.at(-1)).toEqual({ value: '2025-07', label: 'Julho de 2025' });
    expect(options.slice(11, 14).map((option) => option.value)).toEqual(['2026-01', '2025-12', '2025-11']);
    expect(options.find((option) => option.value === '2026-03')?.label).toBe('Março de 2026');
  });

  it("keeps going past December 2026 (the spec's last): in 2027 the current month is the first option", () => {
    const options = monthOptions(new Date('2027-01-15T12:00:00Z'));
    expect(options[0]).toEqual({ value: '2027-01', label: 'Janeiro de 2027' });
    expect(options[1]?.value).toBe('2026-12');
    expect(options).toHaveLength(19);
    const far = monthOptions(new Date('2031-06-01T12:00:00Z'));
    expect(far[0]?.value).toBe('2031-06');
    expect(far.at(-1)?.value).toBe('2025-07');
    const values = far.map((option) => option.value);
    expect([...values].sort().reverse()).toEqual(values);
  });

  it('the default month is always an option', () => {
    for (const at of ['2025-07-01T03:00:00Z', '2026-11-23T18:00:00Z', '2027-02-28T12:00:00Z']) {
      const now = new Date(at);
      expect(monthOptions(now).map((option) => option.value)).toContain(currentMonth(now));
    }
  });
});

describe('currentMonth', () => {
  it('is the month in São Paulo, padded', () => {
    expect(currentMonth(new Date('2026-03-15T12:00:00Z'))).toBe('2026-03');
    // 1 December 01:00 UTC is still 30 November in São Paulo (UTC−3).
    expect(currentMonth(new Date('2026-12-01T01:00:00Z'))).toBe('2026-11');
  });
});
