// A person's own plan — their subscription, the cycle it gives and the extra tokens they bought in
// it — read once and kept per API node (issue 28 item 3): every chat message asks who pays, and
// these rows change only when a plan or a purchase changes. A kept plan is used only while the
// version of the person's plan rows (payments/plan-version.ts, in the shared limiter) is the one
// it was read under, and never past the end of its cycle or subscription period (the next read
// renews or ends the subscription). A person with a checkout still open is read every time: the
// read is what settles it with the provider.
import type { Services } from '../../services.ts';
import { findUserById } from '../accounts/users.ts';
import { extraTokensInCycle } from '../payments/extra-tokens.ts';
import { planVersion } from '../payments/plan-version.ts';
import type { SubscriptionRow } from '../payments/provider.ts';
import { activeSubscription, currentCycle, userSubscriptions } from '../payments/subscriptions.ts';

export interface OwnPlan {
  /** The paid subscription that gives access now, or null (Freemium). */
  subscription: SubscriptionRow | null;
  cycle: { start: Date; end: Date };
  /** Extra tokens bought and paid for this cycle (spec 1 §8 FAQ). */
  extraTokens: number;
}

/** A kept plan is read again after this long even when nothing said it changed. */
const MAX_AGE_MS = 60_000;
/** People kept per node; past it the oldest is dropped. */
const MAX_PEOPLE = 10_000;

interface Kept {
  plan: OwnPlan;
  version: number;
  /** Epoch ms (the server's clock) after which the plan is read again. */
  until: number;
}

// One store per server (tests run several servers, each with its own database, in one process).
const stores = new WeakMap<Services, Map<number, Kept>>();

function storeOf(services: Services): Map<number, Kept> {
  let store = stores.get(services);
  if (!store) {
    store = new Map();
    stores.set(services, store);
  }
  return store;
}

async function readOwnPlan(services: Services, userId: number) {
  const [rows, user] = await Promise.all([
    userSubscriptions(services, userId),
    findUserById(services.db, userId),
  ]);
  if (!user) {
    throw new Error(`Usuário ${userId} ausente do banco.`);
  }
  const subscription = activeSubscription(rows);
  const cycle = currentCycle(subscription, user.createdAt, services.clock.now());
  const extraTokens = await extraTokensInCycle(services, userId, cycle);
  return {
    plan: { subscription, cycle, extraTokens },
    settling: rows.some((row) => row.status === 'pending'),
  };
}

/** The person's own plan now: kept while its rows have not changed, else read (and settled). */
export async function ownPlan(services: Services, userId: number): Promise<OwnPlan> {
  const store = storeOf(services);
  const now = services.clock.now().getTime();
  const { version, validUntil } = await planVersion(services, userId);
  const kept = store.get(userId);
  if (kept && kept.version === version && now < kept.until) {
    return kept.plan;
  }
  const { plan, settling } = await readOwnPlan(services, userId);
  store.delete(userId);
  if (!settling) {
    const until = Math.min(
      validUntil,
      now + MAX_AGE_MS,
      plan.cycle.end.getTime(),
      plan.subscription?.currentPeriodEnd.getTime() ?? Number.POSITIVE_INFINITY,
    );
    store.set(userId, { plan, version, until });
    if (store.size > MAX_PEOPLE) {
      const oldest = store.keys().next();
      if (!oldest.done) {
        store.delete(oldest.value);
      }
    }
  }
  return plan;
}
