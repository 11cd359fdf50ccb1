// Extra tokens (spec 1 §8 FAQ: past its base tokens a paid plan uses the flex allowance "and then
// may buy extra tokens" at `cost_per_100k_extra`). A purchase counts for the 30-day cycle in
// which it is paid: in test mode at once, with Stripe when its one-off checkout is paid (read
// back from Stripe's API, as the plans are).
import { EXTRA_TOKENS_BLOCK } from '@sppock/sdk/domain';
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { retryAfter } from '../../contract/define.ts';
import type { AuthUser, BodyOf, ResultOf } from '../../contract/types.ts';
import type { Services } from '../../services.ts';
import { recordActivity } from '../accounts/activities/activities.ts';
import { findUserById } from '../accounts/users.ts';
import { planChanged } from './plan-version.ts';
import { COST_PER_100K_EXTRA, PLAN_LABELS, type PlanType } from './plans.ts';
import { opaqueId } from './provider.ts';
import { extraTokenPurchases, subscriptions } from './schema.ts';
import { currentCycle, currentPlanType, currentSubscription } from './subscriptions.ts';

type Purchase = typeof extraTokenPurchases.$inferSelect;
type ContractPurchase = BodyOf<'paymentsBuyExtraTokens', 201>['purchase'];

/** Tokens in one block, the unit `cost_per_100k_extra` prices. */
export const TOKENS_PER_BLOCK = EXTRA_TOKENS_BLOCK;
/** Purchases a user may start per window: a checkout page is not a toy to click in a loop. */
const PURCHASES_PER_WINDOW = 10;
const PURCHASE_WINDOW_MS = 10 * 60_000;

export const EXTRA_TOKEN_MESSAGES = {
  freePlan: 'Tokens extras são para os planos Pro e Enterprise. Faça upgrade para o plano Pro para comprar.',
  added: (tokens: number) => `${formatTokens(tokens)} tokens extras adicionados ao seu ciclo atual.`,
  checkout: (tokens: number) =>
    `Você será redirecionado para pagar ${formatTokens(tokens)} tokens extras. Eles valem assim que o pagamento for confirmado.`,
  tooMany: 'Muitas compras em pouco tempo. Tente novamente em alguns minutos.',
} as const;

function formatTokens(tokens: number): string {
  return new Intl.NumberFormat('pt-BR').format(tokens);
}

/** The plans that may buy: the paid ones. */
export function canBuyExtraTokens(plan: PlanType): boolean {
  return plan !== 'freemium';
}

/** Paid extra tokens valid in the cycle `[start, end)`. */
export async function extraTokensInCycle(
  services: Services,
  userId: number,
  cycle: { start: Date; end: Date },
): Promise<number> {
  const [row] = await services.db
    .select({ tokens: sql<number>`coalesce(sum(${extraTokenPurchases.tokens}), 0)::int` })
    .from(extraTokenPurchases)
    .where(
      and(
        eq(extraTokenPurchases.userId, userId),
        eq(extraTokenPurchases.status, 'paid'),
        gte(extraTokenPurchases.paidAt, cycle.start),
        lt(extraTokenPurchases.paidAt, cycle.end),
      ),
    );
  return Number(row?.tokens ?? 0);
}

function toContract(row: Purchase): ContractPurchase {
  return {
    id: row.id,
    blocks: row.blocks,
    tokens: row.tokens,
    amount: row.amountCents / 100,
    status: row.status as ContractPurchase['status'],
    created_at: row.createdAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
  };
}

/**
 * A pending Stripe purchase brought up to date with Stripe: paid once Stripe says the checkout is
 * complete and paid, expired when its page expired. Nothing changes on the event's word alone.
 */
export async function settleExtraPurchase(services: Services, row: Purchase): Promise<Purchase> {
  if (row.status !== 'pending' || !row.checkoutSessionId || row.provider !== services.payments.name) {
    return row;
  }
  const state = await services.payments.checkoutState(row.checkoutSessionId);
  if (state.status === 'open') {
    return row;
  }
  const now = services.clock.now();
  const [updated] = await services.db
    .update(extraTokenPurchases)
    .set(state.status === 'complete' ? { status: 'paid', paidAt: now } : { status: 'expired' })
    // Only a still-pending row moves: a webhook and a listing racing each other settle it once.
    .where(and(eq(extraTokenPurchases.id, row.id), eq(extraTokenPurchases.status, 'pending')))
    .returning();
  await planChanged(services, row.userId);
  if (updated?.status === 'paid') {
    await recordActivity(services.db, row.userId, { kind: 'extra_tokens', tokens: row.tokens }, now);
  }
  return updated ?? row;
}

/** The purchases a Stripe checkout session is about (the webhook). */
export async function settleExtraPurchasesOfSession(services: Services, sessionId: unknown): Promise<void> {
  if (typeof sessionId !== 'string' || sessionId.length === 0) {
    return;
  }
  const rows = await services.db
    .select()
    .from(extraTokenPurchases)
    .where(
      and(eq(extraTokenPurchases.checkoutSessionId, sessionId), eq(extraTokenPurchases.provider, 'stripe')),
    );
  for (const row of rows) {
    await settleExtraPurchase(services, row);
  }
}

async function userCycle(services: Services, userId: number) {
  const [user, subscription] = await Promise.all([
    findUserById(services.db, userId),
    currentSubscription(services, userId),
  ]);
  if (!user) {
    throw new Error(`Usuário ${userId} ausente do banco.`);
  }
  return {
    plan: currentPlanType(subscription),
    cycle: currentCycle(subscription, user.createdAt, services.clock.now()),
  };
}

export async function listExtraTokens(
  services: Services,
  user: AuthUser,
): Promise<ResultOf<'paymentsListExtraTokens'>> {
  const rows = await services.db
    .select()
    .from(extraTokenPurchases)
    .where(eq(extraTokenPurchases.userId, user.id))
    .orderBy(desc(extraTokenPurchases.createdAt))
    .limit(50);
  const settled = await Promise.all(rows.map((row) => settleExtraPurchase(services, row)));
  const { plan, cycle } = await userCycle(services, user.id);
  return {
    status: 200,
    body: {
      success: true,
      cycle_extra_tokens: await extraTokensInCycle(services, user.id, cycle),
      cost_per_100k_extra: COST_PER_100K_EXTRA,
      can_buy: canBuyExtraTokens(plan),
      purchases: settled.map(toContract),
    },
  };
}

export async function buyExtraTokens(
  services: Services,
  user: AuthUser,
  blocks: number,
): Promise<ResultOf<'paymentsBuyExtraTokens'>> {
  const { plan } = await userCycle(services, user.id);
  if (!canBuyExtraTokens(plan)) {
    return { status: 403, body: { success: false, error: EXTRA_TOKEN_MESSAGES.freePlan } };
  }
  const window = await services.limiter.hit(`payments:extra-tokens:${user.id}`, PURCHASE_WINDOW_MS);
  if (window.count > PURCHASES_PER_WINDOW) {
    return {
      status: 429,
      headers: retryAfter(window.resetInMs),
      body: { success: false, error: EXTRA_TOKEN_MESSAGES.tooMany },
    };
  }
  const id = opaqueId('xtp');
  const tokens = blocks * TOKENS_PER_BLOCK;
  const amountCents = Math.round(blocks * COST_PER_100K_EXTRA * 100);
  const previous = await services.db
    .select({ customer: subscriptions.providerCustomerId })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, user.id), eq(subscriptions.provider, services.payments.name)));
  const base = services.config.publicAppUrl;
  const checkout = await services.payments.startPaymentCheckout({
    email: user.email,
    userId: user.id,
    customerId: previous.find((row) => row.customer)?.customer ?? null,
    amountCents,
    description: `${formatTokens(tokens)} tokens extras (Sppock ${PLAN_LABELS[plan]})`,
    reference: id,
    successUrl: `${base}/profile?tab=uso&extra_tokens=success`,
    cancelUrl: `${base}/profile?tab=uso&extra_tokens=cancelled`,
  });
  const now = services.clock.now();
  const [row] = await services.db
    .insert(extraTokenPurchases)
    .values({
      id,
      userId: user.id,
      blocks,
      tokens,
      amountCents,
      status: checkout ? 'pending' : 'paid',
      provider: services.payments.name,
      checkoutSessionId: checkout?.sessionId ?? null,
      createdAt: now,
      paidAt: checkout ? null : now,
    })
    .returning();
  if (!row) {
    throw new Error('A compra de tokens extras não foi gravada.');
  }
  await planChanged(services, user.id);
  if (!checkout) {
    await recordActivity(services.db, user.id, { kind: 'extra_tokens', tokens }, now);
  }
  return {
    status: 201,
    body: {
      success: true,
      message: checkout ? EXTRA_TOKEN_MESSAGES.checkout(tokens) : EXTRA_TOKEN_MESSAGES.added(tokens),
      purchase: toContract(row),
      checkout_url: checkout?.url ?? null,
    },
  };
}
