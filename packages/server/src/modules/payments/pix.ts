// Pix (issue 31 §2): extra tokens paid by a Pix charge through the payment provider (Stripe's
// `pix` payment method; a Brazilian PSP implements the same provider methods). The charge is
// stored pending with the provider's QR code and applied ONLY when the provider's signed webhook
// arrives and the provider's API, read back, says it is paid — once, however often the event is
// replayed. Test mode has no real Pix and says so (503), never showing a QR code that looks payable.
import { and, eq, inArray } from 'drizzle-orm';
import { retryAfter } from '../../contract/define.ts';
import type { AuthUser, BodyOf, ResultOf } from '../../contract/types.ts';
import type { Services } from '../../services.ts';
import { recordActivity } from '../accounts/activities/activities.ts';
import { findUserById } from '../accounts/users.ts';
import { canBuyExtraTokens, EXTRA_TOKEN_MESSAGES, TOKENS_PER_BLOCK } from './extra-tokens.ts';
import { planChanged } from './plan-version.ts';
import { COST_PER_100K_EXTRA, PLAN_LABELS } from './plans.ts';
import { opaqueId } from './provider.ts';
import { extraTokenPurchases, pixCharges } from './schema.ts';
import { currentPlanType, currentSubscription } from './subscriptions.ts';

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
} as const;

function toContract(row: Charge): ContractCharge {
  return {
    id: row.id,
    purpose: row.purpose as ContractCharge['purpose'],
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

export async function createPixExtraTokens(
  services: Services,
  user: AuthUser,
  blocks: number,
): Promise<ResultOf<'paymentsCreatePixCharge'>> {
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
  const window = await services.limiter.hit(`payments:extra-tokens:${user.id}`, CHARGE_WINDOW_MS);
  if (window.count > CHARGES_PER_WINDOW) {
    return {
      status: 429,
      headers: retryAfter(window.resetInMs),
      body: { success: false, error: EXTRA_TOKEN_MESSAGES.tooMany },
    };
  }
  const id = opaqueId('pix');
  const tokens = blocks * TOKENS_PER_BLOCK;
  // The price is the server's: the client only says how many blocks.
  const amountCents = Math.round(blocks * COST_PER_100K_EXTRA * 100);
  const charge = await services.payments.startPixCharge({
    email: user.email,
    userId: user.id,
    amountCents,
    description: `${new Intl.NumberFormat('pt-BR').format(tokens)} tokens extras (Sppock ${PLAN_LABELS[plan]})`,
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
      purpose: 'extra_tokens',
      blocks,
      tokens,
      amountCents,
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
  const applied = await services.db.transaction(async (tx) => {
    const [won] = await tx
      .update(pixCharges)
      .set({ status: 'paid', paidAt: now })
      .where(and(eq(pixCharges.id, row.id), inArray(pixCharges.status, ['pending', 'expired'])))
      .returning();
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
