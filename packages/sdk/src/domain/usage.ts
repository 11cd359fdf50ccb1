// Usage levels, bar colours and the expiry badge of the account panel (spec 1 §4, §9).
import type { DateInput } from './format';

/** Where a usage figure stands against the plan's base limit (spec 1 §4). */
export type UsageLevel = 'normal' | 'approaching' | 'flex' | 'unlimited';

/** Options of {@link usageLevel} and {@link usageBarColour}. */
export interface UsageOptions {
  /** The plan has no limit (enterprise). Default: false. */
  unlimited?: boolean;
}

/**
 * The token usage warning level: under 80 % 'normal'; 80 % or more 'approaching' the limit;
 * 100 % or more 'flex' (base limit reached, the flex allowance in use); 'unlimited' on enterprise.
 */
export function usageLevel(percent: number, options: UsageOptions = {}): UsageLevel {
  if (options.unlimited) {
    return 'unlimited';
  }
  if (percent >= 100) {
    return 'flex';
  }
  if (percent >= 80) {
    return 'approaching';
  }
  return 'normal';
}

/** Which usage bar is drawn. */
export type UsageBar = 'tokens' | 'conversations';
/** The colour of a usage bar. */
export type UsageBarColour = 'red' | 'yellow' | 'violet' | 'green';

/**
 * The colour of a usage bar (spec 1 §9). Tokens: red at 100 % or more, yellow at 80 % or more,
 * otherwise violet; green when unlimited. Conversations: red at 90 % or more, yellow at 70 % or
 * more, otherwise green.
 */
export function usageBarColour(bar: UsageBar, percent: number, options: UsageOptions = {}): UsageBarColour {
  if (options.unlimited) {
    return 'green';
  }
  switch (bar) {
    case 'tokens':
      return percent >= 100 ? 'red' : percent >= 80 ? 'yellow' : 'violet';
    case 'conversations':
      return percent >= 90 ? 'red' : percent >= 70 ? 'yellow' : 'green';
    default:
      return bar satisfies never;
  }
}

/**
 * A monthly token figure of the 12-month history as the product shows it: figures above 100000 are
 * divided by 100 and rounded (spec 1 §7).
 */
export function historicalTokens(tokens: number): number {
  return tokens > 100_000 ? Math.round(tokens / 100) : tokens;
}

/** The subscription expiry badge. */
export interface ExpiryBadge {
  /** red at 5 days or fewer (and once past), yellow at 14 or fewer, green above. */
  tone: 'red' | 'yellow' | 'green';
  /** Whole days left, rounded up; negative once past. */
  daysLeft: number;
  /** 'Exp' once past; otherwise the days left, e.g. '12d' (the short form is our choice). */
  label: string;
}

const DAY_MS = 86_400_000;

/** The badge for a subscription cycle that ends at `end` (spec 1 §9 "Expiry badge"). */
export function expiryBadge(end: DateInput, now: DateInput = Date.now()): ExpiryBadge {
  const endMs = end instanceof Date ? end.getTime() : new Date(end).getTime();
  const nowMs = now instanceof Date ? now.getTime() : new Date(now).getTime();
  const remaining = endMs - nowMs;
  if (remaining < 0) {
    return { tone: 'red', daysLeft: Math.floor(remaining / DAY_MS), label: 'Exp' };
  }
  const daysLeft = Math.ceil(remaining / DAY_MS);
  const tone = daysLeft <= 5 ? 'red' : daysLeft <= 14 ? 'yellow' : 'green';
  return { tone, daysLeft, label: `${daysLeft}d` };
}
