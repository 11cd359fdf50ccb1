// One user can never read or change another user's data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type TestUser } from './harness.ts';

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
      body: { dark_mode: true },
    });

    const profile = await server.request('GET', '/api/accounts/users/profile/', { token: bruno.access });
    expect(profile.body).toMatchObject({ id: bruno.id, first_name: 'Bruno', email: bruno.email });
    const prefs = await server.request('GET', '/api/accounts/notification-preferences/', {
      token: bruno.access,
    });
    expect(prefs.body).toMatchObject({ preferences: { marketing_emails: true } });
    const settings = await server.request('GET', '/api/accounts/general-settings/', { token: bruno.access });
    expect(settings.body).toMatchObject({ settings: { dark_mode: false } });
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
      body: { user_id: pending.userId, code: await server.lastCode(ana.email).catch(() => '000000') },
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
      body: { confirmation: 'DELETAR' },
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
});
