import { describe, expect, it } from 'vitest';
import { relativeTime } from './relativeTime';

describe('relativeTime', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const minute = 60_000;
  const hour = 60 * minute;

  it.each([
    [0, 'Agora mesmo'],
    [59 * minute, 'Agora mesmo'],
    [hour, '1h atrás'],
    [23 * hour + 59 * minute, '23h atrás'],
    [24 * hour, '1 dia(s) atrás'],
    [75 * hour, '3 dia(s) atrás'],
  ])('%d ms ago → %s', (elapsed, text) => {
    expect(relativeTime(ago(elapsed), now)).toBe(text);
  });

  it('accepts the ISO text the API sends and treats the future as now', () => {
    expect(relativeTime('2026-03-10T09:30:00Z', now)).toBe('2h atrás');
    expect(relativeTime('2026-03-11T09:30:00Z', now)).toBe('Agora mesmo');
  });
});
