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
import { type PlanVersion, planVersion } from '../payments/plan-version.ts';
import type { SubscriptionRow } from '../payments/provider.ts';
import { activeSubscription, currentCycle, userSubscriptions } from '../payments/subscriptions.ts';
import { KeptPerPerson } from './kept-per-person.ts';

export interface OwnPlan {
  /** The paid subscription that gives access now, or null (Freemium). */
  subscription: SubscriptionRow | null;
  cycle: { start: Date; end: Date };
  /** Extra tokens bought and paid for this cycle (spec 1 §8 FAQ). */
  extraTokens: number;
}

const kept = new KeptPerPerson<OwnPlan>();

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

/**
 * The person's own plan now: kept while its rows have not changed, else read (and settled).
 * `version` is the person's plan version when the caller has already read it (payer.ts).
 */
export async function ownPlan(services: Services, userId: number, version?: PlanVersion): Promise<OwnPlan> {
  const current = version ?? (await planVersion(services, userId));
  const known = kept.get(services, userId, current);
  if (known) {
    return known;
  }
  const { plan, settling } = await readOwnPlan(services, userId);
  if (settling) {
    kept.forget(services, userId);
  } else {
    kept.set(
      services,
      userId,
      plan,
      current,
      Math.min(
        plan.cycle.end.getTime(),
        plan.subscription?.currentPeriodEnd.getTime() ?? Number.POSITIVE_INFINITY,
      ),
    );
  }
  return plan;
}
