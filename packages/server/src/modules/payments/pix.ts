// Pix (issue 31 §2): extra tokens paid by a Pix charge through the payment provider (Stripe's
// `pix` payment method; a Brazilian PSP implements the same provider methods). The charge is
// stored pending with the provider's QR code and applied ONLY when the provider's signed webhook
// arrives and the provider's API, read back, says it is paid — once, however often the event is
// replayed. Test mode has no real Pix and says so (503), never showing a QR code that looks payable.
// A charge pays extra tokens or one period of a paid plan (`plan_period`): a plan paid by Pix is a
// subscription with provider 'pix', paid until a date, renewed by a reminder and a new charge, and
// back to Freemium when nobody pays (subscriptions.ts settles it).
import { and, eq, inArray } from 'drizzle-orm';
import { retryAfter } from '../../contract/define.ts';
import type { AuthUser, BodyOf, RequestBodyOf, ResultOf } from '../../contract/types.ts';
import type { Executor } from '../../db/client.ts';
import type { Services } from '../../services.ts';
import { recordActivity } from '../accounts/activities/activities.ts';
import { findUserById } from '../accounts/users.ts';
import { canBuyExtraTokens, EXTRA_TOKEN_MESSAGES, TOKENS_PER_BLOCK } from './extra-tokens.ts';
import { planChanged } from './plan-version.ts';
import { COST_PER_100K_EXTRA, PLAN_LABELS, type PlanType } from './plans.ts';
import { opaqueId, type SubscriptionRow } from './provider.ts';
import { extraTokenPurchases, pixCharges, subscriptions } from './schema.ts';
import {
  CYCLE_MS,
  currentPlanType,
  currentSubscription,
  formatDateBr,
  PIX_PROVIDER,
  pixPaidUntil,
  planMap,
} from './subscriptions.ts';

type Charge = typeof pixCharges.$inferSelect;
type ContractCharge = BodyOf<'paymentsGetPixCharge', 200>['charge'];

/** How long a Pix code accepts payment (Stripe allows 10 s to 14 days; 30 min fits a checkout). */
export const PIX_EXPIRES_AFTER_SECONDS = 30 * 60;
/** Charges a user may start per window, shared with the card checkout of extra tokens. */
const CHARGES_PER_WINDOW = 10;
const CHARGE_WINDOW_MS = 10 * 60_000;

export const PIX_MESSAGES = {
  unavailable:
    'Pix indisponível: este servidor está no modo de teste, sem provedor de pagamento real. Nenhum QR code foi gerado.',
  notFound: 'Cobrança Pix não encontrada.',
  invalidRequest:
    'Pedido inválido: informe blocks (1 a 50) para tokens extras, ou purpose "plan_period" com plan_type professional ou enterprise para um período de plano.',
  paidByCard: (plan: string) =>
    `Seu plano ${plan} é cobrado no cartão. Para pagar com Pix, cancele a assinatura e, quando ela terminar, gere o Pix do plano.`,
  otherPixPlan: (plan: string, until: string) =>
    `Seu plano ${plan} pago com Pix vale até ${until}. Para mudar de plano, gere o Pix do novo plano depois dessa data.`,
} as const;

function toContract(row: Charge): ContractCharge {
  return {
    id: row.id,
    purpose: row.purpose as ContractCharge['purpose'],
    plan_type: (row.planType as ContractCharge['plan_type']) ?? null,
    blocks: row.blocks,
    tokens: row.tokens,
    amount: row.amountCents / 100,
    status: row.status as ContractCharge['status'],
    qr_code: row.qrCode,
    qr_image_png: row.qrImagePng,
    qr_image_svg: row.qrImageSvg,
    expires_at: row.expiresAt.toISOString(),
    created_at: row.createdAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
  };
}

type PixRequest = RequestBodyOf<'paymentsCreatePixCharge'>;
type CreateResult = ResultOf<'paymentsCreatePixCharge'>;

/** POST /payments/pix/charges/: extra tokens (`blocks`) or one period of a plan (`plan_type`). */
export function createPixCharge(services: Services, user: AuthUser, body: PixRequest): Promise<CreateResult> {
  const purpose = body.purpose ?? 'extra_tokens';
  if (purpose === 'plan_period') {
    if (!body.plan_type || body.blocks !== undefined) {
      return Promise.resolve(invalid());
    }
    return createPixPlanPeriod(services, user, body.plan_type);
  }
  if (body.blocks === undefined || body.plan_type !== undefined) {
    return Promise.resolve(invalid());
  }
  return createPixExtraTokens(services, user, body.blocks);
}

function invalid(): CreateResult {
  return { status: 400, body: { success: false, error: PIX_MESSAGES.invalidRequest } };
}

/** The shared limit on charges a user starts (card checkouts of extra tokens count too). */
async function tooManyCharges(services: Services, userId: number): Promise<CreateResult | null> {
  const window = await services.limiter.hit(`payments:extra-tokens:${userId}`, CHARGE_WINDOW_MS);
  if (window.count <= CHARGES_PER_WINDOW) {
    return null;
  }
  return {
    status: 429,
    headers: retryAfter(window.resetInMs),
    body: { success: false, error: EXTRA_TOKEN_MESSAGES.tooMany },
  };
}

/** Starts the charge at the provider and stores it pending; 503 when there is no real Pix. */
async function startCharge(
  services: Services,
  user: AuthUser,
  input: {
    purpose: 'extra_tokens' | 'plan_period';
    planType: PlanType | null;
    blocks: number;
    amountCents: number;
    description: string;
  },
): Promise<CreateResult> {
  const id = opaqueId('pix');
  const charge = await services.payments.startPixCharge({
    email: user.email,
    userId: user.id,
    amountCents: input.amountCents,
    description: input.description,
    reference: id,
    expiresAfterSeconds: PIX_EXPIRES_AFTER_SECONDS,
  });
  if (!charge) {
    return { status: 503, body: { success: false, error: PIX_MESSAGES.unavailable } };
  }
  const [row] = await services.db
    .insert(pixCharges)
    .values({
      id,
      userId: user.id,
      purpose: input.purpose,
      planType: input.planType,
      blocks: input.blocks,
      tokens: input.blocks * TOKENS_PER_BLOCK,
      amountCents: input.amountCents,
      status: 'pending',
      provider: services.payments.name,
      providerChargeId: charge.providerChargeId,
      qrCode: charge.qrCode,
      qrImagePng: charge.qrImagePng,
      qrImageSvg: charge.qrImageSvg,
      expiresAt: charge.expiresAt,
      createdAt: services.clock.now(),
    })
    .returning();
  if (!row) {
    throw new Error('A cobrança Pix não foi gravada.');
  }
  return { status: 201, body: { success: true, charge: toContract(row) } };
}

export async function createPixExtraTokens(
  services: Services,
  user: AuthUser,
  blocks: number,
): Promise<CreateResult> {
  const [account, subscription] = await Promise.all([
    findUserById(services.db, user.id),
    currentSubscription(services, user.id),
  ]);
  if (!account) {
    throw new Error(`Usuário ${user.id} ausente do banco.`);
  }
  const plan = currentPlanType(subscription);
  if (!canBuyExtraTokens(plan)) {
    return { status: 403, body: { success: false, error: EXTRA_TOKEN_MESSAGES.freePlan } };
  }
  const limited = await tooManyCharges(services, user.id);
  if (limited) {
    return limited;
  }
  const tokens = blocks * TOKENS_PER_BLOCK;
  return startCharge(services, user, {
    purpose: 'extra_tokens',
    planType: null,
    blocks,
    // The price is the server's: the client only says how many blocks.
    amountCents: Math.round(blocks * COST_PER_100K_EXTRA * 100),
    description: `${new Intl.NumberFormat('pt-BR').format(tokens)} tokens extras (Sppock ${PLAN_LABELS[plan]})`,
  });
}

/**
 * One period of a paid plan, at the monthly price of the server's catalogue. Free users and a
 * Pix plan of the same type (the renewal) may; a plan paid by card, or another Pix plan still
 * running, is refused (409) so that no payment is lost.
 */
async function createPixPlanPeriod(
  services: Services,
  user: AuthUser,
  planType: 'professional' | 'enterprise',
): Promise<CreateResult> {
  const [plans, current] = await Promise.all([planMap(services), currentSubscription(services, user.id)]);
  const plan = plans.get(planType);
  if (!plan) {
    throw new Error(`Plano ${planType} ausente do banco: as sementes não rodaram?`);
  }
  if (current && current.provider !== PIX_PROVIDER) {
    const name = plans.get(current.planType)?.name ?? current.planType;
    return { status: 409, body: { success: false, error: PIX_MESSAGES.paidByCard(name) } };
  }
  if (current && current.planType !== planType) {
    const name = plans.get(current.planType)?.name ?? current.planType;
    return {
      status: 409,
      body: { success: false, error: PIX_MESSAGES.otherPixPlan(name, formatDateBr(pixPaidUntil(current))) },
    };
  }
  const limited = await tooManyCharges(services, user.id);
  if (limited) {
    return limited;
  }
  return startCharge(services, user, {
    purpose: 'plan_period',
    planType,
    blocks: 0,
    amountCents: plan.priceCents,
    description: `Plano ${plan.name} por 30 dias (Sppock, pago com Pix)`,
  });
}

/** A user's own charge; a pending one past its expiry reads as expired. Reading applies nothing. */
export async function getPixCharge(
  services: Services,
  user: AuthUser,
  id: string,
): Promise<ResultOf<'paymentsGetPixCharge'>> {
  const [row] = await services.db
    .select()
    .from(pixCharges)
    .where(and(eq(pixCharges.id, id), eq(pixCharges.userId, user.id)));
  if (!row) {
    return { status: 404, body: { success: false, error: PIX_MESSAGES.notFound } };
  }
  if (row.status === 'pending' && row.expiresAt.getTime() <= services.clock.now().getTime()) {
    const [expired] = await services.db
      .update(pixCharges)
      .set({ status: 'expired' })
      .where(and(eq(pixCharges.id, row.id), eq(pixCharges.status, 'pending')))
      .returning();
    return { status: 200, body: { success: true, charge: toContract(expired ?? row) } };
  }
  return { status: 200, body: { success: true, charge: toContract(row) } };
}

/**
 * The webhook's `payment_intent.*` events: the charge is re-read from the provider's API and
 * moves only on what it says. Paid → the extra tokens are added once (the conditional update lets
 * one of any number of concurrent or replayed deliveries win). A payment the provider confirms
 * after our local expiry still counts: the money was taken.
 */
export async function settlePixCharge(services: Services, providerChargeId: unknown): Promise<void> {
  if (typeof providerChargeId !== 'string' || providerChargeId.length === 0) {
    return;
  }
  const [row] = await services.db
    .select()
    .from(pixCharges)
    .where(
      and(eq(pixCharges.provider, services.payments.name), eq(pixCharges.providerChargeId, providerChargeId)),
    );
  if (!row || row.status === 'paid' || row.status === 'failed') {
    return;
  }
  const state = await services.payments.pixChargeState(providerChargeId);
  if (state.reference !== row.id || state.amountCents !== row.amountCents) {
    services.log.warn({ charge: row.id, providerChargeId }, 'Cobrança Pix não confere com o provedor');
    return;
  }
  if (state.status === 'pending') {
    return;
  }
  if (state.status !== 'paid') {
    await services.db
      .update(pixCharges)
      .set({ status: state.status })
      .where(and(eq(pixCharges.id, row.id), eq(pixCharges.status, 'pending')));
    return;
  }
  const now = services.clock.now();
  if (row.purpose === 'plan_period') {
    await applyPlanPeriod(services, row, now);
    return;
  }
  const applied = await services.db.transaction(async (tx) => {
    const [won] = await claimPaid(tx, row.id, now);
    if (!won) {
      return false;
    }
    const purchaseId = opaqueId('xtp');
    await tx.insert(extraTokenPurchases).values({
      id: purchaseId,
      userId: row.userId,
      blocks: row.blocks,
      tokens: row.tokens,
      amountCents: row.amountCents,
      status: 'paid',
      provider: row.provider,
      createdAt: now,
      paidAt: now,
    });
    await tx.update(pixCharges).set({ purchaseId }).where(eq(pixCharges.id, row.id));
    return true;
  });
  if (applied) {
    await planChanged(services, row.userId);
    await recordActivity(services.db, row.userId, { kind: 'extra_tokens', tokens: row.tokens }, now);
  }
}

/** The one delivery (of any number, concurrent or replayed) that marks the charge paid. */
function claimPaid(tx: Executor, id: string, now: Date) {
  return tx
    .update(pixCharges)
    .set({ status: 'paid', paidAt: now })
    .where(and(eq(pixCharges.id, id), inArray(pixCharges.status, ['pending', 'expired'])))
    .returning();
}

/**
 * A paid plan period: the user's Pix subscription of that plan is extended by one period from
 * max(now, the date it is paid until); without one, a new Pix subscription starts now. Any other
 * paid subscription (a card one bought meanwhile) is replaced, as a settled checkout replaces it.
 */
async function applyPlanPeriod(services: Services, row: Charge, now: Date): Promise<void> {
  const planType = row.planType;
  if (!planType) {
    throw new Error(`Cobrança Pix ${row.id} de plano sem plan_type.`);
  }
  const replaced: SubscriptionRow[] = [];
  const applied = await services.db.transaction(async (tx) => {
    const [won] = await claimPaid(tx, row.id, now);
    if (!won) {
      return null;
    }
    const live = await tx
      .select()
      .from(subscriptions)
      .where(
        and(eq(subscriptions.userId, row.userId), inArray(subscriptions.status, ['active', 'past_due'])),
      );
    const same = live.find(
      (sub) => sub.provider === PIX_PROVIDER && sub.planType === planType && pixPaidUntil(sub) > now,
    );
    replaced.push(...live.filter((sub) => sub !== same));
    for (const other of replaced) {
      await tx
        .update(subscriptions)
        .set({ status: 'canceled', canceledAt: now, cancelAtPeriodEnd: false, updatedAt: now })
        .where(eq(subscriptions.id, other.id));
    }
    if (same) {
      const paidUntil = new Date(pixPaidUntil(same).getTime() + CYCLE_MS);
      await tx
        .update(subscriptions)
        .set({ pixPaidUntil: paidUntil, cancelAtPeriodEnd: false, updatedAt: now })
        .where(eq(subscriptions.id, same.id));
      return { renewed: true };
    }
    const end = new Date(now.getTime() + CYCLE_MS);
    await tx.insert(subscriptions).values({
      id: opaqueId('sub'),
      userId: row.userId,
      planType,
      status: 'active',
      currentPeriodStart: now,
      currentPeriodEnd: end,
      pixPaidUntil: end,
      provider: PIX_PROVIDER,
      createdAt: now,
      updatedAt: now,
    });
    return { renewed: false };
  });
  if (!applied) {
    return;
  }
  for (const other of replaced) {
    await services.payments.cancelNow(other);
  }
  await planChanged(services, row.userId);
  const name = (await planMap(services)).get(planType)?.name ?? planType;
  if (!applied.renewed) {
    await recordActivity(services.db, row.userId, { kind: 'plan_upgraded', plan: name }, now);
  }
}
