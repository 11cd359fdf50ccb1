// Subscription lifecycle. Periods are settled lazily when a subscription is read: a cancelled
// one ends at its period end (back to freemium), a test-mode one renews every 30 days, a Stripe
// one is refreshed from Stripe, and a pending checkout becomes active once Stripe says paid. A plan
// paid by Pix (provider 'pix', issue 31 §2) rolls its 30-day periods while paid and then ends
// like a cancelled one: back to freemium.
import { PRODUCT_TIME_ZONE } from '@sppock/sdk/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { DAY } from '../../clock.ts';
import type { components } from '../../contract/generated.ts';
import type { Executor } from '../../db/client.ts';
import type { Services } from '../../services.ts';
import { recordActivity } from '../accounts/activities/activities.ts';
import { planChanged } from './plan-version.ts';
import { CYCLE_DAYS, type PlanRow, type PlanType, priceOf } from './plans.ts';
import type { RemoteSubscription, SubscriptionRow } from './provider.ts';
import { subscriptions } from './schema.ts';

export const CYCLE_MS = CYCLE_DAYS * DAY;

/** The provider of a plan paid period by period with Pix charges (no subscription at the PSP). */
export const PIX_PROVIDER = 'pix';

/** Until when a Pix plan is paid (its current period's end if no later one was paid). */
export function pixPaidUntil(row: SubscriptionRow): Date {
  return row.pixPaidUntil && row.pixPaidUntil > row.currentPeriodEnd
    ? row.pixPaidUntil
    : row.currentPeriodEnd;
}

type PaidWith = components['schemas']['PaidWith'];

/**
 * How the current plan is paid (issue 31 §2): by card (a subscription the provider renews, test
 * mode's too) or by Pix, paid until a date; both null without a paid plan.
 */
export function planPayment(row: SubscriptionRow): { paid_with: PaidWith; paid_until: string | null };
export function planPayment(row: SubscriptionRow | null): {
  paid_with: PaidWith | null;
  paid_until: string | null;
};
export function planPayment(row: SubscriptionRow | null): {
  paid_with: PaidWith | null;
  paid_until: string | null;
} {
  if (!row) {
    return { paid_with: null, paid_until: null };
  }
  return row.provider === PIX_PROVIDER
    ? { paid_with: 'pix', paid_until: pixPaidUntil(row).toISOString() }
    : { paid_with: 'card', paid_until: null };
}

export function planMap(services: Services): Promise<Map<string, PlanRow>> {
  return services.plans.byType();
}

async function planName(services: Services, subscription: SubscriptionRow): Promise<string> {
  return (await planMap(services)).get(subscription.planType)?.name ?? subscription.planType;
}

async function update(
  services: Services,
  id: string,
  changes: Partial<SubscriptionRow>,
): Promise<SubscriptionRow> {
  const [row] = await services.db
    .update(subscriptions)
    .set({ ...changes, updatedAt: services.clock.now() })
    .where(eq(subscriptions.id, id))
    .returning();
  if (!row) {
    throw new Error(`Assinatura ${id} sumiu durante a atualização.`);
  }
  await planChanged(services, row.userId);
  return row;
}

/** Copies the provider's view of a subscription into its row (and logs an end it brings). */
async function applyRemote(
  services: Services,
  row: SubscriptionRow,
  remote: RemoteSubscription,
): Promise<SubscriptionRow> {
  const now = services.clock.now();
  const updated = await update(services, row.id, {
    status: remote.status,
    currentPeriodStart: remote.currentPeriodStart,
    currentPeriodEnd: remote.currentPeriodEnd,
    cancelAtPeriodEnd: remote.cancelAtPeriodEnd,
    canceledAt: remote.status === 'canceled' ? (row.canceledAt ?? now) : null,
  });
  if (remote.status === 'canceled' && row.status !== 'canceled') {
    await recordActivity(
      services.db,
      row.userId,
      { kind: 'plan_ended', plan: await planName(services, row) },
      updated.canceledAt ?? now,
    );
  }
  return updated;
}

/**
 * A subscription the provider says has changed (a webhook): a pending checkout is settled, an
 * active one takes the provider's status and period at once, without waiting for its period end.
 */
export async function syncWithProvider(
  services: Services,
  subscription: SubscriptionRow,
): Promise<SubscriptionRow> {
  if (subscription.status === 'pending') {
    return settle(services, subscription);
  }
  if (subscription.status === 'canceled') {
    return subscription;
  }
  const remote = await services.payments.fetchSubscription(subscription);
  return remote ? applyRemote(services, subscription, remote) : subscription;
}

/** Brings one subscription up to date with the clock and the provider. */
export async function settle(services: Services, subscription: SubscriptionRow): Promise<SubscriptionRow> {
  const now = services.clock.now();
  let row = subscription;
  if (row.status === 'pending') {
    if (!row.checkoutSessionId) {
      return update(services, row.id, { status: 'canceled', canceledAt: now });
    }
    const state = await services.payments.checkoutState(row.checkoutSessionId);
    if (state.status === 'expired') {
      return update(services, row.id, { status: 'canceled', canceledAt: now });
    }
    if (state.status !== 'complete') {
      return row;
    }
    // Paid: this subscription replaces any other paid one the user had.
    const others = await services.db
      .select()
      .from(subscriptions)
      .where(
        and(eq(subscriptions.userId, row.userId), inArray(subscriptions.status, ['active', 'past_due'])),
      );
    for (const other of others) {
      if (other.id !== row.id) {
        await services.payments.cancelNow(other);
        await update(services, other.id, { status: 'canceled', canceledAt: now, cancelAtPeriodEnd: false });
      }
    }
    row = await update(services, row.id, {
      status: 'active',
      providerSubscriptionId: state.providerSubscriptionId,
      providerCustomerId: state.customerId ?? row.providerCustomerId,
      currentPeriodStart: now,
      currentPeriodEnd: new Date(now.getTime() + CYCLE_MS),
    });
    const remote = await services.payments.fetchSubscription(row);
    if (remote) {
      row = await update(services, row.id, {
        currentPeriodStart: remote.currentPeriodStart,
        currentPeriodEnd: remote.currentPeriodEnd,
      });
    }
    await recordActivity(
      services.db,
      row.userId,
      { kind: 'plan_upgraded', plan: await planName(services, row) },
      now,
    );
    return row;
  }
  if (row.status !== 'active' && row.status !== 'past_due') {
    return row;
  }
  if (row.currentPeriodEnd > now) {
    return row;
  }
  const pix = row.provider === PIX_PROVIDER;
  const remote = pix ? null : await services.payments.fetchSubscription(row);
  if (remote) {
    return applyRemote(services, row, remote);
  }
  // A Pix plan ends when its paid time runs out (a scheduled cancel changes nothing: no renewal
  // is charged anyway, and a period paid ahead stays paid).
  const ends = pix ? pixPaidUntil(row) <= now : row.cancelAtPeriodEnd;
  if (ends) {
    const endedAt = pix ? pixPaidUntil(row) : row.currentPeriodEnd;
    // Conditional, so of two reads settling at once only one logs the end.
    const [ended] = await services.db
      .update(subscriptions)
      .set({ status: 'canceled', canceledAt: endedAt, updatedAt: now })
      .where(and(eq(subscriptions.id, row.id), eq(subscriptions.status, row.status)))
      .returning();
    await planChanged(services, row.userId);
    if (!ended) {
      const [current] = await services.db.select().from(subscriptions).where(eq(subscriptions.id, row.id));
      return current ?? row;
    }
    // Logged when it happened (the period's end), though noticed at this read.
    await recordActivity(
      services.db,
      row.userId,
      { kind: 'plan_ended', plan: await planName(services, row) },
      endedAt,
    );
    return ended;
  }
  // Test mode renews on its own, one 30-day period at a time; a Pix plan while it is paid.
  const periods = Math.floor((now.getTime() - row.currentPeriodStart.getTime()) / CYCLE_MS);
  const start = new Date(row.currentPeriodStart.getTime() + periods * CYCLE_MS);
  return update(services, row.id, {
    currentPeriodStart: start,
    currentPeriodEnd: new Date(start.getTime() + CYCLE_MS),
  });
}

/** All of the user's subscriptions, settled, newest first. */
export async function userSubscriptions(services: Services, userId: number): Promise<SubscriptionRow[]> {
  const rows = await services.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
  const settled: SubscriptionRow[] = [];
  for (const row of rows) {
    settled.push(await settle(services, row));
  }
  return settled;
}

/** The paid subscription that gives access now (active, possibly with a scheduled cancel). */
export async function currentSubscription(
  services: Services,
  userId: number,
): Promise<SubscriptionRow | null> {
  return activeSubscription(await userSubscriptions(services, userId));
}

/** Of a user's settled subscriptions, the paid one that gives access now, or null. */
export function activeSubscription(rows: SubscriptionRow[]): SubscriptionRow | null {
  return rows.find((row) => row.status === 'active' || row.status === 'past_due') ?? null;
}

export function currentPlanType(subscription: SubscriptionRow | null): PlanType {
  return (subscription?.planType as PlanType | undefined) ?? 'freemium';
}

export function toContractSubscription(
  row: SubscriptionRow,
  plans: Map<string, PlanRow>,
): components['schemas']['Subscription'] {
  const plan = plans.get(row.planType);
  return {
    id: row.id,
    plan_type: row.planType as PlanType,
    status: row.status === 'past_due' ? 'past_due' : row.status === 'active' ? 'active' : 'canceled',
    active: row.status === 'active' || row.status === 'past_due',
    cancel_at_period_end: row.cancelAtPeriodEnd,
    current_period_start: row.currentPeriodStart.toISOString(),
    current_period_end: row.currentPeriodEnd.toISOString(),
    created_at: row.createdAt.toISOString(),
    price: plan ? priceOf(plan) : 0,
  };
}

/** The 30-day cycle the user is in: the subscription's period, or cycles counted from sign-up. */
export function currentCycle(
  subscription: SubscriptionRow | null,
  userCreatedAt: Date,
  now: Date,
): { start: Date; end: Date } {
  if (subscription) {
    return { start: subscription.currentPeriodStart, end: subscription.currentPeriodEnd };
  }
  const elapsed = Math.max(0, now.getTime() - userCreatedAt.getTime());
  const start = new Date(userCreatedAt.getTime() + Math.floor(elapsed / CYCLE_MS) * CYCLE_MS);
  return { start, end: new Date(start.getTime() + CYCLE_MS) };
}

/** dd/mm/aaaa in Brasília time (the cancel message). */
export function formatDateBr(date: Date): string {
  return new Intl.DateTimeFormat('pt-BR', {
    timeZone: PRODUCT_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(date);
}

/**
 * The Enterprise subscription is the team's plan: when the team's ownership is handed over, the
 * live subscription (active, past due or pending) goes with it.
 */
export async function handOverSubscription(
  executor: Executor,
  handover: { from: number; to: number; at: Date },
): Promise<void> {
  await executor
    .update(subscriptions)
    .set({ userId: handover.to, updatedAt: handover.at })
    .where(
      and(
        eq(subscriptions.userId, handover.from),
        inArray(subscriptions.status, ['active', 'past_due', 'pending']),
      ),
    );
}
