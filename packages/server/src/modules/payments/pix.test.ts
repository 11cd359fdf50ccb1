// Pix (issue 31 §2) against the local fake Stripe: a charge shows Stripe's QR code and is applied
// only by a correctly signed `payment_intent.succeeded` (read back from Stripe's API), once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeStripe, parseForm, startFakeStripe } from '../../../test/fakes/stripe.ts';
import { startTestServer, type TestServer, type TestUser } from '../../../test/harness.ts';
import { WEBHOOK_MESSAGES } from '../../http/payments/stripe-webhook.ts';
import { EXTRA_TOKEN_MESSAGES as X } from './extra-tokens.ts';
import { PIX_EXPIRES_AFTER_SECONDS, PIX_MESSAGES } from './pix.ts';

// biome-ignore lint/suspicious/noExplicitAny: replies read field by field by the assertions
type Body = Record<string, any>;

const CHARGES = '/payments/pix/charges/';
const EXTRA = '/payments/extra-tokens/';

describe('Pix no modo de teste', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('recusa com mensagem clara: não há Pix de verdade e nenhum QR code é mostrado', async () => {
    const user = await server.signup();
    await server.request('POST', '/payments/upgrade/', {
      token: user.access,
      body: { plan_type: 'professional' },
    });
    const reply = await server.request<Body>('POST', CHARGES, { token: user.access, body: { blocks: 1 } });
    expect(reply).toMatchObject({ status: 503 });
    expect(reply.body).toEqual({ success: false, error: PIX_MESSAGES.unavailable });
  });
});

describe('Pix com o Stripe', () => {
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

  async function proUser(): Promise<TestUser> {
    const user = await server.signup();
    const upgraded = await server.request<Body>('POST', '/payments/upgrade/', {
      token: user.access,
      body: { plan_type: 'professional' },
    });
    stripe.completeCheckout(String(upgraded.body.checkout_url).split('/').at(-1) ?? '');
    return user;
  }

  const deliver = (event: { payload: string; signature: string }) =>
    server.request<Body>('POST', '/payments/stripe/webhook/', {
      headers: { 'stripe-signature': event.signature, 'content-type': 'application/json' },
      payload: event.payload,
    });
  const overview = async (user: TestUser) =>
    (await server.request<Body>('GET', EXTRA, { token: user.access })).body;
  const charge = async (user: TestUser, id: string) =>
    server.request<Body>('GET', `${CHARGES}${id}/`, { token: user.access });
  const create = (user: TestUser, body: unknown) =>
    server.request<Body>('POST', CHARGES, { token: user.access, body });

  /** An event signed at the server's time (its clock moves in these tests). */
  const signed = (type: string, object: Record<string, unknown>) =>
    stripe.signedEvent(type, object, { timestamp: Math.floor(server.clock.now().getTime() / 1000) });

  /** The Stripe PaymentIntent behind our charge, as Stripe sends it in an event. */
  const intentOf = (id: string) => {
    const intent = [...stripe.paymentIntents.values()].find(
      (pi) => (pi.metadata as { pix_charge_id?: string }).pix_charge_id === id,
    );
    if (!intent) {
      throw new Error(`sem PaymentIntent para ${id}`);
    }
    return intent;
  };

  it('mostra o QR code e o copia e cola do Stripe; a compra só vale depois do webhook assinado', async () => {
    const user = await proUser();
    const reply = await create(user, { blocks: 2 });
    expect(reply.status).toBe(201);
    const { charge: created } = reply.body;
    const intent = intentOf(created.id);
    const qr = (intent.next_action as { pix_display_qr_code: Record<string, unknown> }).pix_display_qr_code;
    expect(created).toMatchObject({
      purpose: 'extra_tokens',
      blocks: 2,
      tokens: 200_000,
      amount: 1,
      status: 'pending',
      qr_code: qr.data,
      qr_image_png: qr.image_url_png,
      qr_image_svg: qr.image_url_svg,
      expires_at: new Date(Number(qr.expires_at) * 1000).toISOString(),
      paid_at: null,
    });
    // Stripe's request: a Pix PaymentIntent confirmed at once, priced by the server.
    const form = parseForm(stripe.requests.findLast((r) => r.path === '/v1/payment_intents')?.body ?? '');
    expect(form).toMatchObject({
      amount: '100',
      currency: 'brl',
      payment_method_types: ['pix'],
      payment_method_options: { pix: { expires_after_seconds: String(PIX_EXPIRES_AFTER_SECONDS) } },
      confirm: 'true',
      metadata: { pix_charge_id: created.id },
    });

    // Paid at the bank, but no webhook yet: nothing applied, not even by reading the charge.
    stripe.payPix(String(intent.id));
    expect((await charge(user, created.id)).body.charge.status).toBe('pending');
    expect(await overview(user)).toMatchObject({ cycle_extra_tokens: 0 });

    const event = stripe.signedEvent('payment_intent.succeeded', intent);
    expect((await deliver(event)).status).toBe(200);
    expect((await charge(user, created.id)).body.charge).toMatchObject({ status: 'paid' });
    expect(await overview(user)).toMatchObject({
      cycle_extra_tokens: 200_000,
      purchases: [{ status: 'paid', tokens: 200_000, amount: 1 }],
    });

    // Replays: the same call is refused; the same event re-signed (Stripe's retry) and a new
    // event about the same PaymentIntent are acknowledged but apply nothing more.
    expect((await deliver(event)).body).toMatchObject({ error: WEBHOOK_MESSAGES.replayed });
    const retry = stripe.signedEvent('payment_intent.succeeded', intent, {
      id: event.id,
      timestamp: Math.floor(Date.now() / 1000) + 1,
    });
    expect((await deliver(retry)).status).toBe(200);
    expect((await deliver(signed('payment_intent.succeeded', intent))).status).toBe(200);
    expect(await overview(user)).toMatchObject({ cycle_extra_tokens: 200_000 });
    expect((await overview(user)).purchases).toHaveLength(1);
  });

  it('webhook sem assinatura ou mal assinado é recusado e nada é aplicado', async () => {
    const user = await proUser();
    const { charge: created } = (await create(user, { blocks: 1 })).body;
    const intent = intentOf(created.id);
    stripe.payPix(String(intent.id));
    const forged = stripe.signedEvent('payment_intent.succeeded', intent, { secret: 'whsec_deOutraPessoa' });
    expect(await deliver(forged)).toMatchObject({
      status: 400,
      body: { error: WEBHOOK_MESSAGES.invalidSignature },
    });
    const unsigned = await server.request<Body>('POST', '/payments/stripe/webhook/', {
      headers: { 'content-type': 'application/json' },
      payload: forged.payload,
    });
    expect(unsigned).toMatchObject({ status: 400, body: { error: WEBHOOK_MESSAGES.missingSignature } });
    expect(await overview(user)).toMatchObject({ cycle_extra_tokens: 0 });
    expect((await charge(user, created.id)).body.charge.status).toBe('pending');
  });

  it('um evento assinado de sucesso não vale se o Stripe não diz que foi pago', async () => {
    const user = await proUser();
    const { charge: created } = (await create(user, { blocks: 1 })).body;
    const intent = intentOf(created.id);
    // The event's body claims success; Stripe's API (read back) says it is still waiting.
    const lie = stripe.signedEvent('payment_intent.succeeded', { ...intent, status: 'succeeded' });
    expect((await deliver(lie)).status).toBe(200);
    expect((await charge(user, created.id)).body.charge.status).toBe('pending');
    expect(await overview(user)).toMatchObject({ cycle_extra_tokens: 0 });
  });

  it('código vencido sem pagamento: expired, e nada é aplicado', async () => {
    const user = await proUser();
    const { charge: created } = (await create(user, { blocks: 1 })).body;
    const intent = intentOf(created.id);
    stripe.expirePix(String(intent.id));
    expect((await deliver(stripe.signedEvent('payment_intent.payment_failed', intent))).status).toBe(200);
    expect((await charge(user, created.id)).body.charge.status).toBe('expired');
    expect(await overview(user)).toMatchObject({ cycle_extra_tokens: 0 });
  });

  it('a validade conta no relógio do servidor: passada, a cobrança aparece expirada', async () => {
    const user = await proUser();
    const { charge: created } = (await create(user, { blocks: 1 })).body;
    await server.advance((PIX_EXPIRES_AFTER_SECONDS + 1) * 1000, user);
    expect((await charge(user, created.id)).body.charge.status).toBe('expired');
  });

  it('outra pessoa não lê a cobrança de ninguém (404), e o id precisa existir', async () => {
    const owner = await proUser();
    const other = await proUser();
    const { charge: created } = (await create(owner, { blocks: 1 })).body;
    expect(await charge(other, created.id)).toMatchObject({
      status: 404,
      body: { success: false, error: PIX_MESSAGES.notFound },
    });
    expect((await charge(owner, 'pix_naoExiste')).status).toBe(404);
    expect((await server.request('GET', `${CHARGES}${created.id}/`)).status).toBe(401);
  });

  it('o valor vem do servidor: preço enviado pelo cliente é recusado; blocos fora de 1 a 50 também', async () => {
    const user = await proUser();
    const before = stripe.paymentIntents.size;
    for (const body of [{ blocks: 1, amount: 1 }, { blocks: 0 }, { blocks: 51 }, { blocks: '2' }, {}]) {
      const reply = await create(user, body);
      expect(reply.status).toBe(400);
      expect(reply.body.success).toBe(false);
    }
    // Nothing was charged at Stripe for any of them.
    expect(stripe.paymentIntents.size).toBe(before);
  });

  it('o Freemium não gera Pix de tokens extras (403)', async () => {
    const user = await server.signup();
    expect(await create(user, { blocks: 1 })).toMatchObject({
      status: 403,
      body: { error: X.freePlan },
    });
  });

  it('entregas concorrentes do mesmo pagamento aplicam uma vez só', async () => {
    const user = await proUser();
    const { charge: created } = (await create(user, { blocks: 3 })).body;
    const intent = intentOf(created.id);
    stripe.payPix(String(intent.id));
    const events = Array.from({ length: 6 }, () => signed('payment_intent.succeeded', intent));
    const replies = await Promise.all(events.map(deliver));
    expect(replies.map((r) => r.status)).toEqual(events.map(() => 200));
    const listed = await overview(user);
    expect(listed.cycle_extra_tokens).toBe(300_000);
    expect(listed.purchases).toHaveLength(1);
  });
});
