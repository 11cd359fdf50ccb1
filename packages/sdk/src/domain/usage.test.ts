import { describe, expect, it } from 'vitest';
import { expiryBadge, historicalTokens, usageBarColour, usageLevel } from './usage';

describe('usageLevel', () => {
  it.each([
    [0, 'normal'],
    [79.9, 'normal'],
    [80, 'approaching'],
    [99.9, 'approaching'],
    [100, 'flex'],
    [140, 'flex'],
  ] as const)('%d %% → %s', (percent, level) => {
    expect(usageLevel(percent)).toBe(level);
  });
  it('is unlimited on enterprise whatever the percent', () => {
    expect(usageLevel(250, { unlimited: true })).toBe('unlimited');
  });
});

describe('usageBarColour', () => {
  it.each([
    [79, 'violet'],
    [80, 'yellow'],
    [99, 'yellow'],
    [100, 'red'],
  ] as const)('tokens at %d %% → %s', (percent, colour) => {
    expect(usageBarColour('tokens', percent)).toBe(colour);
  });
  it.each([
    [69, 'green'],
    [70, 'yellow'],
    [89, 'yellow'],
    [90, 'red'],
  ] as const)('conversations at %d %% → %s', (percent, colour) => {
    expect(usageBarColour('conversations', percent)).toBe(colour);
  });
  it('is green when unlimited', () => {
    expect(usageBarColour('tokens', 120, { unlimited: true })).toBe('green');
  });
});

describe('historicalTokens', () => {
  it('divides figures above 100000 by 100 and rounds', () => {
    expect(historicalTokens(100_000)).toBe(100_000);
    expect(historicalTokens(100_001)).toBe(1000);
    expect(historicalTokens(4_567_890)).toBe(45_679);
  });
});

describe('expiryBadge', () => {
  const now = new Date('2026-03-01T12:00:00Z');
  const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000);
  it('is green above 14 days, yellow at 14 or fewer, red at 5 or fewer', () => {
    expect(expiryBadge(inDays(15), now)).toEqual({ tone: 'green', daysLeft: 15, label: '15d' });
    expect(expiryBadge(inDays(14), now).tone).toBe('yellow');
    expect(expiryBadge(inDays(6), now).tone).toBe('yellow');
    expect(expiryBadge(inDays(5), now).tone).toBe('red');
    expect(expiryBadge(inDays(0.2), now)).toEqual({ tone: 'red', daysLeft: 1, label: '1d' });
  });
  it("shows 'Exp' once past", () => {
    expect(expiryBadge(inDays(-0.5), now)).toMatchObject({ tone: 'red', label: 'Exp' });
    expect(expiryBadge('2026-02-01T00:00:00Z', now).label).toBe('Exp');
  });
});
