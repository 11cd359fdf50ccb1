import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PASSWORD,
  randomIp,
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
  it('cria a conta pendente e envia o código de 6 dígitos só ao e-mail, com o token de cadastro', async () => {
    const body = registration({ email: 'Ana.Souza@Exemplo.com.br', phone: '11987654321' });
    const reply = await server.request('POST', '/api/accounts/users/register/', { body });
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({
      user_id: expect.any(Number),
      message: M.registered,
      registration_token: expect.any(String),
    });

    const email = await server.outbox('ana.souza@exemplo.com.br');
    expect(email).toHaveLength(1);
    expect(email[0]).toMatchObject({ channel: 'email', subject: 'Seu código de verificação Sppock' });
    expect(email[0]?.body).toMatch(/\b\d{6}\b/);
    // The phone is proven by its own code, later: the registration's code proves the e-mail only.
    expect(await server.outbox('+5511987654321')).toEqual([]);
  });

  it('aceita o celular como a pessoa digita, com a máscara, e guarda só os dígitos', async () => {
    const user = await server.signup({ phone: '(11) 98765-4321' });
    const profile = await server.request('GET', '/api/accounts/users/profile/', { token: user.access });
    expect(profile.body).toMatchObject({ phone: '11987654321', phone_verified: false, pending_email: null });
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
    ['telefone com máscara incompleta', { phone: '(31) 98765-432' }, 'phone', M.invalidPhone],
    ['telefone vazio', { phone: '' }, 'phone', M.invalidPhone],
    ['senha curta', { password: 'Ab1', confirm_password: 'Ab1' }, 'password', M.passwordShort],
    [
      'senha de 129 caracteres',
      { password: 'a'.repeat(129), confirm_password: 'a'.repeat(129) },
      'password',
      M.passwordLong,
    ],
    ['senha comum', { password: 'senha123', confirm_password: 'senha123' }, 'password', M.passwordCommon],
    [
      'senha que é uma palavra',
      { password: 'brasileiro', confirm_password: 'brasileiro' },
      'password',
      M.passwordCommon,
    ],
    [
      'senha sequencial',
      { password: '12345678', confirm_password: '12345678' },
      'password',
      M.passwordCommon,
    ],
    [
      'senha com o próprio nome',
      { password: 'joaopereira', confirm_password: 'joaopereira' },
      'password',
      M.passwordCommon,
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

  it.each([
    ['passphrase longa com espaços e acentos', 'pão de queijo quentinho às seis'],
    ['senha sem maiúscula nem símbolo', 'girassol amarelo na janela'],
    ['senha de 128 caracteres', `${'Ipê roxo no cerrado; '.repeat(6)}abcdefghijkl`.slice(0, 128)],
    ['senha com emoji', 'café☕ com broa🌽 de milho'],
  ])('aceita %s (sem regras de composição)', async (_label, password) => {
    const reply = await server.request('POST', '/api/accounts/users/register/', {
      body: registration({ password, confirm_password: password }),
      ip: randomIp(),
    });
    expect(reply.status).toBe(201);
  });

  it('não revela que o e-mail já tem conta: mesma resposta, e o dono é avisado por e-mail', async () => {
    const owner = await server.signup();
    const fresh = await server.request('POST', '/api/accounts/users/register/', {
      body: registration(),
      ip: randomIp(),
    });
    const again = await server.request('POST', '/api/accounts/users/register/', {
      body: registration({ email: owner.email.toUpperCase() }),
      ip: randomIp(),
    });
    expect(again.status).toBe(fresh.status);
    expect(Object.keys(again.body).sort()).toEqual(Object.keys(fresh.body).sort());
    expect(again.body.message).toBe(fresh.body.message);
    // The id comes from the same sequence: it is not an obvious fake.
    expect(again.body.user_id).toBeGreaterThan(fresh.body.user_id as number);

    const mails = await server.outbox(owner.email);
    expect(mails.at(-1)).toMatchObject({ subject: M.existingAccountSubject });
    expect(mails.at(-1)?.body).toContain('http://app.sppock.test/forgot-password');
    expect(mails.at(-1)?.body).not.toMatch(/\b\d{6}\b/);
    // The owner's password and account are untouched.
    expect(
      (
        await server.request('POST', '/api/accounts/token/', {
          body: { email: owner.email, password: PASSWORD },
        })
      ).status,
    ).toBe(200);

    // Verifying or resending the answer's id behaves like any pending registration.
    const token = again.body.registration_token as string;
    const userId = again.body.user_id as number;
    const tooSoon = await server.request('POST', '/api/accounts/users/resend_code/', {
      body: { user_id: userId, registration_token: token },
    });
    expect(tooSoon.status).toBe(429);
    for (let attempt = 1; attempt <= 5; attempt++) {
      const guess = await server.request('POST', '/api/accounts/users/verify_code/', {
        body: { user_id: userId, code: '123456', registration_token: token },
        ip: randomIp(),
      });
      expect(guess.status).toBe(400);
      expect(guess.body).toEqual({ error: attempt < 5 ? M.invalidCode : M.attemptsExhausted });
    }
  });

  it('cadastros simultâneos com o mesmo e-mail: uma conta só, as duas respostas iguais', async () => {
    const body = registration();
    const replies = await Promise.all(
      [0, 1].map(() => server.request('POST', '/api/accounts/users/register/', { body, ip: randomIp() })),
    );
    expect(replies.map((reply) => reply.status)).toEqual([201, 201]);
    const codes = (await server.outbox(body.email)).filter(
      (mail) => mail.subject === 'Seu código de verificação Sppock',
    );
    expect(codes).toHaveLength(1);
  });

  it('limita cadastros por endereço IP, contando também as tentativas recusadas', async () => {
    const ip = '203.0.113.7';
    for (let i = 0; i < 5; i++) {
      const ok = await server.request('POST', '/api/accounts/users/register/', { body: registration(), ip });
      expect(ok.status).toBe(201);
    }
    for (let i = 0; i < 5; i++) {
      const refused = await server.request('POST', '/api/accounts/users/register/', {
        body: registration({ password: 'senha123', confirm_password: 'senha123' }),
        ip,
      });
      expect(refused.status).toBe(400);
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
    const { userId, email, registrationToken } = await server.register();
    const code = await server.lastCode(email);
    const login = await server.request('POST', '/api/accounts/token/', {
      body: { email, password: PASSWORD },
    });
    expect(login.status).toBe(401);
    expect(login.body).toEqual({ detail: M.loginInactive });

    const reply = await server.request('POST', '/api/accounts/users/verify_code/', {
      body: { user_id: userId, code, registration_token: registrationToken },
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
      body: { user_id: userId, code, registration_token: registrationToken },
    });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ error: M.alreadyVerified });
  });

  it('recusa código errado e invalida o código após 5 tentativas', async () => {
    const { userId, email, registrationToken } = await server.register();
    const code = await server.lastCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) {
      const reply = await server.request('POST', '/api/accounts/users/verify_code/', {
        body: { user_id: userId, code: wrong, registration_token: registrationToken },
      });
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual({ error: M.invalidCode });
    }
    const fifth = await server.request('POST', '/api/accounts/users/verify_code/', {
      body: { user_id: userId, code: wrong, registration_token: registrationToken },
    });
    expect(fifth.body).toEqual({ error: M.attemptsExhausted });
    // Even the right code no longer works: a new one has to be requested.
    const right = await server.request('POST', '/api/accounts/users/verify_code/', {
      body: { user_id: userId, code, registration_token: registrationToken },
    });
    expect(right.status).toBe(400);
    expect(right.body).toEqual({ error: M.attemptsExhausted });
  });

  it('o código expira em 10 minutos', async () => {
    const { userId, email, registrationToken } = await server.register();
    const code = await server.lastCode(email);
    server.clock.advance(10 * MINUTE + 1000);
    const reply = await server.request('POST', '/api/accounts/users/verify_code/', {
      body: { user_id: userId, code, registration_token: registrationToken },
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ error: M.invalidCode });
  });

  it('exige o token de cadastro do próprio user_id: o id sequencial sozinho não basta', async () => {
    const victim = await server.register();
    const attacker = await server.register();
    const code = await server.lastCode(victim.email);
    const attempts = [
      { user_id: victim.userId, code },
      { user_id: victim.userId, code, registration_token: attacker.registrationToken },
      { user_id: victim.userId, code, registration_token: 'eyJhbGciOiJIUzI1NiJ9.e30.forjado' },
    ];
    for (const body of attempts) {
      const reply = await server.request('POST', '/api/accounts/users/verify_code/', {
        body,
        ip: randomIp(),
      });
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual({ error: M.registrationExpired });
    }
    const resend = await server.request('POST', '/api/accounts/users/resend_code/', {
      body: { user_id: victim.userId, registration_token: attacker.registrationToken },
    });
    expect(resend.status).toBe(400);
    expect(resend.body).toEqual({ error: M.registrationExpired });
    // None of that spent the victim's code.
    const own = await server.request('POST', '/api/accounts/users/verify_code/', {
      body: { user_id: victim.userId, code, registration_token: victim.registrationToken },
    });
    expect(own.status).toBe(200);
  });

  it('o token de cadastro vence em 1 hora', async () => {
    const { userId, registrationToken } = await server.register();
    server.clock.advance(60 * MINUTE + 1000);
    const reply = await server.request('POST', '/api/accounts/users/resend_code/', {
      body: { user_id: userId, registration_token: registrationToken },
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ error: M.registrationExpired });
  });

  it('responde 400 para código fora do formato', async () => {
    const malformed = await server.request('POST', '/api/accounts/users/verify_code/', {
      body: { user_id: 1, code: '12a', registration_token: 'x' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ error: M.invalidCode });
  });
});

describe('reenvio do código', () => {
  it('gera um novo código, invalida o anterior e só permite um reenvio por minuto', async () => {
    const { userId, email, registrationToken } = await server.register();
    const first = await server.lastCode(email);

    const tooSoon = await server.request('POST', '/api/accounts/users/resend_code/', {
      body: { user_id: userId, registration_token: registrationToken },
    });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.error).toMatch(/^Aguarde \d+ segundos para solicitar um novo código\.$/);

    server.clock.advance(61_000);
    const resent = await server.request('POST', '/api/accounts/users/resend_code/', {
      body: { user_id: userId, registration_token: registrationToken },
    });
    expect(resent.status).toBe(200);
    expect(resent.body).toEqual({ message: M.codeResent, registration_token: expect.any(String) });
    const token = resent.body.registration_token as string;
    const second = await server.lastCode(email);
    expect((await server.outbox(email)).length).toBe(2);

    if (first !== second) {
      const old = await server.request('POST', '/api/accounts/users/verify_code/', {
        body: { user_id: userId, code: first, registration_token: token },
      });
      expect(old.status).toBe(400);
    }
    const ok = await server.request('POST', '/api/accounts/users/verify_code/', {
      body: { user_id: userId, code: second, registration_token: token },
    });
    expect(ok.status).toBe(200);

    server.clock.advance(61_000);
    const verified = await server.request('POST', '/api/accounts/users/resend_code/', {
      body: { user_id: userId, registration_token: token },
    });
    expect(verified.status).toBe(400);
    expect(verified.body).toEqual({ error: M.alreadyVerified });
  });
});
