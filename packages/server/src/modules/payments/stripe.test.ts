import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeStripe, parseForm, startFakeStripe } from '../../../test/fakes/stripe.ts';
import { startTestServer, type TestServer, type TestUser } from '../../../test/harness.ts';
import { DAY } from '../../clock.ts';
import { TEAM_MESSAGES } from '../teams/messages.ts';
import { PAYMENT_MESSAGES as P } from './messages.ts';
import { encodeForm } from './stripe.ts';

let stripe: FakeStripe;
let server: TestServer;

beforeAll(async () => {
  stripe = await startFakeStripe();
  server = await startTestServer({
    env: { STRIPE_SECRET_KEY: stripe.secretKey, STRIPE_API_BASE: stripe.url },
  });
});
afterAll(async () => {
  await server?.close();
  await stripe?.close();
});

const upgrade = (user: TestUser, plan_type: string) =>
  server.request('POST', '/payments/upgrade/', { token: user.access, body: { plan_type } });
const current = async (user: TestUser) =>
  (await server.request('GET', '/payments/upgrade/', { token: user.access })).body.current_subscription as {
    id: string;
    type: string;
    cancel_at_period_end: boolean;
    current_period_end: string;
  } | null;

function sessionIdOf(checkoutUrl: string): string {
  return checkoutUrl.split('/').at(-1) ?? '';
}

describe('provedor Stripe', () => {
  it('upgrade responde checkout_url e o plano só muda depois do pagamento', async () => {
    const user = await server.signup();
    const reply = await upgrade(user, 'professional');
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      success: true,
      new_plan: 'professional',
      redirect_url: null,
      message: P.checkout('Professional'),
    });
    const checkoutUrl = reply.body.checkout_url as string;
    expect(checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);

    // Stripe's request format: form-encoded, Bearer secret key.
    const create = stripe.requests.find((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions');
    expect(create?.headers.authorization).toBe(`Bearer ${stripe.secretKey}`);
    expect(create?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    const form = parseForm(create?.body ?? '');
    expect(form).toMatchObject({
      mode: 'subscription',
      success_url: 'http://app.sppock.test/agents/chatsppock?checkout=success',
      cancel_url: 'http://app.sppock.test/pricing?checkout=cancelled',
      line_items: [{ quantity: '1' }],
    });
    const price = stripe.prices.get((form.line_items as { price: string }[])[0]?.price ?? '');
    expect(price).toMatchObject({
      currency: 'brl',
      unit_amount: 3990,
      recurring: { interval: 'day', interval_count: '30' },
    });

    expect(await current(user)).toBeNull();
    expect(
      (await server.request('GET', '/payments/subscriptions/', { token: user.access })).body.subscriptions,
    ).toEqual([]);

    const remoteId = stripe.completeCheckout(sessionIdOf(checkoutUrl));
    expect(await current(user)).toMatchObject({ type: 'professional', cancel_at_period_end: false });
    const remote = stripe.subscriptions.get(remoteId) as {
      items: { data: { current_period_end: number }[] };
    };
    const end = (await current(user))?.current_period_end ?? '';
    expect(new Date(end).getTime() / 1000).toBe(remote.items.data[0]?.current_period_end);
  });

  it('reaproveita o cliente e o preço do Stripe nas próximas assinaturas', async () => {
    const user = await server.signup();
    const first = await upgrade(user, 'enterprise');
    stripe.expireCheckout(sessionIdOf(first.body.checkout_url as string));
    expect(await current(user)).toBeNull();
    const pricesBefore = stripe.prices.size;
    const customersBefore = stripe.customers.size;
    const second = await upgrade(user, 'enterprise');
    expect(second.body.checkout_url).toMatch(/cs_test_/);
    expect(stripe.prices.size).toBe(pricesBefore);
    expect(stripe.customers.size).toBe(customersBefore);
  });

  it('cancelar e reativar mudam cancel_at_period_end no Stripe', async () => {
    const user = await server.signup();
    const reply = await upgrade(user, 'professional');
    const remoteId = stripe.completeCheckout(sessionIdOf(reply.body.checkout_url as string));
    const cancel = await server.request('POST', '/payments/cancel-subscription/', { token: user.access });
    expect(cancel.status).toBe(200);
    expect(stripe.subscriptions.get(remoteId)?.cancel_at_period_end).toBe(true);
    const reactivate = await upgrade(user, 'professional');
    expect(reactivate.body).toMatchObject({ message: P.reactivated, checkout_url: null });
    expect(stripe.subscriptions.get(remoteId)?.cancel_at_period_end).toBe(false);
  });

  it('a troca entre planos pagos muda o preço da assinatura no Stripe, sem novo checkout', async () => {
    const user = await server.signup();
    const reply = await upgrade(user, 'professional');
    const remoteId = stripe.completeCheckout(sessionIdOf(reply.body.checkout_url as string));
    const sub = await current(user);
    const changed = await server.request('PUT', `/payments/subscriptions/${sub?.id}/`, {
      token: user.access,
      body: { plan_type: 'enterprise' },
    });
    expect(changed.body).toMatchObject({ subscription: { plan_type: 'enterprise', price: 399 } });
    const item = (
      stripe.subscriptions.get(remoteId) as { items: { data: { price: { unit_amount: number } }[] } }
    ).items.data[0];
    expect(item?.price.unit_amount).toBe(39_900);
    const update = stripe.requests
      .filter((r) => r.path === `/v1/subscriptions/${remoteId}` && r.method === 'POST')
      .at(-1);
    // Invoiced and charged at once; a failed payment refuses the change.
    expect(parseForm(update?.body ?? '')).toMatchObject({
      proration_behavior: 'always_invoice',
      payment_behavior: 'error_if_incomplete',
    });
  });

  it('no fim do período o estado vem do Stripe (renovação)', async () => {
    const user = await server.signup();
    const reply = await upgrade(user, 'professional');
    const remoteId = stripe.completeCheckout(sessionIdOf(reply.body.checkout_url as string));
    await server.advance(31 * DAY, user);
    const start = server.clock.now();
    const end = new Date(start.getTime() + 30 * DAY);
    stripe.setPeriod(remoteId, start, end);
    const sub = await current(user);
    expect(sub?.type).toBe('professional');
    expect(new Date(sub?.current_period_end ?? '').getTime()).toBe(Math.floor(end.getTime() / 1000) * 1000);
  });

  it('excluir a conta cancela a assinatura no Stripe', async () => {
    const user = await server.signup();
    const reply = await upgrade(user, 'enterprise');
    const remoteId = stripe.completeCheckout(sessionIdOf(reply.body.checkout_url as string));
    const deleted = await server.request('POST', '/payments/delete-account/', {
      token: user.access,
      body: { confirmation: 'DELETAR', password: user.password },
    });
    expect(deleted.status).toBe(200);
    expect(stripe.subscriptions.get(remoteId)?.status).toBe('canceled');
  });

  it('intenção de pagamento é criada no Stripe', async () => {
    const user = await server.signup();
    const reply = await server.request('POST', '/payments/payment-intent/', {
      token: user.access,
      body: { amount: 39_900, plan_type: 'enterprise' },
    });
    expect(reply.body).toMatchObject({ success: true, amount: 39_900, currency: 'brl' });
    const intent = stripe.paymentIntents.get(reply.body.payment_intent_id as string);
    expect(intent).toMatchObject({ amount: 39_900, currency: 'brl', metadata: { plan_type: 'enterprise' } });
    expect(reply.body.client_secret).toBe(intent?.client_secret);
  });

  it('um checkout aberto impede aceitar um convite de equipe (pagaria um plano próprio depois de entrar)', async () => {
    const owner = await server.signup({ first_name: 'Mariana', last_name: 'Costa' });
    const paid = await upgrade(owner, 'enterprise');
    stripe.completeCheckout(sessionIdOf(paid.body.checkout_url as string));
    expect(await current(owner)).toMatchObject({ type: 'enterprise' });
    const person = await server.signup();
    const invited = await server.request('POST', '/api/teams/invitations/', {
      token: owner.access,
      body: { email: person.email },
    });
    expect(invited.status).toBe(201);
    const token = /\/convite\/([\w-]+)/.exec((await server.outbox(person.email)).at(-1)?.body ?? '')?.[1];
    const accept = () =>
      server.request('POST', '/api/teams/invitations/accept/', { token: person.access, body: { token } });

    const checkout = await upgrade(person, 'professional');
    expect(checkout.body.checkout_url).toBeTruthy();
    expect(await accept()).toMatchObject({
      status: 403,
      body: { success: false, error: TEAM_MESSAGES.checkoutInProgress },
    });
    // Paid meanwhile: now it is a paid plan of their own, refused as such.
    stripe.completeCheckout(sessionIdOf(checkout.body.checkout_url as string));
    expect(await accept()).toMatchObject({ status: 403, body: { error: TEAM_MESSAGES.ownsPaidPlan } });
    const team = await server.request<{ team: { seats: { used: number } } }>('GET', '/api/teams/', {
      token: owner.access,
    });
    expect(team.body.team.seats.used).toBe(1);
  });

  it('falha do Stripe vira 500 no formato do contrato, sem mudar o plano', async () => {
    const user = await server.signup();
    const broken = await startTestServer({
      env: { STRIPE_SECRET_KEY: 'sk_test_chaveErrada', STRIPE_API_BASE: stripe.url },
      database: server.database,
    });
    try {
      const reply = await broken.request('POST', '/payments/upgrade/', {
        token: user.access,
        body: { plan_type: 'professional' },
      });
      expect(reply.status).toBe(401);
      const login = await broken.login(user.email, user.password);
      const failed = await broken.request('POST', '/payments/upgrade/', {
        token: login.access,
        body: { plan_type: 'professional' },
      });
      expect(failed.status).toBe(500);
      expect(failed.body).toEqual({
        success: false,
        error: 'Erro interno do servidor. Tente novamente mais tarde.',
      });
      // That login ended the user's first session (Free allows one device): sign in here again.
      Object.assign(user, await server.login(user.email, user.password));
      expect(await current(user)).toBeNull();
    } finally {
      await broken.close();
    }
  });
});

describe('codificação de formulário do Stripe', () => {
  it('usa chaves com colchetes para objetos e listas', () => {
    expect(
      encodeForm({
        a: 1,
        line_items: [{ price: 'p', quantity: 1 }],
        metadata: { k: 'v ç' },
        skip: undefined,
      }),
    ).toBe('a=1&line_items%5B0%5D%5Bprice%5D=p&line_items%5B0%5D%5Bquantity%5D=1&metadata%5Bk%5D=v%20%C3%A7');
  });
});
