// A plan paid by Pix (issue 31 §2) against the local fake Stripe: the period is applied only by
// the signed webhook, once; a renewal extends from the current end; a reminder goes once per
// period (bell and e-mail) before the end; unpaid, the plan lapses to Free. Runs on PGlite and,
// with SPPOCK_TEST_DB=postgres, on PostgreSQL.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeStripe, parseForm, startFakeStripe } from '../../../test/fakes/stripe.ts';
import { startTestServer, type TestServer, type TestUser } from '../../../test/harness.ts';
import { DAY, MINUTE } from '../../clock.ts';
import { PAYMENT_MESSAGES } from '../payments/messages.ts';
import { PIX_MESSAGES } from '../payments/pix.ts';
import { subscriptions } from '../payments/schema.ts';
import { CYCLE_MS } from '../payments/subscriptions.ts';
import { sendPixRenewalReminders } from './pix-renewal.ts';

// biome-ignore lint/suspicious/noExplicitAny: replies read field by field by the assertions
type Body = Record<string, any>;

const CHARGES = '/payments/pix/charges/';
const PRO = { purpose: 'plan_period', plan_type: 'professional' } as const;

describe('Plano pago com Pix', () => {
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

  const create = (user: TestUser, body: unknown) =>
    server.request<Body>('POST', CHARGES, { token: user.access, body });
  const charge = (user: TestUser, id: string) =>
    server.request<Body>('GET', `${CHARGES}${id}/`, { token: user.access });
  const status = async (user: TestUser) =>
    (await server.request<Body>('GET', '/api/payments/subscription/status/', { token: user.access })).body;
  const deliver = (event: { payload: string; signature: string }) =>
    server.request<Body>('POST', '/payments/stripe/webhook/', {
      headers: { 'stripe-signature': event.signature, 'content-type': 'application/json' },
      payload: event.payload,
    });
  /** An event signed at the server's time (its clock moves in these tests). */
  const signed = (type: string, object: Record<string, unknown>) =>
    stripe.signedEvent(type, object, { timestamp: Math.floor(server.clock.now().getTime() / 1000) });
  const intentOf = (id: string) => {
    const intent = [...stripe.paymentIntents.values()].find(
      (pi) => (pi.metadata as { pix_charge_id?: string }).pix_charge_id === id,
    );
    if (!intent) {
      throw new Error(`sem PaymentIntent para ${id}`);
    }
    return intent;
  };
  /** The test server's clock keeps ticking with real time: dates agree within seconds. */
  const near = (actual: number | undefined, expected: number) =>
    expect(Math.abs((actual ?? 0) - expected)).toBeLessThan(10_000);
  const pixSubscriptions = (user: TestUser) =>
    server.services.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));

  /** Creates a Pro period charge, pays it at the bank and delivers the signed webhook. */
  async function payProPeriod(user: TestUser): Promise<Body> {
    const reply = await create(user, PRO);
    expect(reply.status).toBe(201);
    const intent = intentOf(reply.body.charge.id);
    stripe.payPix(String(intent.id));
    expect((await deliver(signed('payment_intent.succeeded', intent))).status).toBe(200);
    return reply.body.charge;
  }

  it('o período só vale depois do webhook assinado, uma vez só (replays não estendem)', async () => {
    const user = await server.signup();
    const reply = await create(user, PRO);
    expect(reply.status).toBe(201);
    expect(reply.body.charge).toMatchObject({
      purpose: 'plan_period',
      plan_type: 'professional',
      blocks: 0,
      tokens: 0,
      amount: 39.9,
      status: 'pending',
    });
    // The price is the catalogue's monthly price, set by the server.
    const form = parseForm(stripe.requests.findLast((r) => r.path === '/v1/payment_intents')?.body ?? '');
    expect(form).toMatchObject({ amount: '3990', currency: 'brl', payment_method_types: ['pix'] });

    const intent = intentOf(reply.body.charge.id);
    stripe.payPix(String(intent.id));
    expect(await status(user)).toMatchObject({ plan_type: 'freemium' });

    const paidAt = server.clock.now().getTime();
    const event = signed('payment_intent.succeeded', intent);
    expect((await deliver(event)).status).toBe(200);
    expect((await charge(user, reply.body.charge.id)).body.charge.status).toBe('paid');
    const after = await status(user);
    expect(after).toMatchObject({ plan_type: 'professional', active: true });
    near(new Date(after.current_period_end).getTime(), paidAt + CYCLE_MS);

    // A new signed event about the same payment, and concurrent deliveries: nothing more.
    const replays = await Promise.all(
      Array.from({ length: 4 }, () => deliver(signed('payment_intent.succeeded', intent))),
    );
    expect(replays.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const rows = await pixSubscriptions(user);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ provider: 'pix', status: 'active', planType: 'professional' });
    near(rows[0]?.pixPaidUntil?.getTime(), paidAt + CYCLE_MS);
  });

  it('a renovação estende a partir do fim atual; sem nova renovação, volta ao Free no fim', async () => {
    const user = await server.signup();
    const start = server.clock.now().getTime();
    await payProPeriod(user);
    await server.advance(20 * DAY, user);
    await payProPeriod(user);
    const [row] = await pixSubscriptions(user);
    // Paid 10 days early: the new period starts where the old one ends, no day lost.
    near(row?.pixPaidUntil?.getTime(), start + 2 * CYCLE_MS);

    // Past the first period: still Pro, in the second period.
    await server.advance(11 * DAY, user);
    const second = await status(user);
    expect(second).toMatchObject({ plan_type: 'professional', active: true });
    near(new Date(second.current_period_end).getTime(), start + 2 * CYCLE_MS);

    // Past the paid time: back to Free, logged when it ended.
    await server.advance(30 * DAY, user);
    expect(await status(user)).toMatchObject({ plan_type: 'freemium' });
    const [ended] = await pixSubscriptions(user);
    expect(ended).toMatchObject({ status: 'canceled' });
    near(ended?.canceledAt?.getTime(), start + 2 * CYCLE_MS);
  });

  it('a situação e a assinatura atual dizem como o plano é pago e, no Pix, até quando (cada um vê a sua)', async () => {
    const options = async (user: TestUser) =>
      (await server.request<Body>('GET', '/payments/upgrade/', { token: user.access })).body;
    const user = await server.signup();
    expect(await status(user)).toMatchObject({ plan_type: 'freemium', paid_with: null, paid_until: null });
    expect((await options(user)).current_subscription).toBeNull();

    const start = server.clock.now().getTime();
    await payProPeriod(user);
    const paid = await status(user);
    expect(paid).toMatchObject({ plan_type: 'professional', paid_with: 'pix' });
    near(new Date(paid.paid_until).getTime(), start + CYCLE_MS);
    const current = (await options(user)).current_subscription;
    expect(current).toMatchObject({ type: 'professional', paid_with: 'pix', paid_until: paid.paid_until });

    // Renewed 20 days early: paid until the end of the next period, while the current one runs.
    await server.advance(10 * DAY, user);
    await payProPeriod(user);
    const renewed = await status(user);
    near(new Date(renewed.paid_until).getTime(), start + 2 * CYCLE_MS);
    near(new Date(renewed.current_period_end).getTime(), start + CYCLE_MS);
    expect((await options(user)).current_subscription.paid_until).toBe(renewed.paid_until);

    // Nothing to cancel: it ends by itself unless renewed, and no paid day is lost to a cancel.
    const cancel = await server.request<Body>('POST', '/payments/cancel-subscription/', {
      token: user.access,
    });
    expect(cancel.status).toBe(400);
    expect(cancel.body.error).toContain('não há o que cancelar');
    expect(cancel.body.error).toContain(
      new Date(renewed.paid_until).toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' }),
    );
    expect(await status(user)).toMatchObject({ cancel_at_period_end: false, paid_until: renewed.paid_until });

    // Another person's reply says nothing of this plan; without a session there is none.
    const other = await server.signup();
    expect(await status(other)).toMatchObject({ plan_type: 'freemium', paid_with: null, paid_until: null });
    expect((await options(other)).current_subscription).toBeNull();
    expect((await server.request('GET', '/api/payments/subscription/status/')).status).toBe(401);
    expect((await server.request('GET', '/payments/upgrade/')).status).toBe(401);

    // A plan paid by card renews by itself: no paid-until date.
    const card = await server.signup();
    const upgraded = await server.request<Body>('POST', '/payments/upgrade/', {
      token: card.access,
      body: { plan_type: 'enterprise' },
    });
    stripe.completeCheckout(String(upgraded.body.checkout_url).split('/').at(-1) ?? '');
    expect(await status(card)).toMatchObject({
      plan_type: 'enterprise',
      paid_with: 'card',
      paid_until: null,
    });
    expect((await options(card)).current_subscription).toMatchObject({
      type: 'enterprise',
      paid_with: 'card',
      paid_until: null,
    });
  });

  it('sem pagar, o plano cai para o Free logo depois do fim do período', async () => {
    const user = await server.signup();
    await payProPeriod(user);
    await server.advance(CYCLE_MS - MINUTE, user);
    expect(await status(user)).toMatchObject({ plan_type: 'professional', active: true });
    await server.advance(2 * MINUTE, user);
    expect(await status(user)).toMatchObject({ plan_type: 'freemium' });
  });

  it('o lembrete vai uma vez por período (duas varreduras, um e-mail e um aviso no sino)', async () => {
    const user = await server.signup();
    await payProPeriod(user);
    const mails = async () =>
      (await server.outbox(user.email)).filter((m) => m.subject?.includes('pago com Pix vence'));
    const bell = async () =>
      (
        await server.request<Body>('GET', '/api/support/notifications/', { token: user.access })
      ).body.notifications.filter((n: Body) => n.notification_type === 'plan_renewal');

    // Too early: nothing.
    await server.advance(26 * DAY, user);
    await sendPixRenewalReminders(server.services);
    expect(await mails()).toHaveLength(0);

    // Three days before the end: two sweeps at once (two nodes) send one reminder.
    await server.advance(1 * DAY + MINUTE, user);
    await Promise.all([sendPixRenewalReminders(server.services), sendPixRenewalReminders(server.services)]);
    await sendPixRenewalReminders(server.services);
    const sent = await mails();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toMatch(
      /Seu plano Pro pago com Pix vence em \d{2}\/\d{2}: gere o Pix da renovação em Minha Conta › Assinatura\./,
    );
    expect(sent[0]?.body).toContain('/profile?tab=assinatura');
    expect(await bell()).toHaveLength(1);

    // Renewed: the next period gets its own reminder, once.
    await payProPeriod(user);
    await sendPixRenewalReminders(server.services);
    expect(await mails()).toHaveLength(1);
    await server.advance(CYCLE_MS, user);
    await sendPixRenewalReminders(server.services);
    await sendPixRenewalReminders(server.services);
    expect(await mails()).toHaveLength(2);
    expect(await bell()).toHaveLength(2);
  });

  it('outra pessoa não lê a cobrança do plano (404)', async () => {
    const owner = await server.signup();
    const other = await server.signup();
    const { charge: created } = (await create(owner, PRO)).body;
    expect(await charge(other, created.id)).toMatchObject({
      status: 404,
      body: { success: false, error: PIX_MESSAGES.notFound },
    });
  });

  it('o preço é do servidor: valor do cliente, plano inválido ou pedido misturado são recusados', async () => {
    const user = await server.signup();
    const before = stripe.paymentIntents.size;
    for (const body of [
      { ...PRO, amount: 1 },
      { ...PRO, price: 0.01 },
      { purpose: 'plan_period' },
      { purpose: 'plan_period', plan_type: 'freemium' },
      { ...PRO, blocks: 1 },
      { blocks: 1, plan_type: 'professional' },
      { purpose: 'outro', plan_type: 'professional' },
    ]) {
      const reply = await create(user, body);
      expect(reply.status).toBe(400);
      expect(reply.body.success).toBe(false);
    }
    expect(stripe.paymentIntents.size).toBe(before);
    expect(await status(user)).toMatchObject({ plan_type: 'freemium' });
  });

  it('um plano pago com Pix não troca de plano sem pagar, e um plano no cartão não gera Pix de plano', async () => {
    const user = await server.signup();
    await payProPeriod(user);
    const upgrade = await server.request<Body>('POST', '/payments/upgrade/', {
      token: user.access,
      body: { plan_type: 'enterprise' },
    });
    expect(upgrade.status).toBe(400);
    expect(upgrade.body.error).toContain('pago com Pix até');
    const [row] = await pixSubscriptions(user);
    const put = await server.request<Body>('PUT', `/payments/subscriptions/${row?.id}/`, {
      token: user.access,
      body: { plan_type: 'enterprise' },
    });
    expect(put.status).toBe(400);
    expect(await status(user)).toMatchObject({ plan_type: 'professional' });
    // Another Pix plan while this one runs: refused, nothing charged.
    const before = stripe.paymentIntents.size;
    expect((await create(user, { purpose: 'plan_period', plan_type: 'enterprise' })).status).toBe(409);
    expect(stripe.paymentIntents.size).toBe(before);

    const card = await server.signup();
    const upgraded = await server.request<Body>('POST', '/payments/upgrade/', {
      token: card.access,
      body: { plan_type: 'professional' },
    });
    stripe.completeCheckout(String(upgraded.body.checkout_url).split('/').at(-1) ?? '');
    expect(await create(card, PRO)).toMatchObject({ status: 409 });
    expect(PAYMENT_MESSAGES.pixPlanSwitch('Professional', '01/01/2027')).toContain('Pix');
  });
});
