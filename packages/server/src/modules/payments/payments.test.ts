import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, startTestServer, type TestServer, type TestUser } from '../../../test/harness.ts';
import { DAY } from '../../clock.ts';
import { ACCOUNT_MESSAGES } from '../accounts/messages.ts';
import { recordConversationStart, recordLlmCall } from '../metering/usage.ts';
import { PAYMENT_MESSAGES as P } from './messages.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const get = (url: string, user: TestUser) => server.request('GET', url, { token: user.access });
const post = (url: string, user: TestUser, body?: unknown) =>
  server.request('POST', url, { token: user.access, ...(body === undefined ? {} : { body }) });
const upgrade = (user: TestUser, plan_type: string) =>
  post('/payments/upgrade/', user, { plan_type, payment_method_id: 'pm_card_visa' });

async function currentPlan(user: TestUser): Promise<unknown> {
  const reply = await get('/payments/upgrade/', user);
  return reply.body.current_subscription;
}

describe('planos', () => {
  it('lista os três planos com os preços da spec e os limites do projeto', async () => {
    const user = await server.signup();
    const reply = await get('/payments/plans/', user);
    expect(reply.status).toBe(200);
    const plans = reply.body.plans as { type: string; pricing: { monthly: number }; features: unknown }[];
    expect(plans.map((p) => [p.type, p.pricing.monthly])).toEqual([
      ['freemium', 0],
      ['professional', 39.9],
      ['enterprise', 399],
    ]);
    expect(plans.map((p) => p.features)).toEqual([
      {
        base_tokens: 100_000,
        max_conversations: 30,
        max_devices: 1,
        llm_provider: 'Gemini Flash',
        search_tool: false,
      },
      {
        base_tokens: 2_000_000,
        max_conversations: 300,
        max_devices: 2,
        llm_provider: 'GPT-4o mini e Gemini',
        search_tool: true,
      },
      {
        base_tokens: 20_000_000,
        max_conversations: null,
        max_devices: 10,
        llm_provider: 'GPT-4o, Gemini e Claude',
        search_tool: true,
      },
    ]);
  });

  it('sem assinatura o usuário está no freemium', async () => {
    const user = await server.signup();
    const options = await get('/payments/upgrade/', user);
    expect(options.body.current_subscription).toBeNull();
    expect((options.body.plans as unknown[]).length).toBe(3);
    expect((await get('/payments/subscriptions/', user)).body).toEqual({ success: true, subscriptions: [] });
    expect((await get('/api/payments/package/', user)).body).toEqual({
      success: true,
      package_type: 'freemium',
      name: 'Freemium',
      label: 'Free',
      seats: { used: 1, limit: 1 },
    });
    expect((await get('/api/payments/subscription/status/', user)).body).toEqual({
      success: true,
      status: 'Ativo',
      plan_type: 'freemium',
      active: true,
      cancel_at_period_end: false,
      current_period_end: null,
      days_remaining: null,
      paid_with: null,
      paid_until: null,
    });
  });
});

describe('troca de plano no modo de teste', () => {
  it('upgrade vale na hora, com ciclo de 30 dias e sem checkout', async () => {
    const user = await server.signup();
    const reply = await upgrade(user, 'professional');
    expect(reply.body).toEqual({
      success: true,
      message: P.planChanged('Professional'),
      new_plan: 'professional',
      redirect_url: null,
      checkout_url: null,
    });
    const current = (await currentPlan(user)) as { type: string; current_period_end: string; id: string };
    // Test mode stands for the card path: a subscription that renews by itself.
    expect(current).toMatchObject({
      type: 'professional',
      active: true,
      cancel_at_period_end: false,
      paid_with: 'card',
      paid_until: null,
    });
    expect(new Date(current.current_period_end).getTime() - server.clock.now().getTime()).toBeGreaterThan(
      29.9 * DAY,
    );
    expect((await get('/api/payments/package/', user)).body).toMatchObject({
      package_type: 'professional',
      label: 'Pro',
    });
    expect((await get('/api/payments/subscription/status/', user)).body).toMatchObject({
      plan_type: 'professional',
      days_remaining: 30,
      paid_with: 'card',
      paid_until: null,
    });
    // Whole days left, rounded up: 0 (the 'Exp' badge) only once the period is over.
    await server.advance(29 * DAY + 23 * 60 * 60 * 1000, user);
    expect((await get('/api/payments/subscription/status/', user)).body).toMatchObject({ days_remaining: 1 });
  });

  it('entre planos pagos a assinatura muda de plano e mantém o período', async () => {
    const user = await server.signup();
    await upgrade(user, 'professional');
    const before = (await currentPlan(user)) as { id: string; current_period_end: string };
    await server.advance(5 * DAY, user);
    const reply = await upgrade(user, 'enterprise');
    expect(reply.body.new_plan).toBe('enterprise');
    const after = (await currentPlan(user)) as { id: string; current_period_end: string; type: string };
    expect(after).toMatchObject({
      id: before.id,
      type: 'enterprise',
      current_period_end: before.current_period_end,
    });
    expect((await get('/api/payments/package/', user)).body).toMatchObject({ seats: { used: 1, limit: 10 } });
  });

  it('o mesmo plano responde 400; plano inválido também', async () => {
    const user = await server.signup();
    expect((await upgrade(user, 'freemium')).body).toEqual({ success: false, error: P.samePlan('Freemium') });
    await upgrade(user, 'professional');
    expect((await upgrade(user, 'professional')).body).toEqual({
      success: false,
      error: P.samePlan('Professional'),
    });
    const invalid = await upgrade(user, 'premium');
    expect(invalid).toMatchObject({ status: 400, body: { success: false, error: P.invalidPlan } });
  });

  it('downgrade para freemium cancela a assinatura paga na hora', async () => {
    const user = await server.signup();
    await upgrade(user, 'enterprise');
    const reply = await upgrade(user, 'freemium');
    expect(reply.body).toMatchObject({ success: true, new_plan: 'freemium', message: P.downgraded });
    expect(await currentPlan(user)).toBeNull();
    const list = (await get('/payments/subscriptions/', user)).body.subscriptions as { status: string }[];
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ status: 'canceled', active: false, plan_type: 'enterprise', price: 399 });
  });

  it('cancelar agenda a volta ao freemium no fim do período; reativar desfaz', async () => {
    const user = await server.signup();
    await upgrade(user, 'professional');
    const current = (await currentPlan(user)) as { current_period_end: string };
    const cancel = await post('/payments/cancel-subscription/', user);
    expect(cancel.status).toBe(200);
    expect(cancel.body).toMatchObject({
      success: true,
      new_plan: 'freemium',
      effective_at: current.current_period_end,
    });
    expect(cancel.body.message).toMatch(
      /^Sua assinatura será cancelada ao fim do período atual \(\d{2}\/\d{2}\/\d{4}\)\. Você continua com acesso até lá\.$/,
    );
    expect(await currentPlan(user)).toMatchObject({ type: 'professional', cancel_at_period_end: true });
    expect((await post('/payments/cancel-subscription/', user)).body).toEqual({
      success: false,
      error: P.alreadyScheduled,
    });

    const reactivated = await upgrade(user, 'professional');
    expect(reactivated.body).toMatchObject({ message: P.reactivated, new_plan: 'professional' });
    expect(await currentPlan(user)).toMatchObject({ cancel_at_period_end: false });

    await post('/payments/cancel-subscription/', user);
    await server.advance(31 * DAY, user);
    expect(await currentPlan(user)).toBeNull();
    expect((await get('/api/payments/package/', user)).body).toMatchObject({ package_type: 'freemium' });
    expect((await post('/payments/cancel-subscription/', user)).body).toEqual({
      success: false,
      error: P.noSubscription,
    });
  });

  it('sem cancelamento, o modo de teste renova a cada 30 dias', async () => {
    const user = await server.signup();
    await upgrade(user, 'professional');
    const first = (await currentPlan(user)) as { current_period_end: string };
    await server.advance(45 * DAY, user);
    const renewed = (await currentPlan(user)) as { current_period_end: string; type: string };
    expect(renewed.type).toBe('professional');
    expect(
      new Date(renewed.current_period_end).getTime() - new Date(first.current_period_end).getTime(),
    ).toBe(30 * DAY);
  });
});

describe('assinaturas', () => {
  it('lista da mais recente para a mais antiga e troca o plano pelo id', async () => {
    const user = await server.signup();
    await upgrade(user, 'enterprise');
    await upgrade(user, 'freemium');
    server.clock.advance(1000);
    await upgrade(user, 'professional');
    const list = (await get('/payments/subscriptions/', user)).body.subscriptions as {
      id: string;
      plan_type: string;
      status: string;
    }[];
    expect(list.map((s) => [s.plan_type, s.status])).toEqual([
      ['professional', 'active'],
      ['enterprise', 'canceled'],
    ]);
    const [active, canceled] = list;
    const changed = await server.request('PUT', `/payments/subscriptions/${active?.id}/`, {
      token: user.access,
      body: { plan_type: 'enterprise' },
    });
    expect(changed.body).toMatchObject({
      success: true,
      subscription: { id: active?.id, plan_type: 'enterprise', price: 399, status: 'active' },
    });
    const same = await server.request('PUT', `/payments/subscriptions/${active?.id}/`, {
      token: user.access,
      body: { plan_type: 'enterprise' },
    });
    expect(same.body).toEqual({ success: false, error: P.subscriptionSamePlan('Enterprise') });
    const old = await server.request('PUT', `/payments/subscriptions/${canceled?.id}/`, {
      token: user.access,
      body: { plan_type: 'professional' },
    });
    expect(old.body).toEqual({ success: false, error: P.subscriptionCanceled });
    const unknown = await server.request('PUT', '/payments/subscriptions/sub_inexistente/', {
      token: user.access,
      body: { plan_type: 'professional' },
    });
    expect(unknown).toMatchObject({ status: 404, body: { success: false, error: P.subscriptionNotFound } });
    const freemium = await server.request('PUT', `/payments/subscriptions/${active?.id}/`, {
      token: user.access,
      body: { plan_type: 'freemium' },
    });
    expect(freemium.status).toBe(400);
  });
});

describe('intenção de pagamento', () => {
  it('cria em centavos e brl por padrão', async () => {
    const user = await server.signup();
    const reply = await post('/payments/payment-intent/', user, { amount: 3990 });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ success: true, amount: 3990, currency: 'brl' });
    expect(reply.body.payment_intent_id).toMatch(/^pi_test_/);
    expect(reply.body.client_secret).toMatch(new RegExp(`^${reply.body.payment_intent_id}_secret_`));
  });

  it('valor e moeda inválidos respondem 400', async () => {
    const user = await server.signup();
    expect((await post('/payments/payment-intent/', user, { amount: 0 })).body).toEqual({
      success: false,
      error: P.invalidAmount,
    });
    expect((await post('/payments/payment-intent/', user, { amount: 39.9 })).body).toEqual({
      success: false,
      error: P.invalidAmount,
    });
    expect((await post('/payments/payment-intent/', user, { amount: 100, currency: 'usd' })).body).toEqual({
      success: false,
      error: P.invalidCurrency,
    });
  });
});

describe('resumo de uso', () => {
  it('soma tokens e conversas do ciclo atual com a configuração do plano', async () => {
    const user = await server.signup();
    await upgrade(user, 'professional');
    const now = server.clock.now();
    const db = server.services.db;
    await recordLlmCall(db, {
      userId: user.id,
      agent: 'chatsppock',
      provider: 'offline',
      model: 'offline',
      inputTokens: 1_000_000,
      outputTokens: 240_000,
      outcome: 'ok',
      at: now,
    });
    // Before the cycle: not counted.
    await recordLlmCall(db, {
      userId: user.id,
      agent: 'chatsppock',
      provider: 'offline',
      model: 'offline',
      inputTokens: 500,
      outputTokens: 500,
      outcome: 'ok',
      at: new Date(now.getTime() - 2 * DAY),
    });
    for (let i = 0; i < 3; i++) {
      await recordConversationStart(db, {
        userId: user.id,
        sessionId: `s${i}`,
        agent: 'chatsppock',
        at: now,
      });
    }
    const reply = await get('/payments/usage/summary/', user);
    expect(reply.status).toBe(200);
    expect(reply.body.summary).toMatchObject({
      usage: {
        tokens: { current_usage: 1_240_000, base_limit: 2_000_000, usage_percent: 62 },
        conversations: { current_month: 3, limit_month: 300, usage_percent: 1 },
      },
      plan_config: {
        plan_type: 'professional',
        max_devices: 2,
        base_tokens: 2_000_000,
        max_conversations: 300,
        flex_tokens: 400_000,
        cost_per_100k_extra: 0.5,
      },
    });
  });

  it('freemium: ciclos de 30 dias desde a criação da conta; enterprise: conversas ilimitadas', async () => {
    const user = await server.signup();
    const freemium = await get('/payments/usage/summary/', user);
    const summary = freemium.body.summary as { cycle_start: string; cycle_end: string };
    expect(new Date(summary.cycle_end).getTime() - new Date(summary.cycle_start).getTime()).toBe(30 * DAY);
    expect(freemium.body.summary).toMatchObject({
      plan_config: { plan_type: 'freemium', base_tokens: 100_000, flex_tokens: 20_000 },
      usage: { tokens: { current_usage: 0, usage_percent: 0 } },
    });
    await upgrade(user, 'enterprise');
    const enterprise = await get('/payments/usage/summary/', user);
    expect(enterprise.body.summary).toMatchObject({
      usage: { conversations: { limit_month: null, usage_percent: 0 } },
      plan_config: { max_conversations: null },
    });
  });
});

describe('exclusão de conta', () => {
  it('exige a senha atual: sem ela ou errada, nada é apagado; 5 erros seguidos bloqueiam', async () => {
    const user = await server.signup();
    const missing = await post('/payments/delete-account/', user, { confirmation: 'DELETAR' });
    expect(missing).toMatchObject({
      status: 400,
      body: { success: false, error: ACCOUNT_MESSAGES.deletePasswordRequired },
    });
    for (let i = 0; i < 5; i++) {
      const wrong = await post('/payments/delete-account/', user, {
        confirmation: 'DELETAR',
        password: `Errada&${i}`,
      });
      expect(wrong).toMatchObject({
        status: 400,
        body: { success: false, error: ACCOUNT_MESSAGES.deletePasswordWrong },
      });
    }
    const throttled = await post('/payments/delete-account/', user, {
      confirmation: 'DELETAR',
      password: PASSWORD,
    });
    expect(throttled).toMatchObject({ status: 429, body: { success: false } });
    expect((await get('/api/accounts/users/profile/', user)).status).toBe(200);
  });

  it('exige DELETAR exatamente', async () => {
    const user = await server.signup();
    for (const body of [
      { password: PASSWORD },
      { confirmation: 'deletar', password: PASSWORD },
      { confirmation: 'DELETAR ', password: PASSWORD },
    ]) {
      const reply = await post('/payments/delete-account/', user, body);
      expect(reply).toMatchObject({ status: 400, body: { success: false, error: P.deleteConfirm } });
    }
    expect((await get('/api/accounts/users/profile/', user)).status).toBe(200);
  });

  it('apaga os dados do usuário, cancela a assinatura e encerra a sessão', async () => {
    const user = await server.signup();
    await upgrade(user, 'professional');
    await server.request('PUT', '/api/accounts/general-settings/', {
      token: user.access,
      body: { dark_mode: false },
    });
    const reply = await post('/payments/delete-account/', user, {
      confirmation: 'DELETAR',
      password: PASSWORD,
    });
    expect(reply.body).toEqual({ success: true, message: P.accountDeleted });

    expect((await get('/api/accounts/users/profile/', user)).status).toBe(401);
    expect(
      (await server.request('POST', '/api/accounts/token/refresh/', { body: { refresh: user.refresh } }))
        .status,
    ).toBe(401);
    const login = await server.request('POST', '/api/accounts/token/', {
      body: { email: user.email, password: PASSWORD },
    });
    expect(login.status).toBe(401);
    expect(await server.outbox(user.email)).toEqual([]);
    expect(await server.outbox(`+55${user.phone}`)).toEqual([]);

    // The e-mail is free again: a new account starts from scratch.
    const again = await server.signup({ email: user.email });
    expect((await get('/payments/upgrade/', again)).body.current_subscription).toBeNull();
    expect((await get('/api/accounts/general-settings/', again)).body).toMatchObject({
      settings: { dark_mode: true },
    });
  });
});
