// Who pays (issue 27): the one owner of the question every request that spends asks — whose
// plan, subscription, cycle and pool a person uses. A member of a team whose owner is on
// Enterprise uses the owner's; anyone else their own. A partner site's visitor writes in the site
// owner's name, so the owner is the user these functions are asked about. The chat's plan state
// (agents/chat/limits.ts), the device limit of a new session, custom agents' access, the
// checkout's refusal for a member and every plan gate ask here, and nowhere else.
import type { Services } from '../../services.ts';
import { planVersion } from '../payments/plan-version.ts';
import type { PlanType } from '../payments/plans.ts';
import type { SubscriptionRow } from '../payments/provider.ts';
import { currentPlanType } from '../payments/subscriptions.ts';
import { type OwnPlan, ownPlan } from './own-plan.ts';
import { ownTeam } from './own-team.ts';

export interface BillingScope {
  /** Whose subscription and cycle the user's plan is (the team's owner for a member). */
  billedUserId: number;
  subscription: SubscriptionRow | null;
  /** The billed user's own plan: subscription, cycle and extra tokens (kept per node, own-plan.ts). */
  plan: OwnPlan;
  /** The people whose tokens and conversations are one pool with the user's (the user included). */
  pool: number[];
}

/**
 * The plan a person uses: a member of a team whose owner is on Enterprise uses the owner's
 * subscription, cycle and pool; anyone else (a member of a lapsed team included) their own.
 */
export async function billingScope(services: Services, userId: number): Promise<BillingScope> {
  // One read of the person's plan version answers for their team and their own plan (both kept per node).
  const version = await planVersion(services, userId);
  const team = await ownTeam(services, userId, version);
  if (!team) {
    const plan = await ownPlan(services, userId, version);
    return { billedUserId: userId, subscription: plan.subscription, plan, pool: [userId] };
  }
  const ownerId = team.membership.team.ownerId;
  const ownerPlan = await ownPlan(services, ownerId, ownerId === userId ? version : undefined);
  if (currentPlanType(ownerPlan.subscription) !== 'enterprise') {
    const plan = userId === ownerId ? ownerPlan : await ownPlan(services, userId, version);
    return { billedUserId: userId, subscription: plan.subscription, plan, pool: [userId] };
  }
  return {
    billedUserId: ownerId,
    subscription: ownerPlan.subscription,
    plan: ownerPlan,
    pool: [...team.members],
  };
}

/** The subscription whose plan the user uses (the team's, for a member of an Enterprise team). */
export async function planSubscription(services: Services, userId: number): Promise<SubscriptionRow | null> {
  return (await billingScope(services, userId)).subscription;
}

/** The plan the user uses now (their team's, for a member of an Enterprise team). */
export async function userPlan(services: Services, userId: number): Promise<PlanType> {
  return currentPlanType(await planSubscription(services, userId));
}
