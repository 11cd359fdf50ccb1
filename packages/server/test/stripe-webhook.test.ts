// Stripe's signed webhook against the fake Stripe: only a correctly signed, fresh, first-time
// call is believed, and a plan is granted only when Stripe says the checkout was paid.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_MESSAGES } from '../src/http/payments/stripe-webhook.ts';
import { subscriptions } from '../src/modules/payments/schema.ts';
import { type FakeStripe, type SignedEvent, startFakeStripe } from './fakes/stripe.ts';
import { startTestServer, type TestServer, type TestUser } from './harness.ts';

let stripe: FakeStripe;
let server: TestServer;

beforeAll(async () => {
  stripe = await startFakeStripe();
  server = await startTestServer({
    env: {
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_API_BASE: stripe.url,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    },
  });
});
afterAll(async () => {
  await server?.close();
  await stripe?.close();
});

const deliver = (event: Pick<SignedEvent, 'payload' | 'signature'>, signature = event.signature) =>
  server.request('POST', '/payments/stripe/webhook/', {
    payload: event.payload,
    headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
  });

async function checkout(user: TestUser, plan: string): Promise<string> {
  const reply = await server.request('POST', '/payments/upgrade/', {
    token: user.access,
    body: { plan_type: plan },
  });
  return (reply.body.checkout_url as string).split('/').at(-1) ?? '';
}

async function rowOf(sessionId: string) {
  const [row] = await server.services.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.checkoutSessionId, sessionId));
  return row;
}

const currentPlan = async (user: TestUser) =>
  (
    (await server.request('GET', '/payments/upgrade/', { token: user.access })).body.current_subscription as {
      type: string;
    } | null
  )?.type ?? null;

describe('webhook do Stripe', () => {
  it('um pagamento que ainda não caiu não concede o plano; o aviso de pago concede', async () => {
    const user = await server.signup();
    const sessionId = await checkout(user, 'professional');
    stripe.completeCheckout(sessionId, { paid: false });
    const completed = stripe.signedEvent('checkout.session.completed', stripe.sessions.get(sessionId) ?? {});
    expect(await deliver(completed)).toMatchObject({ status: 200, body: { received: true } });
    expect((await rowOf(sessionId))?.status).toBe('pending');
    // Reading the account settles lazily too: still not paid, still no plan.
    expect(await currentPlan(user)).toBeNull();

    stripe.settleAsyncPayment(sessionId);
    const paid = stripe.signedEvent(
      'checkout.session.async_payment_succeeded',
      stripe.sessions.get(sessionId) ?? {},
    );
    expect((await deliver(paid)).status).toBe(200);
    expect((await rowOf(sessionId))?.status).toBe('active');
    expect(await currentPlan(user)).toBe('professional');
  });

  it('o cancelamento no Stripe chega pelo webhook sem esperar o fim do período', async () => {
    const user = await server.signup();
    const sessionId = await checkout(user, 'enterprise');
    const remoteId = stripe.completeCheckout(sessionId);
    expect(
      (await deliver(stripe.signedEvent('checkout.session.completed', stripe.sessions.get(sessionId) ?? {})))
        .status,
    ).toBe(200);
    expect((await rowOf(sessionId))?.status).toBe('active');
    const remote = stripe.subscriptions.get(remoteId) ?? {};
    remote.status = 'canceled';
    expect((await deliver(stripe.signedEvent('customer.subscription.deleted', remote))).status).toBe(200);
    expect((await rowOf(sessionId))?.status).toBe('canceled');
    expect(await currentPlan(user)).toBeNull();
  });

  it('um evento forjado não concede nada: o estado vem da API do Stripe', async () => {
    const user = await server.signup();
    const sessionId = await checkout(user, 'professional');
    // Correctly signed but lying: the session is open and unpaid at Stripe.
    const forged = stripe.signedEvent('checkout.session.completed', {
      id: sessionId,
      object: 'checkout.session',
      status: 'complete',
      payment_status: 'paid',
    });
    expect((await deliver(forged)).status).toBe(200);
    expect((await rowOf(sessionId))?.status).toBe('pending');
  });

  it('recusa assinatura ausente, inválida, de outro segredo ou fora da janela de 5 minutos', async () => {
    const event = stripe.signedEvent('checkout.session.completed', { id: 'cs_test_x' });
    const cases: [string, string, string][] = [
      ['sem cabeçalho', '', WEBHOOK_MESSAGES.missingSignature],
      ['lixo', 'não é uma assinatura', WEBHOOK_MESSAGES.invalidSignature],
      [
        'assinatura trocada',
        event.signature.replace(/v1=\w+/, `v1=${'0'.repeat(64)}`),
        WEBHOOK_MESSAGES.invalidSignature,
      ],
      [
        'outro segredo',
        stripe.signedEvent('x', {}, { secret: 'whsec_outroSegredo0123456789' }).signature,
        WEBHOOK_MESSAGES.invalidSignature,
      ],
    ];
    for (const [label, signature, message] of cases) {
      const reply = await deliver(event, signature);
      expect(reply, label).toMatchObject({ status: 400, body: { success: false, error: message } });
    }
    const old = stripe.signedEvent(
      'checkout.session.completed',
      { id: 'cs_test_x' },
      {
        timestamp: Math.floor(server.clock.now().getTime() / 1000) - 301,
      },
    );
    expect(await deliver(old)).toMatchObject({
      status: 400,
      body: { error: WEBHOOK_MESSAGES.staleSignature },
    });
    // Altered body, original signature.
    expect(
      await deliver({ payload: event.payload.replace('cs_test_x', 'cs_test_y'), signature: event.signature }),
    ).toMatchObject({ status: 400, body: { error: WEBHOOK_MESSAGES.invalidSignature } });
  });

  it('a mesma chamada repetida é recusada; o mesmo evento reenviado pelo Stripe não é processado de novo', async () => {
    const user = await server.signup();
    const sessionId = await checkout(user, 'professional');
    const remoteId = stripe.completeCheckout(sessionId);
    expect(
      (await deliver(stripe.signedEvent('checkout.session.completed', stripe.sessions.get(sessionId) ?? {})))
        .status,
    ).toBe(200);
    const invoice = { id: 'in_1', object: 'invoice', subscription: remoteId };
    const asksStripe = () => stripe.requests.filter((r) => r.path === `/v1/subscriptions/${remoteId}`).length;

    const event = stripe.signedEvent('invoice.paid', invoice);
    let before = asksStripe();
    expect((await deliver(event)).status).toBe(200);
    expect(asksStripe()).toBeGreaterThan(before);

    before = asksStripe();
    expect(await deliver(event)).toMatchObject({ status: 400, body: { error: WEBHOOK_MESSAGES.replayed } });
    const retried = stripe.signedEvent('invoice.paid', invoice, {
      id: event.id,
      timestamp: Math.floor(server.clock.now().getTime() / 1000) + 1,
    });
    expect(await deliver(retried)).toMatchObject({ status: 200, body: { received: true } });
    expect(asksStripe()).toBe(before);
  });

  it('sem STRIPE_WEBHOOK_SECRET (modo de teste) o webhook não aceita nada', async () => {
    const plain = await startTestServer();
    try {
      const event = stripe.signedEvent('checkout.session.completed', { id: 'cs_test_x' });
      const reply = await plain.request('POST', '/payments/stripe/webhook/', {
        payload: event.payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
      });
      expect(reply).toMatchObject({ status: 400, body: { error: WEBHOOK_MESSAGES.notConfigured } });
    } finally {
      await plain.close();
    }
  });
});
