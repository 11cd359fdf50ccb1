import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PASSWORD,
  startTestServer,
  type TestServer,
  uniqueEmail,
  uniquePhone,
} from '../../../test/harness.ts';
import { MINUTE } from '../../clock.ts';
import { ACCOUNT_MESSAGES as M } from './messages.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

function registration(overrides: Record<string, unknown> = {}) {
  return {
    first_name: 'João',
    last_name: 'Pereira',
    email: uniqueEmail('joao'),
    phone: uniquePhone(),
    password: PASSWORD,
    confirm_password: PASSWORD,
    terms_accepted: true,
    ...overrides,
  };
}

describe('cadastro', () => {
  it('cria a conta pendente e envia o mesmo código de 6 dígitos por e-mail e por SMS', async () => {
    const body = registration({ email: 'Ana.Souza@Exemplo.com.br', phone: '11987654321' });
    const reply = await server.request('POST', '/api/accounts/users/register/', { body });
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({ user_id: expect.any(Number), message: M.registered });

    const email = await server.outbox('ana.souza@exemplo.com.br');
    const sms = await server.outbox('+5511987654321');
    expect(email).toHaveLength(1);
    expect(email[0]).toMatchObject({ channel: 'email', subject: 'Seu código de verificação Sppock' });
    expect(sms).toHaveLength(1);
    expect(sms[0]?.channel).toBe('sms');
    const code = email[0]?.body.match(/\b(\d{6})\b/)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(sms[0]?.body).toContain(code);
  });

  it('exige todos os campos e responde erros por campo', async () => {
    const reply = await server.request('POST', '/api/accounts/users/register/', { body: {} });
    expect(reply.status).toBe(400);
    for (const field of ['first_name', 'last_name', 'email', 'phone', 'password', 'confirm_password']) {
      expect(reply.body[field]).toEqual(['Este campo é obrigatório.']);
    }
    expect(reply.body.terms_accepted).toEqual([M.termsRequired]);
  });

  it.each([
    ['telefone com 9 dígitos', { phone: '319876543' }, 'phone', M.invalidPhone],
    ['telefone com 12 dígitos', { phone: '319876543210' }, 'phone', M.invalidPhone],
    ['telefone com máscara', { phone: '(31) 98765-4321' }, 'phone', M.invalidPhone],
    ['senha curta', { password: 'Ab1', confirm_password: 'Ab1' }, 'password', M.weakPassword],
    [
      'senha sem maiúscula',
      { password: 'semmaiuscula1', confirm_password: 'semmaiuscula1' },
      'password',
      M.weakPassword,
    ],
    [
      'senha sem minúscula',
      { password: 'SEMMINUSCULA1', confirm_password: 'SEMMINUSCULA1' },
      'password',
      M.weakPassword,
    ],
    [
      'senha sem dígito',
      { password: 'SemDigitoAqui', confirm_password: 'SemDigitoAqui' },
      'password',
      M.weakPassword,
    ],
    [
      'senhas diferentes',
      { confirm_password: 'Outra&Senha2026' },
      'confirm_password',
      M.passwordsDifferRegistration,
    ],
    ['termos recusados', { terms_accepted: false }, 'terms_accepted', M.termsRequired],
    ['e-mail inválido', { email: 'nao-e-email' }, 'email', 'Informe um e-mail válido.'],
    ['nome em branco', { first_name: '   ' }, 'first_name', M.blank],
  ])('recusa %s', async (_label, overrides, field, message) => {
    const reply = await server.request('POST', '/api/accounts/users/register/', {
      body: registration(overrides),
    });
    expect(reply.status).toBe(400);
    expect(reply.body[field]).toContain(message);
  });

  it('mostra todos os erros de uma vez, mesmo quando o esquema também falha', async () => {
    const reply = await server.request('POST', '/api/accounts/users/register/', {
      body: registration({ phone: '123', confirm_password: 'Diferente1A', terms_accepted: false }),
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({
      phone: [M.invalidPhone],
      confirm_password: [M.passwordsDifferRegistration],
      terms_accepted: [M.termsRequired],
    });
  });

  it('recusa e-mail já cadastrado sem revelar mais do que a tela mostra', async () => {
    const first = registration();
    expect((await server.request('POST', '/api/accounts/users/register/', { body: first })).status).toBe(201);
    const again = await server.request('POST', '/api/accounts/users/register/', {
      body: registration({ email: first.email.toUpperCase() }),
    });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ email: [M.emailTaken], suggestion: M.emailTakenSuggestion });
  });

  it('limita cadastros por endereço IP', async () => {
    const ip = '203.0.113.7';
    for (let i = 0; i < 10; i++) {
      const ok = await server.request('POST', '/api/accounts/users/register/', { body: registration(), ip });
      expect(ok.status).toBe(201);
    }
    const blocked = await server.request('POST', '/api/accounts/users/register/', {
      body: registration(),
      ip,
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ error: M.tooManyRegistrations });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('verificação', () => {
  it('ativa a conta e abre a sessão com access, refresh e o usuário', async () => {
    const { userId, email } = await server.register();
    const code = await server.lastCode(email);
    const login = await server.request('POST', '/api/accounts/token/', {
      body: { email, password: PASSWORD },
    });
    expect(login.status).toBe(401);
    expect(login.body).toEqual({ detail: M.loginInactive });

    const reply = await server.request('POST', '/api/accounts/users/verify_code/', {
      body: { user_id: userId, code },
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      access: expect.any(String),
      refresh: expect.any(String),
      user: { id: userId, email, first_name: 'Mariana', is_superuser: false, company: '' },
    });
    const profile = await server.request('GET', '/api/accounts/users/profile/', {
      token: reply.body.access as string,
    });
    expect(profile.status).toBe(200);
    expect(
      (await server.request('POST', '/api/accounts/token/', { body: { email, password: PASSWORD } })).status,
    ).toBe(200);

    const again = await server.request('POST', '/api/accounts/users/verify_code/', {
      body: { user_id: userId, code },
    });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ error: M.alreadyVerified });
  });

  it('recusa código errado e invalida o código após 5 tentativas', async () => {
    const { userId, email } = await server.register();
    const code = await server.lastCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) {
      const reply = await server.request('POST', '/api/accounts/users/verify_code/', {
        body: { user_id: userId, code: wrong },
      });
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual({ error: M.invalidCode });
    }
    const fifth = await server.request('POST', '/api/accounts/users/verify_code/', {
      body: { user_id: userId, code: wrong },
    });
    expect(fifth.body).toEqual({ error: M.attemptsExhausted });
    // Even the right code no longer works: a new one has to be requested.
    const right = await server.request('POST', '/api/accounts/users/verify_code/', {
      body: { user_id: userId, code },
    });
    expect(right.status).toBe(400);
    expect(right.body).toEqual({ error: M.attemptsExhausted });
  });

  it('o código expira em 10 minutos', async () => {
    const { userId, email } = await server.register();
    const code = await server.lastCode(email);
    server.clock.advance(10 * MINUTE + 1000);
    const reply = await server.request('POST', '/api/accounts/users/verify_code/', {
      body: { user_id: userId, code },
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ error: M.invalidCode });
  });

  it('responde 404 para user_id inexistente e 400 para código fora do formato', async () => {
    const missing = await server.request('POST', '/api/accounts/users/verify_code/', {
      body: { user_id: 999_999, code: '123456' },
    });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: M.userNotFound });
    const malformed = await server.request('POST', '/api/accounts/users/verify_code/', {
      body: { user_id: 1, code: '12a' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ error: M.invalidCode });
  });
});

describe('reenvio do código', () => {
  it('gera um novo código, invalida o anterior e só permite um reenvio por minuto', async () => {
    const { userId, email } = await server.register();
    const first = await server.lastCode(email);

    const tooSoon = await server.request('POST', '/api/accounts/users/resend_code/', {
      body: { user_id: userId },
    });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.error).toMatch(/^Aguarde \d+ segundos para solicitar um novo código\.$/);

    server.clock.advance(61_000);
    const resent = await server.request('POST', '/api/accounts/users/resend_code/', {
      body: { user_id: userId },
    });
    expect(resent.status).toBe(200);
    expect(resent.body).toEqual({ message: M.codeResent });
    const second = await server.lastCode(email);
    expect((await server.outbox(email)).length).toBe(2);

    if (first !== second) {
      const old = await server.request('POST', '/api/accounts/users/verify_code/', {
        body: { user_id: userId, code: first },
      });
      expect(old.status).toBe(400);
    }
    const ok = await server.request('POST', '/api/accounts/users/verify_code/', {
      body: { user_id: userId, code: second },
    });
    expect(ok.status).toBe(200);

    const verified = await server.request('POST', '/api/accounts/users/resend_code/', {
      body: { user_id: userId },
    });
    expect(verified.status).toBe(400);
    expect(verified.body).toEqual({ error: M.alreadyVerified });
  });

  it('responde 404 para user_id inexistente', async () => {
    const reply = await server.request('POST', '/api/accounts/users/resend_code/', {
      body: { user_id: 987_654 },
    });
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual({ error: M.userNotFound });
  });
});
