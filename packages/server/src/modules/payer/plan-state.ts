// The plan a send is measured against, resolved once per request (issue 27): whose plan and
// cycle (payer.ts), the plan's rows, the extra tokens bought, and the pool whose usage counts —
// then the refusals of the plan's limits (the cycle's tokens with the flex allowance, the cycle's
// conversations) and the start of a conversation under the billed user's lock.
import type { Transaction } from '../../db/client.ts';
import { withOwnerLocked } from '../../db/owner-lock.ts';
import type { Services } from '../../services.ts';
import { usageInWindow, type WindowUsage } from '../metering/usage.ts';
import { FLEX_TOKENS_RATIO, type PlanRow, type PlanType } from '../payments/plans.ts';
import { currentPlanType, planMap } from '../payments/subscriptions.ts';
import { keptCycleUsage, spendBegins, usageSpent } from './cycle-usage.ts';
import { PLAN_LIMIT_MESSAGES as M } from './messages.ts';
import { billingScope } from './payer.ts';

const NEXT_PLAN: Record<PlanType, PlanType | null> = {
  freemium: 'professional',
  professional: 'enterprise',
  enterprise: null,
};

export interface PlanState {
  plan: PlanType;
  row: PlanRow;
  cycle: { start: Date; end: Date };
  plans: Map<string, PlanRow>;
  /** Extra tokens bought and paid for this cycle (spec 1 §8 FAQ), on top of the flex allowance. */
  extraTokens: number;
  /** Whose usage counts in the limits: the user, or every member of their Enterprise team. */
  pool: number[];
  /** Who pays: the user, or the owner of their Enterprise team (whose row guards the pool's count). */
  billedUserId: number;
  /**
   * The cycle's usage as this request knows it: read once, at the first check of the request
   * ({@link cycleUsage}), then moved by the request's own spends and starts. Each request has
   * its own; null until read.
   */
  usage: WindowUsage | null;
}

export async function planState(services: Services, userId: number): Promise<PlanState> {
  // A member of an Enterprise team uses the owner's subscription, cycle and extra tokens.
  const [{ billedUserId, plan: own, pool }, plans] = await Promise.all([
    billingScope(services, userId),
    planMap(services),
  ]);
  const plan = currentPlanType(own.subscription);
  const row = plans.get(plan);
  if (!row) {
    throw new Error(`Plano ${plan} ausente do banco.`);
  }
  return {
    plan,
    row,
    plans,
    cycle: own.cycle,
    pool,
    billedUserId,
    extraTokens: own.extraTokens,
    usage: null,
  };
}

/**
 * The cycle's tokens and conversations of the request's pool: the node's figure (cycle-usage.ts:
 * kept while no spend on another node moved it, read otherwise) the first time a request asks,
 * then what the request itself spent and started on top.
 */
export async function cycleUsage(services: Services, state: PlanState): Promise<WindowUsage> {
  state.usage ??= await keptCycleUsage(services, state);
  return state.usage;
}

/** Adds a metered call of this request to what the request knows of the cycle's usage. */
export function countSpend(state: PlanState, tokens: number): void {
  if (state.usage) {
    state.usage.tokens += tokens;
  }
}

/** The plan's token ceiling for the cycle (base, flex allowance, extra tokens); null when unlimited. */
export function tokenCeiling(state: PlanState): number | null {
  // Enterprise is shown as unlimited in the usage tab (usage.ts): it is not cut off on send.
  return state.plan === 'enterprise'
    ? null
    : Math.round(state.row.baseTokens * (1 + FLEX_TOKENS_RATIO)) + state.extraTokens;
}

/** The refusal of one more conversation when `started` already reach the plan's limit, else null. */
function conversationRefusal(state: PlanState, started: number): string | null {
  const max = state.row.maxConversations;
  if (max === null || started < max) {
    return null;
  }
  const next = NEXT_PLAN[state.plan];
  const nextRow = next ? state.plans.get(next) : undefined;
  return M.conversationLimit(
    state.plan,
    max,
    next && nextRow ? { plan: next, max: nextRow.maxConversations } : null,
  );
}

/**
 * Why the plan pays for no more model calls this cycle (its tokens with the flex allowance and
 * the extra tokens are spent), or null. The gateway (llm/gateway.ts) asks it before every call a
 * provider would answer; a send asks it first too, through {@link limitRefusal}, so a refused send
 * leaves nothing behind.
 */
export async function tokenLimitRefusal(services: Services, state: PlanState): Promise<string | null> {
  const ceiling = tokenCeiling(state);
  if (ceiling === null) {
    return null;
  }
  const used = await cycleUsage(services, state);
  if (used.tokens < ceiling) {
    return null;
  }
  const next = NEXT_PLAN[state.plan];
  const nextRow = next ? state.plans.get(next) : undefined;
  return M.tokenLimit(
    state.plan,
    state.row.baseTokens,
    ceiling - state.row.baseTokens - state.extraTokens,
    next && nextRow ? { plan: next, tokens: nextRow.baseTokens } : null,
    state.extraTokens,
  );
}

/**
 * Why a send is refused by the plan's limits, or null: the cycle's tokens with the flex
 * allowance are spent, or a new conversation would pass the cycle's conversation limit. The
 * conversation count read here is a quick answer only: the start itself goes through
 * {@link startWithinConversationLimit}, which counts again under the billed user's lock.
 */
export async function limitRefusal(
  services: Services,
  // The usage counted is `state.pool` (the user, or their whole Enterprise team).
  _userId: number,
  state: PlanState,
  options: { newConversation: boolean },
): Promise<string | null> {
  const tokens = await tokenLimitRefusal(services, state);
  if (tokens !== null) {
    return tokens;
  }
  if (!options.newConversation) {
    return null;
  }
  return conversationRefusal(state, (await cycleUsage(services, state)).conversations);
}

/**
 * Starts a conversation (`start` inserts it and its metered start, with `tx` only) if the plan's
 * conversation limit has room: the cycle's starts are counted and the new one written in one
 * transaction holding the billed user's row, so requests at once cannot all take the last place.
 */
export async function startWithinConversationLimit<T>(
  services: Services,
  state: PlanState,
  start: (tx: Transaction) => Promise<T>,
): Promise<{ started: T } | { refusal: string }> {
  const began = spendBegins();
  const outcome = await withOwnerLocked(services.db, { user: state.billedUserId }, async (tx) => {
    const used = await usageInWindow(tx, state.pool, state.cycle.start, state.cycle.end);
    const refusal = conversationRefusal(state, used.conversations);
    if (refusal !== null) {
      return { refusal };
    }
    const started = await start(tx);
    // Read under the lock, the freshest figure the request has: it replaces the first read.
    state.usage = { ...used, conversations: used.conversations + 1 };
    return { started };
  });
  if ('started' in outcome) {
    await usageSpent(services, state, { conversations: 1 }, began);
  }
  return outcome;
}
