// Stripe's webhook (POST /payments/stripe/webhook/, an extension of the contract). A call is
// believed only when its `Stripe-Signature` is an HMAC-SHA256 of `t.body` with the endpoint's
// secret and `t` is within five minutes; the same signature is refused a second time, and an
// event already handled is acknowledged without being handled again (Stripe retries with a new
// signature). The event itself is only a hint: the subscription is re-read from Stripe's API
// before anything changes, so a plan is granted only when Stripe says `paid`/`active`.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { defineOperations } from '../../contract/define.ts';
import { settleExtraPurchasesOfSession } from '../../modules/payments/extra-tokens.ts';
import { settlePixCharge } from '../../modules/payments/pix.ts';
import { subscriptions } from '../../modules/payments/schema.ts';
import { syncWithProvider } from '../../modules/payments/subscriptions.ts';
import type { Services } from '../../services.ts';

/** Stripe's own libraries accept a timestamp up to 5 minutes away. */
export const SIGNATURE_TOLERANCE_S = 300;
/** How long an event id is remembered: Stripe retries a failed delivery for up to 3 days. */
const EVENT_MEMORY_MS = 3 * 24 * 60 * 60 * 1000;

export const WEBHOOK_MESSAGES = {
  notConfigured: 'Webhook do Stripe não configurado neste servidor.',
  missingSignature: 'Assinatura do Stripe ausente.',
  invalidSignature: 'Assinatura do Stripe inválida.',
  staleSignature: 'Assinatura do Stripe fora da janela de 5 minutos.',
  replayed: 'Esta chamada do Stripe já foi recebida.',
  invalidEvent: 'Corpo inválido: esperado um evento do Stripe.',
} as const;

export type SignatureCheck =
  | { ok: true; timestamp: number; signature: string }
  | {
      ok: false;
      reason: Exclude<keyof typeof WEBHOOK_MESSAGES, 'notConfigured' | 'replayed' | 'invalidEvent'>;
    };

/** Checks a `Stripe-Signature` header (`t=…,v1=…[,v1=…]`) over the raw body. */
export function verifyStripeSignature(
  payload: string,
  header: string | undefined,
  secret: string,
  nowSeconds: number,
  toleranceSeconds = SIGNATURE_TOLERANCE_S,
): SignatureCheck {
  if (!header) {
    return { ok: false, reason: 'missingSignature' };
  }
  let timestamp = Number.NaN;
  const candidates: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.split('=', 2).map((s) => s.trim());
    if (key === 't' && value && /^\d{1,12}$/.test(value)) {
      timestamp = Number(value);
    } else if (key === 'v1' && value && /^[0-9a-f]{64}$/.test(value)) {
      candidates.push(value);
    }
  }
  if (!Number.isFinite(timestamp) || candidates.length === 0) {
    return { ok: false, reason: 'invalidSignature' };
  }
  const expected = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest();
  const match = candidates.find((candidate) => timingSafeEqual(Buffer.from(candidate, 'hex'), expected));
  if (!match) {
    return { ok: false, reason: 'invalidSignature' };
  }
  if (Math.abs(nowSeconds - timestamp) > toleranceSeconds) {
    return { ok: false, reason: 'staleSignature' };
  }
  return { ok: true, timestamp, signature: match };
}

interface StripeObject {
  id?: unknown;
  object?: unknown;
  subscription?: unknown;
  payment_status?: unknown;
}

/** Our subscription rows the event's object is about (a checkout session or a subscription). */
async function rowsFor(services: Services, type: string, object: StripeObject) {
  const stripeRows = (
    column: typeof subscriptions.checkoutSessionId | typeof subscriptions.providerSubscriptionId,
    value: unknown,
  ) =>
    typeof value === 'string' && value.length > 0
      ? services.db
          .select()
          .from(subscriptions)
          .where(and(eq(column, value), eq(subscriptions.provider, 'stripe')))
      : Promise.resolve([]);
  if (type.startsWith('checkout.session.')) {
    return stripeRows(subscriptions.checkoutSessionId, object.id);
  }
  if (type.startsWith('customer.subscription.')) {
    return stripeRows(subscriptions.providerSubscriptionId, object.id);
  }
  if (type.startsWith('invoice.')) {
    return stripeRows(subscriptions.providerSubscriptionId, object.subscription);
  }
  return [];
}

/** The event types that can change a subscription; others are acknowledged and ignored. */
const HANDLED = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'payment_intent.canceled',
]);

async function handleEvent(services: Services, type: string, object: StripeObject): Promise<void> {
  if (!HANDLED.has(type)) {
    return;
  }
  for (const row of await rowsFor(services, type, object)) {
    // Re-read from Stripe: the plan changes only on what Stripe's API says (paid, active).
    await syncWithProvider(services, row);
  }
  if (type.startsWith('payment_intent.')) {
    // A Pix charge: applied only when Stripe's API, read back, says the PaymentIntent succeeded.
    await settlePixCharge(services, object.id);
    return;
  }
  if (type.startsWith('checkout.session.')) {
    // A one-off checkout of extra tokens, settled the same way: on what Stripe's API says.
    await settleExtraPurchasesOfSession(services, object.id);
  }
}

const failure = (reason: keyof typeof WEBHOOK_MESSAGES) =>
  ({ status: 400, body: { success: false, error: WEBHOOK_MESSAGES[reason] } }) as const;

export const stripeWebhookOperations = defineOperations({
  paymentsReceiveStripeWebhook: {
    rawBody: true,
    invalidMessage: () => WEBHOOK_MESSAGES.invalidEvent,
    handler: async ({ body, request, services }) => {
      const secret = services.config.stripeWebhookSecret;
      if (!secret || services.payments.name !== 'stripe') {
        return failure('notConfigured');
      }
      const header = request.headers['stripe-signature'];
      const nowSeconds = Math.floor(services.clock.now().getTime() / 1000);
      const check = verifyStripeSignature(
        request.rawBody ?? '',
        typeof header === 'string' ? header : undefined,
        secret,
        nowSeconds,
      );
      if (!check.ok) {
        services.log.warn({ reason: check.reason }, 'Webhook do Stripe recusado');
        return failure(check.reason);
      }
      // A captured call sent again (same signature) is refused while it would still verify.
      const replay = await services.limiter.hit(
        `stripe:sig:${check.signature}`,
        2 * SIGNATURE_TOLERANCE_S * 1000,
      );
      if (replay.count > 1) {
        return failure('replayed');
      }
      const eventKey = `stripe:event:${body.id}`;
      const seen = await services.limiter.hit(eventKey, EVENT_MEMORY_MS);
      if (seen.count > 1) {
        return { status: 200, body: { received: true } };
      }
      try {
        await handleEvent(services, body.type, body.data.object as StripeObject);
      } catch (error) {
        // Not marked as handled: Stripe's retry gets another chance.
        await services.limiter.reset(eventKey);
        throw error;
      }
      return { status: 200, body: { received: true } };
    },
  },
});
