import { describe, expect, it } from 'vitest';
import { DAY, HOUR, MINUTE } from '../../clock.ts';
import { relativeTime } from './relative-time.ts';

const now = new Date('2026-03-28T17:30:00Z');
const ago = (ms: number) => relativeTime(new Date(now.getTime() - ms), now);

describe('tempo relativo (spec 3 §9)', () => {
  it("menos de 1 hora é 'Agora mesmo'", () => {
    expect(ago(0)).toBe('Agora mesmo');
    expect(ago(59 * MINUTE)).toBe('Agora mesmo');
    expect(ago(HOUR - 1)).toBe('Agora mesmo');
    // A clock a little ahead on another machine still reads as now.
    expect(ago(-5 * MINUTE)).toBe('Agora mesmo');
  });

  it("menos de 24 horas é 'Nh atrás', em horas inteiras", () => {
    expect(ago(HOUR)).toBe('1h atrás');
    expect(ago(3 * HOUR + 59 * MINUTE)).toBe('3h atrás');
    expect(ago(DAY - 1)).toBe('23h atrás');
  });

  it("a partir de 24 horas é 'N dia(s) atrás', em dias inteiros", () => {
    expect(ago(DAY)).toBe('1 dia(s) atrás');
    expect(ago(2 * DAY - 1)).toBe('1 dia(s) atrás');
    expect(ago(2 * DAY + 2 * HOUR)).toBe('2 dia(s) atrás');
    expect(ago(45 * DAY)).toBe('45 dia(s) atrás');
  });
});
