import { describe, expect, it } from 'vitest';
import { currentMonth, monthOptions } from './months';

describe('monthOptions', () => {
  const options = monthOptions();
  it('runs from December 2026 down to July 2025', () => {
    expect(options).toHaveLength(18);
    expect(options[0]).toEqual({ value: '2026-12', label: 'Dezembro de 2026' });
    expect(options.at(-1)).toEqual({ value: '2025-07', label: 'Julho de 2025' });
  });
  it('is newest first with YYYY-MM values and no gaps', () => {
    expect(options.slice(11, 14).map((option) => option.value)).toEqual(['2026-01', '2025-12', '2025-11']);
    expect(options.find((option) => option.value === '2026-03')?.label).toBe('Março de 2026');
    const values = options.map((option) => option.value);
    expect([...values].sort().reverse()).toEqual(values);
  });
});

describe('currentMonth', () => {
  it('pads the month', () => {
    expect(currentMonth(new Date(2026, 2, 15))).toBe('2026-03');
    expect(currentMonth(new Date(2025, 10, 1))).toBe('2025-11');
  });
});
