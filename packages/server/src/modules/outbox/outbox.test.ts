import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeHttp, startFakeHttp } from '../../../test/fakes/http.ts';
import { type FakeSmtp, mailText, startFakeSmtp } from '../../../test/fakes/smtp.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { ACCOUNT_MESSAGES as M } from '../accounts/messages.ts';

describe('caixa de saída embutida', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('guarda cada mensagem e lista em JSON, da mais antiga para a mais nova', async () => {
    const a = await server.register();
    await server.services.background.drain();
    const b = await server.register();
    await server.services.background.drain();
    const reply = await server.request('GET', '/__dev/outbox');
    expect(reply.status).toBe(200);
    const messages = reply.body.messages as {
      id: number;
      recipient: string;
      channel: string;
      created_at: string;
    }[];
    expect(messages.map((m) => [m.recipient, m.channel])).toEqual([
      [a.email, 'email'],
      [b.email, 'email'],
    ]);
    expect(messages.map((m) => m.id)).toEqual([...messages.map((m) => m.id)].sort((x, y) => x - y));
    for (const message of messages) {
      expect(Object.keys(message).sort()).toEqual([
        'body',
        'channel',
        'created_at',
        'id',
        'recipient',
        'subject',
      ]);
      expect(Number.isNaN(Date.parse(message.created_at))).toBe(false);
    }
    const filtered = await server.request(
      'GET',
      `/__dev/outbox?to=${encodeURIComponent(b.email.toUpperCase())}`,
    );
    expect((filtered.body.messages as unknown[]).length).toBe(1);
  });
});

describe('em produção', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { NODE_ENV: 'production' } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('/__dev/outbox não existe e nenhuma conta de demonstração é criada', async () => {
    const reply = await server.request('GET', '/__dev/outbox');
    expect(reply).toMatchObject({ status: 404, body: { detail: 'Não encontrado.' } });
    expect(server.demoAccounts).toEqual([]);
    const demo = await server.request('POST', '/api/accounts/token/', {
      body: { email: 'demo@sppock.dev', password: 'Demo@2026' },
    });
    expect(demo.status).toBe(401);
  });
});

describe('SMTP e provedor de SMS', () => {
  let smtp: FakeSmtp;
  let sms: FakeHttp;
  let failSms = false;
  let server: TestServer;

  beforeAll(async () => {
    smtp = await startFakeSmtp();
    sms = await startFakeHttp(() =>
      failSms ? { status: 503, body: { error: 'indisponível' } } : { status: 202, body: { id: 'msg_1' } },
    );
    server = await startTestServer({
      env: {
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Sppock <nao-responda@sppock.com.br>',
        SMS_PROVIDER_URL: `${sms.url}/v1/messages`,
        SMS_PROVIDER_TOKEN: 'token-sms-teste',
      },
    });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
    await sms?.close();
  });

  it('o código sai por SMTP e pelo provedor HTTP, e nada fica na caixa de saída', async () => {
    const { userId, email, phone, registrationToken } = await server.register();
    await server.services.background.drain();
    const mail = smtp.mails.find((m) => m.to.includes(email));
    expect(mail?.from).toBe('nao-responda@sppock.com.br');
    const text = mailText(mail ?? { from: '', to: [], data: '' });
    const code = text.match(/código de verificação é (\d{6})/)?.[1];
    expect(code).toMatch(/^\d{6}$/);

    // The phone is proven by its own code, sent by SMS once the account is open.
    const verified = await server.request('POST', '/api/accounts/users/verify_code/', {
      body: { user_id: userId, code, registration_token: registrationToken },
    });
    const sent = await server.request('POST', '/api/accounts/phone/send-code/', {
      token: verified.body.access as string,
    });
    expect(sent.status).toBe(200);
    const call = sms.requests.at(-1);
    expect(call).toMatchObject({ method: 'POST', path: '/v1/messages' });
    expect(call?.headers.authorization).toBe('Bearer token-sms-teste');
    const smsBody = JSON.parse(call?.body ?? '{}');
    expect(smsBody.to).toBe(`+55${phone}`);
    expect(smsBody.message).toMatch(
      /^Sppock: seu código para confirmar este celular é \d{6} \(válido por 10 minutos\)\.$/,
    );
    expect(await server.outbox()).toEqual([]);
  });

  it('uma falha do provedor de SMS responde 503 e não segura o próximo envio', async () => {
    const { userId, email, registrationToken } = await server.register();
    await server.services.background.drain();
    const code = mailText(
      smtp.mails.filter((m) => m.to.includes(email)).at(-1) ?? { from: '', to: [], data: '' },
    ).match(/é (\d{6})/)?.[1];
    const user = (
      await server.request('POST', '/api/accounts/users/verify_code/', {
        body: { user_id: userId, code, registration_token: registrationToken },
      })
    ).body as { access: string };
    failSms = true;
    try {
      const failed = await server.request('POST', '/api/accounts/phone/send-code/', { token: user.access });
      expect(failed).toMatchObject({ status: 503, body: { error: M.smsFailed } });
    } finally {
      failSms = false;
    }
    const retried = await server.request('POST', '/api/accounts/phone/send-code/', { token: user.access });
    expect(retried.status).toBe(200);
  });

  it('o link de redefinição de senha sai por SMTP', async () => {
    const { userId, email, registrationToken } = await server.register();
    await server.services.background.drain();
    const code = mailText(
      smtp.mails.filter((m) => m.to.includes(email)).at(-1) ?? { from: '', to: [], data: '' },
    ).match(/é (\d{6})/)?.[1];
    const verified = await server.request('POST', '/api/accounts/users/verify_code/', {
      body: { user_id: userId, code, registration_token: registrationToken },
    });
    expect(verified.status).toBe(200);
    await server.request('POST', '/api/accounts/password-reset/', { body: { email } });
    await server.services.background.drain();
    const mail = smtp.mails.filter((m) => m.to.includes(email)).at(-1);
    expect(mailText(mail ?? { from: '', to: [], data: '' })).toContain(
      'http://app.sppock.test/reset-password/',
    );
  });
});
