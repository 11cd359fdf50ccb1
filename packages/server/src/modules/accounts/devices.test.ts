// The plan's device limit (spec 1 §3 `max_devices`: Free 1, Pro 2, Enterprise 10): a login past it
// ends the oldest sessions, the new device is told in the login answer and the old one in its
// next 401.
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type TestUser } from '../../../test/harness.ts';
import { MINUTE } from '../../clock.ts';
import { authSessions, users } from './schema.ts';
import { AUTH_MESSAGES, DEVICE_LIMIT_MESSAGES } from './tokens.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

interface Device {
  access: string;
  refresh: string;
}

const FREE_ENDED =
  'Sua sessão foi encerrada porque sua conta entrou em outro dispositivo e o plano Free permite 1 dispositivo.';

const login = (user: TestUser) =>
  server.request<Device & { ended_sessions?: number; notice?: string }>('POST', '/api/accounts/token/', {
    body: { email: user.email, password: user.password },
  });
const profile = (device: Device) =>
  server.request('GET', '/api/accounts/users/profile/', { token: device.access });
const refresh = (device: Device) =>
  server.request('POST', '/api/accounts/token/refresh/', { body: { refresh: device.refresh } });
const upgrade = (user: Device, plan_type: string) =>
  server.request('POST', '/payments/upgrade/', {
    token: user.access,
    body: { plan_type, payment_method_id: 'pm_card_visa' },
  });

async function openSessions(userId: number): Promise<number> {
  const rows = await server.services.db
    .select({ id: authSessions.id })
    .from(authSessions)
    .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt)));
  return rows.length;
}

async function signIn(user: TestUser): Promise<Device> {
  const reply = await login(user);
  expect(reply.status).toBe(200);
  return { access: reply.body.access, refresh: reply.body.refresh };
}

describe('limite de dispositivos do plano', () => {
  it('Free: entrar num segundo dispositivo encerra a sessão mais antiga e avisa os dois', async () => {
    const user = await server.signup();
    const reply = await login(user);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      ended_sessions: 1,
      notice:
        'Você entrou em mais dispositivos do que o seu plano Free permite (1). A sessão mais antiga foi encerrada.',
    });
    const newest = { access: reply.body.access, refresh: reply.body.refresh };

    // The old device: its access token and its refresh token are refused with the reason.
    const call = await profile(user);
    expect(call.status).toBe(401);
    expect(call.body).toEqual({ detail: FREE_ENDED });
    const renewal = await refresh(user);
    expect(renewal.status).toBe(401);
    expect(renewal.body).toEqual({ detail: FREE_ENDED });

    expect((await profile(newest)).status).toBe(200);
    expect((await refresh(newest)).status).toBe(200);
    expect(await openSessions(user.id)).toBe(1);
  });

  it('um login dentro do limite não traz aviso nem encerra nada', async () => {
    const user = await server.signup();
    await server.request('POST', '/api/accounts/logout/', { body: { refresh: user.refresh } });
    const reply = await login(user);
    expect(reply.status).toBe(200);
    expect(Object.keys(reply.body).sort()).toEqual(['access', 'refresh']);
  });

  it('Pro permite 2: o terceiro dispositivo encerra só o mais antigo', async () => {
    const user = await server.signup();
    expect((await upgrade(user, 'professional')).status).toBe(200);
    const second = await login(user);
    expect(second.body.ended_sessions).toBeUndefined();
    const third = await login(user);
    expect(third.body).toMatchObject({
      ended_sessions: 1,
      notice:
        'Você entrou em mais dispositivos do que o seu plano Pro permite (2). A sessão mais antiga foi encerrada.',
    });
    expect((await profile(user)).body).toEqual({
      detail:
        'Sua sessão foi encerrada porque sua conta entrou em outro dispositivo e o plano Pro permite 2 dispositivos.',
    });
    expect((await profile(second.body)).status).toBe(200);
    expect((await profile(third.body)).status).toBe(200);
  });

  it('o upgrade vale no login seguinte; o downgrade mantém as sessões até o próximo login', async () => {
    const user = await server.signup();
    expect((await upgrade(user, 'enterprise')).status).toBe(200);
    const devices = [user, await signIn(user), await signIn(user)];
    expect(await openSessions(user.id)).toBe(3);

    expect((await upgrade(user, 'freemium')).status).toBe(200);
    for (const device of devices) {
      expect((await profile(device)).status).toBe(200);
    }
    const next = await login(user);
    expect(next.body).toMatchObject({
      ended_sessions: 3,
      notice:
        'Você entrou em mais dispositivos do que o seu plano Free permite (1). As 3 sessões mais antigas foram encerradas.',
    });
    for (const device of devices) {
      expect((await profile(device)).body).toEqual({ detail: FREE_ENDED });
    }
  });

  it('logins simultâneos nunca deixam mais sessões do que o plano permite', async () => {
    const free = await server.signup();
    const replies = await Promise.all([login(free), login(free), login(free), login(free)]);
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 200]);
    expect(await openSessions(free.id)).toBe(1);
    // Every session but one was ended, and each ending was announced to exactly one login.
    const ended = replies.reduce((sum, reply) => sum + (reply.body.ended_sessions ?? 0), 0);
    expect(ended).toBe(4);

    const pro = await server.signup();
    expect((await upgrade(pro, 'professional')).status).toBe(200);
    await Promise.all([login(pro), login(pro), login(pro), login(pro), login(pro)]);
    expect(await openSessions(pro.id)).toBe(2);
  });

  it('uma sessão que já expirou por inatividade não conta como dispositivo', async () => {
    const user = await server.signup();
    server.clock.advance(31 * MINUTE);
    const reply = await login(user);
    expect(reply.body.ended_sessions).toBeUndefined();
    // The old one is refused as expired, not as ended by another device.
    expect((await refresh(user)).body).toEqual({ detail: AUTH_MESSAGES.sessionExpired });
  });

  it('superusuário segue o próprio plano', async () => {
    const user = await server.signup();
    await server.services.db.update(users).set({ isSuperuser: true }).where(eq(users.id, user.id));
    const reply = await login(user);
    expect(reply.body.ended_sessions).toBe(1);
    expect((await profile(user)).body).toEqual({ detail: FREE_ENDED });
  });

  it('o texto do encerramento concorda em número com o limite', () => {
    expect(DEVICE_LIMIT_MESSAGES.ended('Enterprise', 10)).toBe(
      'Sua sessão foi encerrada porque sua conta entrou em outro dispositivo e o plano Enterprise permite 10 dispositivos.',
    );
    expect(DEVICE_LIMIT_MESSAGES.ended('Free', 1)).toBe(FREE_ENDED);
  });
});
