// Extra tokens past the flex allowance (spec 1 §8 FAQ): paid plans only, applied at once in test
// mode, through a one-off Stripe checkout otherwise, and counted in the chat's token ceiling.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeStripe, parseForm, startFakeStripe } from '../../../test/fakes/stripe.ts';
import { startTestServer, type TestServer, type TestUser } from '../../../test/harness.ts';
import { CHAT_MESSAGES } from '../agents/chat/messages.ts';
import { llmCalls } from '../metering/schema.ts';
import { usageChanged } from '../payer/cycle-usage.ts';
import { EXTRA_TOKEN_MESSAGES as X } from './extra-tokens.ts';
import { PAYMENT_MESSAGES as P } from './messages.ts';

// biome-ignore lint/suspicious/noExplicitAny: replies read field by field by the assertions
type Body = Record<string, any>;

const PATH = '/payments/extra-tokens/';

async function upgradeTo(server: TestServer, user: TestUser, plan: string) {
  const reply = await server.request<Body>('POST', '/payments/upgrade/', {
    token: user.access,
    body: { plan_type: plan },
  });
  expect(reply.status).toBe(200);
  return reply.body;
}

describe('tokens extras no modo de teste', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  const buy = (user: TestUser, body: unknown) =>
    server.request<Body>('POST', PATH, { token: user.access, body });
  const overview = async (user: TestUser) =>
    (await server.request<Body>('GET', PATH, { token: user.access })).body;

  it('o Freemium não compra: 403 nomeando o plano que libera, e nada é gravado', async () => {
    const user = await server.signup();
    expect(await buy(user, { blocks: 1 })).toMatchObject({
      status: 403,
      body: { success: false, error: X.freePlan },
    });
    expect(await overview(user)).toEqual({
      success: true,
      cycle_extra_tokens: 0,
      cost_per_100k_extra: 0.5,
      can_buy: false,
      purchases: [],
    });
  });

  it('no Pro, a compra vale na hora, soma ao ciclo e só o dono a vê', async () => {
    const user = await server.signup();
    await upgradeTo(server, user, 'professional');
    const reply = await buy(user, { blocks: 3 });
    expect(reply).toMatchObject({
      status: 201,
      body: {
        success: true,
        message: '300.000 tokens extras adicionados ao seu ciclo atual.',
        checkout_url: null,
        purchase: { blocks: 3, tokens: 300_000, amount: 1.5, status: 'paid' },
      },
    });
    expect(reply.body.purchase.id).toMatch(/^xtp_/);
    expect(await overview(user)).toMatchObject({
      cycle_extra_tokens: 300_000,
      can_buy: true,
      purchases: [{ tokens: 300_000 }],
    });

    const other = await server.signup();
    expect((await overview(other)).purchases).toEqual([]);
    expect(await server.request('GET', PATH)).toMatchObject({ status: 401 });
  });

  it('quantidade fora de 1 a 50, de outro tipo ou com campos a mais: 400 em pt-BR', async () => {
    const user = await server.signup();
    await upgradeTo(server, user, 'professional');
    for (const body of [
      { blocks: 0 },
      { blocks: 51 },
      { blocks: '3' },
      { blocks: 2.5 },
      {},
      { blocks: 1, price: 0 },
    ]) {
      expect(await buy(user, body)).toMatchObject({
        status: 400,
        body: { success: false, error: P.invalidExtraBlocks },
      });
    }
    expect((await overview(user)).purchases).toEqual([]);
  });

  it('compras em rajada: a 11ª em 10 minutos é 429 com Retry-After', async () => {
    const user = await server.signup();
    await upgradeTo(server, user, 'professional');
    for (let i = 0; i < 10; i += 1) {
      expect((await buy(user, { blocks: 1 })).status).toBe(201);
    }
    const refused = await buy(user, { blocks: 1 });
    expect(refused).toMatchObject({ status: 429, body: { success: false, error: X.tooMany } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('o limite de tokens do chat cresce com os tokens extras pagos', async () => {
    const user = await server.signup();
    await upgradeTo(server, user, 'professional');
    const act = (body: Record<string, unknown>) =>
      server.request<Body>('POST', '/api/agents/chatsppock/api/', { token: user.access, body });
    const created = await act({ action: 'create_session', title: 'Nova conversa' });
    // Pro: 2.000.000 base + 400.000 flex, all spent.
    await server.services.db.insert(llmCalls).values({
      userId: user.id,
      agent: 'chatsppock',
      provider: 'offline',
      model: 'sppock-offline',
      inputTokens: 2_400_000,
      outputTokens: 0,
      outcome: 'ok',
      createdAt: server.clock.now(),
    });
    // Written here, not spent through the server: the nodes are told, as a spend tells them.
    await usageChanged(server.services, user.id);
    const send = (message: string) =>
      act({ action: 'send_message', session_id: created.body.session_id, message, location: 'Brasil' });
    expect(await send('Oi')).toMatchObject({
      status: 403,
      body: {
        error: CHAT_MESSAGES.tokenLimit('professional', 2_000_000, 400_000, {
          plan: 'enterprise',
          tokens: 20_000_000,
        }),
      },
    });
    expect((await send('Oi')).body.error).toContain(
      'Você pode comprar tokens extras em Minha Conta, na aba Uso.',
    );
    expect((await buy(user, { blocks: 1 })).status).toBe(201);
    server.clock.advance(3000);
    expect((await send('Oi de novo')).status).toBe(200);
  });
});

describe('tokens extras com o Stripe', () => {
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

  const sessionIdOf = (url: string) => url.split('/').at(-1) ?? '';

  async function proUser(): Promise<TestUser> {
    const user = await server.signup();
    const upgraded = await upgradeTo(server, user, 'professional');
    stripe.completeCheckout(sessionIdOf(upgraded.checkout_url));
    return user;
  }

  const deliver = (event: { payload: string; signature: string }) =>
    server.request('POST', '/payments/stripe/webhook/', {
      headers: { 'stripe-signature': event.signature, 'content-type': 'application/json' },
      payload: event.payload,
    });

  it('abre um checkout avulso; os tokens só valem quando o Stripe diz que foi pago', async () => {
    const user = await proUser();
    const reply = await server.request<Body>('POST', PATH, { token: user.access, body: { blocks: 2 } });
    expect(reply).toMatchObject({
      status: 201,
      body: { message: X.checkout(200_000), purchase: { status: 'pending', paid_at: null, amount: 1 } },
    });
    const sessionId = sessionIdOf(reply.body.checkout_url);
    const form = parseForm(stripe.requests.findLast((r) => r.path === '/v1/checkout/sessions')?.body ?? '');
    expect(form).toMatchObject({
      mode: 'payment',
      client_reference_id: reply.body.purchase.id,
      line_items: [{ quantity: '1', price_data: { currency: 'brl', unit_amount: '100' } }],
    });

    // A correctly signed event about a session Stripe says is unpaid grants nothing.
    expect((await deliver(stripe.signedEvent('checkout.session.completed', { id: sessionId }))).status).toBe(
      200,
    );
    const overview = () => server.request<Body>('GET', PATH, { token: user.access });
    expect((await overview()).body).toMatchObject({
      cycle_extra_tokens: 0,
      purchases: [{ status: 'pending' }],
    });

    stripe.completeCheckout(sessionId);
    const paid = stripe.signedEvent('checkout.session.completed', stripe.sessions.get(sessionId) ?? {});
    expect((await deliver(paid)).status).toBe(200);
    expect((await overview()).body).toMatchObject({
      cycle_extra_tokens: 200_000,
      purchases: [{ status: 'paid' }],
    });
  });

  it('um checkout expirado fica expirado e não soma nada', async () => {
    const user = await proUser();
    const reply = await server.request<Body>('POST', PATH, { token: user.access, body: { blocks: 1 } });
    stripe.expireCheckout(sessionIdOf(reply.body.checkout_url));
    const listed = await server.request<Body>('GET', PATH, { token: user.access });
    expect(listed.body).toMatchObject({ cycle_extra_tokens: 0, purchases: [{ status: 'expired' }] });
  });
});
