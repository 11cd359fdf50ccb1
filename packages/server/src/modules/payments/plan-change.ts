// Changing plans (POST /payments/upgrade/, spec 1 §8 "Plans page"): one request, four outcomes,
// each its own step — back to freemium, reactivating a scheduled cancel, switching between paid
// plans, or starting a paid plan (Stripe Checkout, or at once in test mode).
import { and, eq } from 'drizzle-orm';
import type { AuthUser, BodyOf, RequestBodyOf, ResultOf } from '../../contract/types.ts';
import type { Services } from '../../services.ts';
import { recordActivity } from '../accounts/activities/activities.ts';
import { PAYMENT_MESSAGES as P } from './messages.ts';
import { planChanged } from './plan-version.ts';
import type { PlanRow, PlanType } from './plans.ts';
import { opaqueId, type SubscriptionRow } from './provider.ts';
import { subscriptions } from './schema.ts';
import {
  CYCLE_MS,
  currentSubscription,
  formatDateBr,
  PIX_PROVIDER,
  pixPaidUntil,
  planMap,
} from './subscriptions.ts';

type UpgradeRequest = RequestBodyOf<'paymentsUpgradePlan'>;
type UpgradeResult = ResultOf<'paymentsUpgradePlan'>;

/** The log entry of a change between plans: up or down the price list. */
export function planChangeEvent(from: PlanRow | undefined, to: PlanRow) {
  const kind =
    from && from.sortOrder > to.sortOrder ? ('plan_downgraded' as const) : ('plan_upgraded' as const);
  return { kind, plan: to.name };
}

export async function plansAndCurrent(services: Services, userId: number) {
  const [plans, current] = await Promise.all([planMap(services), currentSubscription(services, userId)]);
  return { plans, current };
}

export function planOrThrow(plans: Map<string, PlanRow>, type: string): PlanRow {
  const plan = plans.get(type);
  if (!plan) {
    throw new Error(`Plano ${type} ausente do banco: as sementes não rodaram?`);
  }
  return plan;
}

export async function updateSubscription(services: Services, id: string, changes: Partial<SubscriptionRow>) {
  const [row] = await services.db
    .update(subscriptions)
    .set({ ...changes, updatedAt: services.clock.now() })
    .where(eq(subscriptions.id, id))
    .returning();
  if (row) {
    await planChanged(services, row.userId);
  }
  return row;
}

function applied(message: string, plan: PlanType): UpgradeResult {
  return {
    status: 200,
    body: { success: true, message, new_plan: plan, redirect_url: null, checkout_url: null },
  };
}

function samePlan(target: PlanRow): UpgradeResult {
  return { status: 400, body: { success: false, error: P.samePlan(target.name) } };
}

/**
 * A plan paid by Pix has no payment method on file: switching it to another paid plan would be a
 * free upgrade. The new plan is bought with its own Pix charge once the paid time ends.
 */
export function pixPlanSwitchRefused(
  current: SubscriptionRow,
  plans: Map<string, PlanRow>,
): { status: 400; body: { success: false; error: string } } {
  const name = plans.get(current.planType)?.name ?? current.planType;
  return {
    status: 400,
    body: { success: false, error: P.pixPlanSwitch(name, formatDateBr(pixPaidUntil(current))) },
  };
}

/** The plans page FAQ: downgrading to freemium cancels the paid subscription at once. */
async function downgradeToFreemium(
  services: Services,
  user: AuthUser,
  current: SubscriptionRow,
  target: PlanRow,
): Promise<UpgradeResult> {
  const now = services.clock.now();
  await services.payments.cancelNow(current);
  await updateSubscription(services, current.id, {
    status: 'canceled',
    canceledAt: now,
    cancelAtPeriodEnd: false,
  });
  await recordActivity(services.db, user.id, { kind: 'plan_downgraded', plan: target.name }, now);
  return applied(P.downgraded, 'freemium');
}

/** Choosing the plan one already has, with its cancel scheduled, takes the cancel back. */
async function reactivate(
  services: Services,
  user: AuthUser,
  current: SubscriptionRow,
  target: PlanRow,
): Promise<UpgradeResult> {
  await services.payments.setCancelAtPeriodEnd(current, false);
  await updateSubscription(services, current.id, { cancelAtPeriodEnd: false });
  await recordActivity(
    services.db,
    user.id,
    { kind: 'plan_reactivated', plan: target.name },
    services.clock.now(),
  );
  return applied(P.reactivated, target.type as PlanType);
}

/**
 * Between paid plans the payment method is already on file: the provider invoices the difference
 * now (and refuses the change if that payment fails), and the current period is kept.
 */
async function switchPaidPlan(
  services: Services,
  user: AuthUser,
  current: SubscriptionRow,
  target: PlanRow,
  plans: Map<string, PlanRow>,
  body: UpgradeRequest,
): Promise<UpgradeResult> {
  await services.payments.changePlan(current, target);
  await updateSubscription(services, current.id, {
    planType: target.type,
    cancelAtPeriodEnd: false,
    paymentMethodId: body.payment_method_id ?? current.paymentMethodId,
  });
  await recordActivity(
    services.db,
    user.id,
    planChangeEvent(plans.get(current.planType), target),
    services.clock.now(),
  );
  return applied(P.planChanged(target.name), target.type as PlanType);
}

/**
 * A first paid plan: a Stripe Checkout page (the subscription waits, `pending`, until Stripe
 * says it was paid), or in test mode a subscription active at once.
 */
async function startPaidPlan(
  services: Services,
  user: AuthUser,
  target: PlanRow,
  body: UpgradeRequest,
): Promise<UpgradeResult> {
  const now = services.clock.now();
  const id = opaqueId('sub');
  const previous = await services.db
    .select({ customer: subscriptions.providerCustomerId })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, user.id), eq(subscriptions.provider, services.payments.name)));
  const customerId = previous.find((row) => row.customer)?.customer ?? null;
  const base = services.config.publicAppUrl;
  const checkout = await services.payments.startCheckout({
    email: user.email,
    userId: user.id,
    plan: target,
    subscriptionId: id,
    customerId,
    successUrl: `${base}/agents/chatsppock?checkout=success`,
    cancelUrl: `${base}/pricing?checkout=cancelled`,
  });
  await services.db.insert(subscriptions).values({
    id,
    userId: user.id,
    planType: target.type,
    status: checkout ? 'pending' : 'active',
    currentPeriodStart: now,
    currentPeriodEnd: new Date(now.getTime() + CYCLE_MS),
    provider: services.payments.name,
    providerCustomerId: checkout?.customerId ?? null,
    checkoutSessionId: checkout?.sessionId ?? null,
    paymentMethodId: body.payment_method_id ?? null,
    createdAt: now,
    updatedAt: now,
  });
  await planChanged(services, user.id);
  if (checkout) {
    const body: BodyOf<'paymentsUpgradePlan', 200> = {
      success: true,
      message: P.checkout(target.name),
      new_plan: target.type as PlanType,
      redirect_url: null,
      checkout_url: checkout.url,
    };
    return { status: 200, body };
  }
  // Paid at once (test mode); a Stripe checkout is logged when the payment settles.
  await recordActivity(services.db, user.id, { kind: 'plan_upgraded', plan: target.name }, now);
  return applied(P.planChanged(target.name), target.type as PlanType);
}

/** POST /payments/upgrade/: the step that fits the user's current subscription and the target. */
export async function changePlan(
  services: Services,
  user: AuthUser,
  body: UpgradeRequest,
): Promise<UpgradeResult> {
  const { plans, current } = await plansAndCurrent(services, user.id);
  const target = planOrThrow(plans, body.plan_type);
  if (target.type === 'freemium') {
    return current ? downgradeToFreemium(services, user, current, target) : samePlan(target);
  }
  if (current && current.planType === target.type) {
    return current.cancelAtPeriodEnd ? reactivate(services, user, current, target) : samePlan(target);
  }
  if (current?.provider === PIX_PROVIDER) {
    return pixPlanSwitchRefused(current, plans);
  }
  if (current) {
    return switchPaidPlan(services, user, current, target, plans, body);
  }
  return startPaidPlan(services, user, target, body);
}
