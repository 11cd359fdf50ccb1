// One user can never read or change another user's data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerSupportMessage, categoryIdByName, openSupportMessage } from '../src/modules/support/inbox.ts';
import { talk } from './conversations.ts';
import { PASSWORD, startTestServer, type TestServer, type TestUser } from './harness.ts';

let server: TestServer;
let ana: TestUser;
let bruno: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  ana = await server.signup({ first_name: 'Ana' });
  bruno = await server.signup({ first_name: 'Bruno' });
});
afterAll(async () => {
  await server?.close();
});

describe('isolamento entre usuários', () => {
  it('cada token só vê o próprio perfil, preferências e configurações', async () => {
    await server.request('PUT', '/api/accounts/notification-preferences/', {
      token: ana.access,
      body: { marketing_emails: false },
    });
    await server.request('PUT', '/api/accounts/general-settings/', {
      token: ana.access,
      body: { dark_mode: false },
    });

    const profile = await server.request('GET', '/api/accounts/users/profile/', { token: bruno.access });
    expect(profile.body).toMatchObject({ id: bruno.id, first_name: 'Bruno', email: bruno.email });
    const prefs = await server.request('GET', '/api/accounts/notification-preferences/', {
      token: bruno.access,
    });
    expect(prefs.body).toMatchObject({ preferences: { marketing_emails: true } });
    const settings = await server.request('GET', '/api/accounts/general-settings/', { token: bruno.access });
    expect(settings.body).toMatchObject({ settings: { dark_mode: true } });
  });

  it('a assinatura de um não aparece nem pode ser alterada pelo outro', async () => {
    await server.request('POST', '/payments/upgrade/', {
      token: ana.access,
      body: { plan_type: 'professional' },
    });
    const anaSubs = await server.request('GET', '/payments/subscriptions/', { token: ana.access });
    const anaSub = (anaSubs.body.subscriptions as { id: string }[])[0];
    expect(anaSub).toBeDefined();

    expect(
      (await server.request('GET', '/payments/subscriptions/', { token: bruno.access })).body.subscriptions,
    ).toEqual([]);
    expect(
      (await server.request('GET', '/payments/upgrade/', { token: bruno.access })).body.current_subscription,
    ).toBeNull();
    const steal = await server.request('PUT', `/payments/subscriptions/${anaSub?.id}/`, {
      token: bruno.access,
      body: { plan_type: 'enterprise' },
    });
    expect(steal).toMatchObject({
      status: 404,
      body: { success: false, error: 'Assinatura não encontrada.' },
    });
    const after = await server.request('GET', '/payments/subscriptions/', { token: ana.access });
    expect((after.body.subscriptions as { plan_type: string }[])[0]?.plan_type).toBe('professional');
    // Cancelling or deleting acts on the caller only.
    expect(
      (await server.request('POST', '/payments/cancel-subscription/', { token: bruno.access })).status,
    ).toBe(400);
    expect(
      (await server.request('GET', '/payments/upgrade/', { token: ana.access })).body.current_subscription,
    ).toMatchObject({ cancel_at_period_end: false });
  });

  it('não dá para verificar, reenviar código ou mudar o e-mail para o de outra conta', async () => {
    const pending = await server.register();
    const wrongUser = await server.request('POST', '/api/accounts/users/verify_code/', {
      body: {
        user_id: pending.userId,
        code: await server.lastCode(ana.email).catch(() => '000000'),
        registration_token: pending.registrationToken,
      },
    });
    expect(wrongUser.status).toBe(400);
    const takeover = await server.request('PUT', '/api/accounts/users/profile/', {
      token: bruno.access,
      body: {
        first_name: 'Bruno',
        last_name: '',
        email: ana.email,
        phone: '',
        company: '',
        position: '',
        industry: '',
        address: '',
        city: '',
        state: '',
        country: '',
        postal_code: '',
        timezone: '',
        current_password: PASSWORD,
      },
    });
    expect(takeover.status).toBe(400);
    expect(
      (await server.request('GET', '/api/accounts/users/profile/', { token: ana.access })).body.email,
    ).toBe(ana.email);
  });

  it('excluir a própria conta não toca na do outro', async () => {
    const carla = await server.signup({ first_name: 'Carla' });
    const deleted = await server.request('POST', '/payments/delete-account/', {
      token: carla.access,
      body: { confirmation: 'DELETAR', password: carla.password },
    });
    expect(deleted.status).toBe(200);
    expect((await server.request('GET', '/api/accounts/users/profile/', { token: ana.access })).status).toBe(
      200,
    );
    expect(
      (await server.request('GET', '/api/accounts/users/profile/', { token: bruno.access })).status,
    ).toBe(200);
    expect(
      (await server.request('GET', '/api/accounts/users/profile/', { token: carla.access })).status,
    ).toBe(401);
  });

  it('uso, histórico, conversas, atividades, notificações, acesso e logout de um não tocam no outro', async () => {
    const dora = await server.signup({ first_name: 'Dora' });
    const edu = await server.signup({ first_name: 'Edu' });
    await server.request('POST', '/payments/upgrade/', {
      token: dora.access,
      body: { plan_type: 'enterprise' },
    });
    const session = await talk(server, dora.id, {
      agent: 'email_writer',
      title: 'E-mail da Dora',
      replies: [{ input: 5_000, output: 1_000 }],
    });
    const db = server.services.db;
    const message = await openSupportMessage(db, {
      userId: dora.id,
      categoryId: await categoryIdByName(db, 'Conta e Acesso'),
      subject: 'Acesso da equipe da Dora',
      content: 'Como adiciono mais pessoas da equipe na conta Enterprise?',
      at: server.clock.now(),
    });
    await answerSupportMessage(db, {
      message,
      authorId: null,
      content: 'Pelo painel da conta.',
      at: server.clock.now(),
    });
    const as = (user: TestUser) => ({ token: user.access });
    const doraNotification = (
      (await server.request('GET', '/api/support/notifications/', as(dora))).body.notifications as {
        id: number;
      }[]
    )[0];

    // Edu sees none of it.
    const usage = (await server.request('GET', '/api/agents/chatsppock/api/usage/', as(edu))).body;
    expect(usage).toMatchObject({
      package_type: 'freemium',
      usage: { tokens_used_this_month: 0, conversations_this_month: 0 },
    });
    const history = await server.request(
      'GET',
      '/api/agents/chatsppock/api/usage/?historical=true&months=1',
      as(edu),
    );
    expect(history.body.historical_data).toEqual([expect.objectContaining({ tokens_consumed: 0 })]);
    expect(
      (await server.request('GET', '/api/agents/chatsppock/api/conversations/', as(edu))).body.total,
    ).toBe(0);
    const activities = await server.request('GET', '/api/agents/activities/recent/', as(edu));
    expect((activities.body.activities as { title: string }[]).map((a) => a.title)).toEqual(['Conta criada']);
    expect((await server.request('GET', '/api/support/notifications/', as(edu))).body.unread_count).toBe(0);
    const access = await server.request('GET', '/api/agent_apps/access/', as(edu));
    expect(access.body.package_type).toBe('freemium');

    // …and cannot change it.
    const conversation = `/api/agents/chatsppock/api/conversations/${session.id}`;
    expect((await server.request('GET', `${conversation}/export/`, as(edu))).status).toBe(404);
    expect((await server.request('DELETE', `${conversation}/delete/`, as(edu))).status).toBe(404);
    const read = await server.request(
      'POST',
      `/api/support/notifications/${doraNotification?.id}/read/`,
      as(edu),
    );
    expect(read.status).toBe(404);
    await server.request('POST', '/api/support/notifications/read-all/', as(edu));
    expect(
      (await server.request('POST', '/api/accounts/logout/', { body: { refresh: edu.refresh } })).status,
    ).toBe(204);

    // Dora's account is intact.
    expect((await server.request('GET', '/api/agents/chatsppock/api/usage/', as(dora))).body).toMatchObject({
      package_type: 'enterprise',
      usage: { tokens_used_this_month: 6_000, conversations_this_month: 1, unlimited: true },
    });
    expect((await server.request('GET', `${conversation}/export/`, as(dora))).status).toBe(200);
    expect((await server.request('GET', '/api/support/notifications/', as(dora))).body.unread_count).toBe(2);
    expect((await server.request('GET', '/api/accounts/users/profile/', as(dora))).status).toBe(200);
    expect((await server.request('GET', '/api/accounts/users/profile/', as(edu))).status).toBe(401);
  });
});
