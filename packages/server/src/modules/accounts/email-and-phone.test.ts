// The e-mail and the phone are each proven by their own code; a new e-mail needs the current
// password, applies only once confirmed, and the old address is told.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PASSWORD,
  startTestServer,
  type TestServer,
  type TestUser,
  uniqueEmail,
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

async function readProfile(user: TestUser): Promise<Record<string, unknown>> {
  return (await server.request('GET', '/api/accounts/users/profile/', { token: user.access })).body;
}

/** The profile as the form sends it back, with some fields changed. */
async function saveProfile(user: TestUser, changes: Record<string, unknown>) {
  const {
    id: _id,
    is_superuser: _s,
    phone_verified: _p,
    pending_email: _e,
    ...editable
  } = await readProfile(user);
  return server.request('PUT', '/api/accounts/users/profile/', {
    token: user.access,
    body: { ...editable, ...changes },
  });
}

const confirmEmail = (user: TestUser, code: string) =>
  server.request('POST', '/api/accounts/email-change/confirm/', { token: user.access, body: { code } });

describe('troca de e-mail', () => {
  it('exige a senha atual; sem ela ou errada nada muda e nada é enviado', async () => {
    const user = await server.signup();
    const target = uniqueEmail('novo');
    const missing = await saveProfile(user, { email: target, city: 'Contagem' });
    expect(missing).toMatchObject({ status: 400, body: { current_password: [M.currentPasswordRequired] } });
    const wrong = await saveProfile(user, { email: target, current_password: 'Errada&2026' });
    expect(wrong).toMatchObject({ status: 400, body: { current_password: [M.currentPasswordWrong] } });
    expect(await readProfile(user)).toMatchObject({ email: user.email, pending_email: null, city: '' });
    expect(await server.outbox(target)).toEqual([]);
  });

  it('só vale depois de confirmada com o código enviado ao novo endereço; o antigo é avisado', async () => {
    const user = await server.signup();
    const target = uniqueEmail('novo');
    const saved = await saveProfile(user, {
      email: target.toUpperCase(),
      city: 'Contagem',
      current_password: PASSWORD,
    });
    expect(saved.status).toBe(200);
    // The other fields apply at once; the e-mail waits.
    expect(saved.body).toMatchObject({ email: user.email, pending_email: target, city: 'Contagem' });
    // The old e-mail still signs in. This device takes the new login's tokens: on Free a login
    // ends the older session (one device).
    Object.assign(user, await server.login(user.email, PASSWORD));
    expect(user.access).toEqual(expect.any(String));
    const notice = (await server.outbox(user.email)).at(-1);
    expect(notice?.subject).toBe(M.emailChangeNoticeSubject);
    expect(notice?.body).not.toContain(target);
    expect(notice?.body).toContain(`${target.slice(0, 2)}•••@`);

    const code = await server.lastCode(target);
    const wrongCode = await confirmEmail(user, code === '000000' ? '111111' : '000000');
    expect(wrongCode).toMatchObject({ status: 400, body: { error: M.invalidCode } });
    const confirmed = await confirmEmail(user, code);
    expect(confirmed).toMatchObject({ status: 200, body: { email: target, pending_email: null } });
    Object.assign(user, await server.login(target, PASSWORD));
    expect(user.access).toEqual(expect.any(String));
    const oldLogin = await server.request('POST', '/api/accounts/token/', {
      body: { email: user.email, password: PASSWORD },
    });
    expect(oldLogin.status).toBe(401);
    expect((await server.outbox(user.email)).at(-1)?.subject).toBe(M.emailChangedSubject);
    // Used once.
    expect(await confirmEmail(user, code)).toMatchObject({ status: 400, body: { error: M.noPendingEmail } });
  });

  it('o código vence em 10 minutos e aceita 5 tentativas', async () => {
    const user = await server.signup();
    const target = uniqueEmail('novo');
    await saveProfile(user, { email: target, current_password: PASSWORD });
    const code = await server.lastCode(target);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) {
      expect((await confirmEmail(user, wrong)).body).toEqual({ error: M.invalidCode });
    }
    expect((await confirmEmail(user, wrong)).body).toEqual({ error: M.attemptsExhausted });
    expect((await confirmEmail(user, code)).body).toEqual({ error: M.attemptsExhausted });

    await saveProfile(user, { email: target, current_password: PASSWORD });
    const fresh = await server.lastCode(target);
    server.clock.advance(10 * MINUTE + 1000);
    Object.assign(user, await server.login(user.email, PASSWORD));
    expect((await confirmEmail(user, fresh)).body).toEqual({ error: M.invalidCode });
    expect((await readProfile(user)).email).toBe(user.email);
  });

  it('o código de um endereço não confirma outro pedido depois', async () => {
    const user = await server.signup();
    const first = uniqueEmail('primeiro');
    const second = uniqueEmail('segundo');
    await saveProfile(user, { email: first, current_password: PASSWORD });
    const firstCode = await server.lastCode(first);
    await saveProfile(user, { email: second, current_password: PASSWORD });
    const secondCode = await server.lastCode(second);
    if (firstCode !== secondCode) {
      expect((await confirmEmail(user, firstCode)).status).toBe(400);
    }
    expect((await confirmEmail(user, secondCode)).body).toMatchObject({ email: second });
  });

  it('um endereço que outra conta pegou no meio do caminho não é tomado', async () => {
    const user = await server.signup();
    const target = uniqueEmail('disputado');
    await saveProfile(user, { email: target, current_password: PASSWORD });
    const code = await server.lastCode(target);
    await server.signup({ email: target });
    expect(await confirmEmail(user, code)).toMatchObject({
      status: 400,
      body: { error: M.profileEmailTaken },
    });
    expect(await readProfile(user)).toMatchObject({ email: user.email, pending_email: null });
  });

  it('5 senhas erradas seguidas bloqueiam novas tentativas por 15 minutos', async () => {
    const user = await server.signup();
    const target = uniqueEmail('novo');
    for (let i = 0; i < 5; i++) {
      expect((await saveProfile(user, { email: target, current_password: `Errada&${i}` })).status).toBe(400);
    }
    const blocked = await saveProfile(user, { email: target, current_password: PASSWORD });
    expect(blocked).toMatchObject({ status: 429, body: { detail: M.tooManyAttempts } });
  });
});

describe('confirmação do celular', () => {
  const sendCode = (user: TestUser) =>
    server.request('POST', '/api/accounts/phone/send-code/', { token: user.access });
  const verify = (user: TestUser, code: string) =>
    server.request('POST', '/api/accounts/phone/verify/', { token: user.access, body: { code } });

  it('o código vai por SMS ao celular do perfil e o confirma', async () => {
    const user = await server.signup({ phone: '31987654321' });
    expect((await readProfile(user)).phone_verified).toBe(false);
    const sent = await sendCode(user);
    expect(sent).toMatchObject({ status: 200, body: { message: M.phoneCodeSent('4321') } });
    const sms = (await server.outbox('+5531987654321')).at(-1);
    expect(sms?.channel).toBe('sms');
    const code = await server.lastCode('+5531987654321');
    // The registration's e-mail code is another code.
    expect(await server.outbox(user.email)).toHaveLength(1);

    const wrong = await verify(user, code === '000000' ? '111111' : '000000');
    expect(wrong).toMatchObject({ status: 400, body: { error: M.invalidCode } });
    const ok = await verify(user, code);
    expect(ok).toMatchObject({ status: 200, body: { phone_verified: true } });
    expect(await sendCode(user)).toMatchObject({ status: 400, body: { error: M.phoneAlreadyVerified } });
  });

  it('um celular novo volta a não confirmado, e o código do número antigo não o confirma', async () => {
    const user = await server.signup({ phone: '31912345678' });
    await sendCode(user);
    const oldCode = await server.lastCode('+5531912345678');
    const changed = await saveProfile(user, { phone: '(31) 91111-2222' });
    expect(changed.body).toMatchObject({ phone: '31911112222', phone_verified: false });
    expect((await verify(user, oldCode)).status).toBe(400);

    const verified = await server.signup({ phone: '31933334444' });
    server.clock.advance(61_000);
    Object.assign(verified, await server.login(verified.email, PASSWORD));
    await sendCode(verified);
    await verify(verified, await server.lastCode('+5531933334444'));
    const moved = await saveProfile(verified, { phone: '31955556666' });
    expect(moved.body).toMatchObject({ phone_verified: false });
  });

  it('um envio por minuto; sem celular no perfil, 400', async () => {
    const user = await server.signup();
    expect((await sendCode(user)).status).toBe(200);
    const tooSoon = await sendCode(user);
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.error).toMatch(/^Aguarde \d+ segundos para solicitar um novo código\.$/);

    const noPhone = await server.signup();
    await saveProfile(noPhone, { phone: '' });
    expect(await sendCode(noPhone)).toMatchObject({ status: 400, body: { error: M.noPhone } });
  });
});
