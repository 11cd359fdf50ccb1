// The console's weeks: Monday to Sunday on São Paulo's calendar, whatever the server's zone.
import { describe, expect, it } from 'vitest';
import { weekStart } from './routing-quality.ts';

describe('weekStart', () => {
  it('a segunda-feira da semana no fuso de São Paulo', () => {
    // Monday 2026-03-16, 02:30 UTC is still Sunday 23:30 in São Paulo.
    expect(weekStart(new Date('2026-03-16T02:30:00Z'))).toBe('2026-03-09');
    expect(weekStart(new Date('2026-03-16T03:00:00Z'))).toBe('2026-03-16');
    expect(weekStart(new Date('2026-03-22T20:00:00Z'))).toBe('2026-03-16');
  });

  it('semanas para trás, atravessando meses e anos', () => {
    expect(weekStart(new Date('2026-03-04T12:00:00Z'), 1)).toBe('2026-02-23');
    expect(weekStart(new Date('2026-01-02T12:00:00Z'), 2)).toBe('2025-12-15');
  });
});
