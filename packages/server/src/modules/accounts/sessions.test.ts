import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, startTestServer, type TestServer } from '../../../test/harness.ts';
import { MINUTE } from '../../clock.ts';
import { LOGIN_DELAY_AFTER, LOGIN_DELAY_MAX_MS, loginDelayMs } from '../../http/accounts/sessions.ts';
import { ACCOUNT_MESSAGES as M } from './messages.ts';
import { users } from './schema.ts';
import { AUTH_MESSAGES } from './tokens.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

function decode(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
}

const profile = (token: string) => server.request('GET', '/api/accounts/users/profile/', { token });
const refresh = (token: string) =>
  server.request('POST', '/api/accounts/token/refresh/', { body: { refresh: token } });

/** A Pro subscriber (test mode), whose plan allows a second device (see devices.test.ts). */
async function signupWithTwoDevices() {
  const user = await server.signup();
  const upgraded = await server.request('POST', '/payments/upgrade/', {
    token: user.access,
    body: { plan_type: 'professional', payment_method_id: 'pm_card_visa' },
  });
  expect(upgraded.status).toBe(200);
  return user;
}

describe('login', () => {
  it('guarda a senha com argon2id e entra com e-mail em qualquer caixa', async () => {
    const user = await server.signup();
    const [row] = await server.services.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash.startsWith('$argon2id$')).toBe(true);
    expect(row?.passwordHash).not.toContain(PASSWORD);

    const reply = await server.request('POST', '/api/accounts/token/', {
      body: { email: user.email.toUpperCase(), password: PASSWORD },
    });
    expect(reply.status).toBe(200);
    const access = decode(reply.body.access as string);
    expect(access.token_type).toBe('access');
    expect(access.user_id).toBe(user.id);
    expect((access.exp as number) - (access.iat as number)).toBe(60 * 60);
  });

  it('credenciais erradas e e-mail desconhecido respondem o mesmo 401', async () => {
    const user = await server.signup();
    const wrong = await server.request('POST', '/api/accounts/token/', {
      body: { email: user.email, password: 'Errada&2026' },
    });
    const unknown = await server.request('POST', '/api/accounts/token/', {
      body: { email: 'ninguem@exemplo.com.br', password: PASSWORD },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ detail: M.loginInvalid });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual({ detail: M.loginInvalid });
  });

  it('conta não verificada responde 401 com o texto de conta inativa só com a senha certa', async () => {
    const { email } = await server.register();
    const right = await server.request('POST', '/api/accounts/token/', {
      body: { email, password: PASSWORD },
    });
    expect(right.body).toEqual({ detail: M.loginInactive });
    const wrong = await server.request('POST', '/api/accounts/token/', {
      body: { email, password: 'Outra&2026x' },
    });
    expect(wrong.body).toEqual({ detail: M.loginInvalid });
  });

  it('campos ausentes respondem 400 {detail}', async () => {
    const reply = await server.request('POST', '/api/accounts/token/', { body: { email: 'a@b.com' } });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ detail: M.loginMissing });
  });

  it('bloqueia o endereço após 5 falhas no e-mail, mesmo com a senha certa, e libera depois da janela', async () => {
    const user = await server.signup();
    const attacker = '198.51.100.20';
    for (let i = 0; i < 5; i++) {
      const reply = await server.request('POST', '/api/accounts/token/', {
        body: { email: user.email, password: `Errada&${i}xx` },
        ip: attacker,
      });
      expect(reply.status).toBe(401);
    }
    const blocked = await server.request('POST', '/api/accounts/token/', {
      body: { email: user.email, password: PASSWORD },
      ip: attacker,
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ detail: M.loginThrottled });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

    // A stranger's failures do not lock the owner out from their own address.
    const owner = await server.request('POST', '/api/accounts/token/', {
      body: { email: user.email, password: PASSWORD },
      ip: '198.51.100.99',
    });
    expect(owner.status).toBe(200);

    server.clock.advance(15 * MINUTE + 1000);
    const after = await server.request('POST', '/api/accounts/token/', {
      body: { email: user.email, password: PASSWORD },
      ip: attacker,
    });
    expect(after.status).toBe(200);
  });

  it('conta antes de conferir a senha: 20 tentativas simultâneas não passam do limite', async () => {
    const user = await server.signup();
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        server.request('POST', '/api/accounts/token/', {
          body: { email: user.email, password: `Errada&${i}simultanea` },
          ip: '198.51.100.30',
        }),
      ),
    );
    const checked = replies.filter((reply) => reply.status === 401);
    expect(checked).toHaveLength(5);
    expect(replies.filter((reply) => reply.status === 429)).toHaveLength(15);
  });

  it('falhas no mesmo e-mail vindas de muitos endereços recebem um atraso progressivo, não um bloqueio', () => {
    expect(loginDelayMs(1)).toBe(0);
    expect(loginDelayMs(LOGIN_DELAY_AFTER)).toBe(0);
    const delays = [1, 2, 3, 4, 5, 6].map((extra) => loginDelayMs(LOGIN_DELAY_AFTER + extra));
    expect(delays[0]).toBeGreaterThan(0);
    for (let i = 1; i < delays.length; i++) {
      expect(delays[i]).toBeGreaterThanOrEqual(delays[i - 1] as number);
    }
    expect(loginDelayMs(1_000)).toBe(LOGIN_DELAY_MAX_MS);
  });
});

describe('tokens', () => {
  it('o access vale 60 minutos', async () => {
    const user = await server.signup();
    expect((await profile(user.access)).status).toBe(200);
    // Used every 29 minutes, so the idle limit (30 minutes by default) stays out of the way.
    server.clock.advance(29 * MINUTE);
    expect((await profile(user.access)).status).toBe(200);
    server.clock.advance(29 * MINUTE);
    expect((await profile(user.access)).status).toBe(200);
    server.clock.advance(3 * MINUTE);
    const expired = await profile(user.access);
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual({ detail: AUTH_MESSAGES.invalidAccess });
  });

  it('sem token, token malformado ou de outro tipo respondem 401 {detail}', async () => {
    const user = await server.signup();
    const none = await server.request('GET', '/api/accounts/users/profile/');
    expect(none).toMatchObject({ status: 401, body: { detail: AUTH_MESSAGES.missing } });
    const garbage = await profile('abc.def.ghi');
    expect(garbage).toMatchObject({ status: 401, body: { detail: AUTH_MESSAGES.invalidAccess } });
    const refreshAsAccess = await profile(user.refresh);
    expect(refreshAsAccess).toMatchObject({ status: 401, body: { detail: AUTH_MESSAGES.invalidAccess } });
    const forged = `${user.access.split('.').slice(0, 2).join('.')}.${Buffer.from('assinatura').toString('base64url')}`;
    expect((await profile(forged)).status).toBe(401);
  });

  it('renovar devolve um par novo e o refresh anterior deixa de valer', async () => {
    const user = await server.signup();
    const first = await refresh(user.refresh);
    expect(first.status).toBe(200);
    expect(first.body.refresh).not.toBe(user.refresh);
    expect((await profile(first.body.access as string)).status).toBe(200);
    const second = await refresh(first.body.refresh as string);
    expect(second.status).toBe(200);
  });

  it('reutilizar um refresh revoga a família inteira, inclusive os tokens novos', async () => {
    const user = await server.signup();
    const rotated = await refresh(user.refresh);
    expect(rotated.status).toBe(200);

    const reuse = await refresh(user.refresh);
    expect(reuse.status).toBe(401);
    expect(reuse.body).toEqual({ detail: AUTH_MESSAGES.revokedRefresh });

    // The legitimate holder's new tokens die with the family.
    expect((await refresh(rotated.body.refresh as string)).body).toEqual({
      detail: AUTH_MESSAGES.revokedRefresh,
    });
    expect((await profile(rotated.body.access as string)).status).toBe(401);

    // Other sessions of the same user are untouched.
    const other = await server.login(user.email, PASSWORD);
    expect((await profile(other.access)).status).toBe(200);
  });

  it('refresh inválido, expirado ou ausente', async () => {
    const user = await server.signup();
    expect((await refresh('nao-e-um-jwt')).body).toEqual({ detail: AUTH_MESSAGES.invalidRefresh });
    expect((await refresh(user.access)).body).toEqual({ detail: AUTH_MESSAGES.invalidRefresh });
    const missing = await server.request('POST', '/api/accounts/token/refresh/', { body: {} });
    expect(missing).toMatchObject({ status: 400, body: { detail: M.refreshMissing } });
    server.clock.advance(8 * 24 * 60 * MINUTE);
    const expired = await refresh(user.refresh);
    expect(expired).toMatchObject({ status: 401, body: { detail: AUTH_MESSAGES.invalidRefresh } });
  });

  it('dois pedidos simultâneos com o mesmo refresh: no máximo um vence e a família é revogada', async () => {
    const user = await server.signup();
    const results = await Promise.all([refresh(user.refresh), refresh(user.refresh)]);
    const ok = results.filter((r) => r.status === 200);
    expect(ok.length).toBeLessThanOrEqual(1);
    expect(results.some((r) => r.status === 401)).toBe(true);
    for (const reply of ok) {
      expect((await profile(reply.body.access as string)).status).toBe(401);
    }
  });
});

describe('duração da sessão no servidor', () => {
  const settings = (token: string, sessionTimeout: number) =>
    server.request('PUT', '/api/accounts/general-settings/', {
      token,
      body: { session_timeout: sessionTimeout },
    });

  it('sem nenhuma chamada por mais que o session_timeout padrão (30 min), a sessão acaba', async () => {
    const user = await server.signup();
    server.clock.advance(31 * MINUTE);
    const idle = await profile(user.access);
    expect(idle).toMatchObject({ status: 401, body: { detail: AUTH_MESSAGES.sessionExpired } });
    expect(await refresh(user.refresh)).toMatchObject({
      status: 401,
      body: { detail: AUTH_MESSAGES.sessionExpired },
    });
  });

  it('cada chamada autenticada conta como atividade', async () => {
    const user = await server.signup();
    server.clock.advance(20 * MINUTE);
    expect((await profile(user.access)).status).toBe(200);
    server.clock.advance(20 * MINUTE);
    expect((await profile(user.access)).status).toBe(200);
    expect((await refresh(user.refresh)).status).toBe(200);
  });

  it('respeita o session_timeout do usuário', async () => {
    const short = await server.signup();
    expect((await settings(short.access, 5)).status).toBe(200);
    server.clock.advance(6 * MINUTE);
    expect((await refresh(short.refresh)).body).toEqual({ detail: AUTH_MESSAGES.sessionExpired });

    const long = await server.signup();
    expect((await settings(long.access, 120)).status).toBe(200);
    server.clock.advance(90 * MINUTE);
    const renewed = await refresh(long.refresh);
    expect(renewed.status).toBe(200);
    server.clock.advance(121 * MINUTE);
    expect((await refresh(renewed.body.refresh as string)).body).toEqual({
      detail: AUTH_MESSAGES.sessionExpired,
    });
  });

  it('tem uma duração máxima desde o login (12 horas), mesmo com atividade', async () => {
    const user = await server.signup();
    expect((await settings(user.access, 480)).status).toBe(200);
    let token = user.refresh;
    for (let elapsed = 50; elapsed < 12 * 60; elapsed += 50) {
      server.clock.advance(50 * MINUTE);
      const renewed = await refresh(token);
      expect(renewed.status).toBe(200);
      token = renewed.body.refresh as string;
    }
    server.clock.advance(50 * MINUTE);
    expect(await refresh(token)).toMatchObject({
      status: 401,
      body: { detail: AUTH_MESSAGES.sessionExpired },
    });
    // A new login opens a new session.
    expect((await server.login(user.email, PASSWORD)).access).toEqual(expect.any(String));
  });

  it('SESSION_MAX_HOURS muda a duração máxima', async () => {
    const custom = await startTestServer({ env: { SESSION_MAX_HOURS: '1' } });
    try {
      const user = await custom.signup();
      custom.clock.advance(25 * MINUTE);
      const renewed = await custom.request('POST', '/api/accounts/token/refresh/', {
        body: { refresh: user.refresh },
      });
      expect(renewed.status).toBe(200);
      custom.clock.advance(25 * MINUTE);
      const again = await custom.request('POST', '/api/accounts/token/refresh/', {
        body: { refresh: renewed.body.refresh },
      });
      expect(again.status).toBe(200);
      custom.clock.advance(11 * MINUTE);
      const over = await custom.request('POST', '/api/accounts/token/refresh/', {
        body: { refresh: again.body.refresh },
      });
      expect(over.body).toEqual({ detail: AUTH_MESSAGES.sessionExpired });
    } finally {
      await custom.close();
    }
  });
});

describe('troca de senha e sessões', () => {
  it('revoga as outras sessões e mantém a atual', async () => {
    const user = await signupWithTwoDevices();
    const otherDevice = await server.login(user.email, PASSWORD);
    const changed = await server.request('PUT', '/api/accounts/change-password/', {
      token: user.access,
      body: { old_password: PASSWORD, new_password: 'Broa&Queijo2026', new_password2: 'Broa&Queijo2026' },
    });
    expect(changed.status).toBe(204);
    expect(changed.body).toBe('');

    expect((await profile(user.access)).status).toBe(200);
    expect((await refresh(user.refresh)).status).toBe(200);
    expect((await profile(otherDevice.access)).status).toBe(401);
    expect((await refresh(otherDevice.refresh)).body).toEqual({ detail: AUTH_MESSAGES.revokedRefresh });

    const oldLogin = await server.request('POST', '/api/accounts/token/', {
      body: { email: user.email, password: PASSWORD },
    });
    expect(oldLogin.status).toBe(401);
    await server.login(user.email, 'Broa&Queijo2026');
  });
});

describe('logout', () => {
  const logout = (body: unknown) => server.request('POST', '/api/accounts/logout/', { body });

  it('encerra a sessão: o refresh e o access dela deixam de valer; as outras sessões continuam', async () => {
    const user = await signupWithTwoDevices();
    const otherDevice = await server.login(user.email, PASSWORD);
    const rotated = await refresh(user.refresh);
    const access = rotated.body.access as string;

    const reply = await logout({ refresh: rotated.body.refresh });
    expect(reply.status).toBe(204);
    expect(reply.body).toBe('');
    expect(await refresh(rotated.body.refresh as string)).toMatchObject({
      status: 401,
      body: { detail: AUTH_MESSAGES.revokedRefresh },
    });
    expect((await profile(access)).status).toBe(401);
    expect((await profile(user.access)).status).toBe(401);

    expect((await profile(otherDevice.access)).status).toBe(200);
    expect((await refresh(otherDevice.refresh)).status).toBe(200);
  });

  it('responde 204 para um token inválido, expirado, de outro tipo ou já encerrado, sem mudar nada', async () => {
    const user = await server.signup();
    expect((await logout({ refresh: 'nao-e-um-jwt' })).status).toBe(204);
    // An access token is not a refresh token: the session stays open.
    expect((await logout({ refresh: user.access })).status).toBe(204);
    expect((await profile(user.access)).status).toBe(200);

    expect((await logout({ refresh: user.refresh })).status).toBe(204);
    expect((await logout({ refresh: user.refresh })).status).toBe(204);

    const later = await server.signup();
    server.clock.advance(8 * 24 * 60 * MINUTE);
    expect((await logout({ refresh: later.refresh })).status).toBe(204);
  });

  it('sem o token responde 400 {detail}', async () => {
    expect(await logout({})).toMatchObject({ status: 400, body: { detail: M.refreshMissing } });
    expect(await server.request('POST', '/api/accounts/logout/')).toMatchObject({ status: 400 });
  });
});
