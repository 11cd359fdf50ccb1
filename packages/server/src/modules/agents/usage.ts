// Usage of the account (spec 1 §3 "Usage", "Limits", "Historical usage entry"; §4 warning
// levels; §9): the current 30-day cycle against the plan, and the monthly history — both read
// from the metering records.
import { MONTH_NAMES } from '@sppock/sdk';
import { PRODUCT_TIME_ZONE } from '@sppock/sdk/domain';
import type { components } from '../../contract/generated.ts';
import type { Services } from '../../services.ts';
import { findUserById, isKnownTimezone } from '../accounts/users.ts';
import { usageByPeriod, usageInWindow, usagePercent } from '../metering/usage.ts';
import { billingScope } from '../payer/payer.ts';
import { COST_PER_100K_EXTRA, FLEX_TOKENS_RATIO, type PlanType } from '../payments/plans.ts';
import { currentCycle, currentPlanType, planMap } from '../payments/subscriptions.ts';

type CurrentUsage = components['schemas']['AgentUsageCurrent'];
type UsageMonth = components['schemas']['AgentUsageMonth'];

/** Months are the user's calendar months; Brasília time when the profile has no timezone. */
export const DEFAULT_TIMEZONE = PRODUCT_TIME_ZONE;

/** Months of usage history shown when the request names none. */
export const DEFAULT_HISTORY_MONTHS = 12;

export async function currentUsage(services: Services, userId: number): Promise<CurrentUsage | null> {
  // A member of an Enterprise team sees the team's plan and the pool's usage.
  const [plans, { billedUserId, subscription, pool }] = await Promise.all([
    planMap(services),
    billingScope(services, userId),
  ]);
  const user = await findUserById(services.db, billedUserId);
  if (!user) {
    return null;
  }
  const type = currentPlanType(subscription);
  const plan = plans.get(type);
  if (!plan) {
    throw new Error(`Plano ${type} ausente do banco: as sementes não rodaram?`);
  }
  const cycle = currentCycle(subscription, user.createdAt, services.clock.now());
  const used = await usageInWindow(services.db, pool, cycle.start, cycle.end);
  return {
    success: true,
    usage: {
      tokens_used_this_month: used.tokens,
      conversations_this_month: used.conversations,
      conversations_deleted: used.deletedConversations,
      active_conversations: used.conversations - used.deletedConversations,
      usage_percent: usagePercent(used.tokens, plan.baseTokens),
      unlimited: type === 'enterprise',
      cycle_start: cycle.start.toISOString(),
      cycle_end: cycle.end.toISOString(),
    },
    limits: {
      max_tokens: plan.baseTokens,
      max_conversations: plan.maxConversations,
      flex_tokens: Math.round(plan.baseTokens * FLEX_TOKENS_RATIO),
      cost_per_100k_extra: COST_PER_100K_EXTRA,
    },
    package_type: type as PlanType,
  };
}

interface CalendarMonth {
  year: number;
  /** 1–12 */
  month: number;
}

function localParts(instant: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

/** The instant the month begins (midnight of day 1) in `timeZone`. */
export function startOfMonth({ year, month }: CalendarMonth, timeZone: string): Date {
  const wall = Date.UTC(year, month - 1, 1);
  let instant = wall;
  // The zone's offset at the guess, applied twice so a change of offset (DST) settles.
  for (let i = 0; i < 2; i++) {
    const p = localParts(new Date(instant), timeZone);
    const seen = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
    instant += wall - seen;
  }
  return new Date(instant);
}

function shift({ year, month }: CalendarMonth, by: number): CalendarMonth {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** 'Novembro 2026' */
export function monthName({ year, month }: CalendarMonth): string {
  return `${MONTH_NAMES[month - 1]} ${year}`;
}

/**
 * The last `months` calendar months, ending with the current one, oldest first; months without
 * use come with zeros.
 */
export async function usageHistory(
  services: Services,
  userId: number,
  months: number,
): Promise<UsageMonth[]> {
  const user = await findUserById(services.db, userId);
  const timeZone = user?.timezone && isKnownTimezone(user.timezone) ? user.timezone : DEFAULT_TIMEZONE;
  const now = localParts(services.clock.now(), timeZone);
  const current = { year: now.year, month: now.month };
  const calendar = Array.from({ length: months }, (_, i) => shift(current, i - (months - 1)));
  const bounds = [...calendar, shift(current, 1)].map((month) => startOfMonth(month, timeZone));
  const totals = await usageByPeriod(services.db, userId, bounds);
  return calendar.map((month, i) => ({
    month_name: monthName(month),
    month: `${month.year}-${String(month.month).padStart(2, '0')}`,
    tokens_consumed: totals[i]?.tokens ?? 0,
    conversations_created: totals[i]?.conversations ?? 0,
  }));
}
