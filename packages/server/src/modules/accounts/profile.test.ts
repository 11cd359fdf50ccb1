import { CNPJ_INVALID_MESSAGE } from '@sppock/sdk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, startTestServer, type TestServer, uniqueEmail } from '../../../test/harness.ts';
import { MINUTE } from '../../clock.ts';
import { DEFAULT_PREFERENCES, DEFAULT_SETTINGS } from '../../http/accounts/handlers.ts';
import { ACCOUNT_MESSAGES as M } from './messages.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

function fullProfile(overrides: Record<string, unknown> = {}) {
  return {
    first_name: 'Mariana',
    last_name: 'Costa',
    email: uniqueEmail('mariana'),
    phone: '(31) 98765-4321',
    company: 'Padaria Boa Vista',
    position: 'Sócia-diretora',
    industry: 'Alimentação e bebidas',
    address: 'Rua Pouso Alegre, 1450 - Santa Tereza',
    city: 'Belo Horizonte',
    state: 'MG',
    country: 'Brasil',
    postal_code: '31010-515',
    timezone: 'America/Sao_Paulo',
    ...overrides,
  };
}

describe('perfil', () => {
  it('lê os 13 campos, id e is_superuser; vazios vêm como ""', async () => {
    const user = await server.signup();
    const reply = await server.request('GET', '/api/accounts/users/profile/', { token: user.access });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      id: user.id,
      first_name: 'Mariana',
      last_name: 'Costa',
      email: user.email,
      phone: user.phone,
      company: '',
      position: '',
      industry: '',
      address: '',
      city: '',
      state: '',
      country: '',
      postal_code: '',
      company_cnpj: '',
      timezone: '',
      is_superuser: false,
      phone_verified: false,
      pending_email: null,
    });
  });

  it('salva os 13 campos e guarda o telefone só com dígitos', async () => {
    const user = await server.signup();
    const body = fullProfile({ email: user.email.toUpperCase() });
    const reply = await server.request('PUT', '/api/accounts/users/profile/', { token: user.access, body });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      ...body,
      phone: '31987654321',
      email: user.email,
      pending_email: null,
    });
    const read = await server.request('GET', '/api/accounts/users/profile/', { token: user.access });
    expect(read.body).toEqual(reply.body);
  });

  it('valida e-mail, telefone e fuso com as mensagens da spec', async () => {
    const user = await server.signup();
    const email = await server.request('PUT', '/api/accounts/users/profile/', {
      token: user.access,
      body: fullProfile({ email: 'sem-arroba' }),
    });
    expect(email).toMatchObject({ status: 400, body: { email: [M.profileInvalidEmail] } });
    const phone = await server.request('PUT', '/api/accounts/users/profile/', {
      token: user.access,
      body: fullProfile({ phone: '98765' }),
    });
    expect(phone).toMatchObject({ status: 400, body: { phone: [M.profileInvalidPhone] } });
    const timezone = await server.request('PUT', '/api/accounts/users/profile/', {
      token: user.access,
      body: fullProfile({ timezone: 'Marte/Olimpo' }),
    });
    expect(timezone).toMatchObject({ status: 400, body: { detail: M.profileUnknownTimezone } });
    const missing = await server.request('PUT', '/api/accounts/users/profile/', {
      token: user.access,
      body: { first_name: 'Só o nome' },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.email).toEqual(['Este campo é obrigatório.']);
  });

  it('CNPJ da empresa: aceita numérico e alfanumérico, com ou sem máscara, e devolve mascarado', async () => {
    const user = await server.signup();
    const save = (company_cnpj: string) =>
      server.request('PUT', '/api/accounts/users/profile/', {
        token: user.access,
        body: fullProfile({ email: user.email, company_cnpj }),
      });
    const alphanumeric = await save('12abc34501de35');
    expect(alphanumeric.status).toBe(200);
    expect(alphanumeric.body).toMatchObject({ company_cnpj: '12.ABC.345/01DE-35' });
    expect((await save('11.222.333/0001-81')).body).toMatchObject({ company_cnpj: '11.222.333/0001-81' });
    // A client that predates the field keeps the stored CNPJ; an empty one clears it.
    const kept = await server.request('PUT', '/api/accounts/users/profile/', {
      token: user.access,
      body: fullProfile({ email: user.email }),
    });
    expect(kept.body).toMatchObject({ company_cnpj: '11.222.333/0001-81' });
    expect((await save('')).body).toMatchObject({ company_cnpj: '' });
  });

  it('CNPJ da empresa inválido responde 400 com a mensagem em pt-BR e não é salvo', async () => {
    const user = await server.signup();
    for (const company_cnpj of [
      '12.ABC.345/01DE-36',
      '11.111.111/1111-11',
      '12ABC',
      'x'.repeat(40),
      '11222333000181; drop',
    ]) {
      const reply = await server.request('PUT', '/api/accounts/users/profile/', {
        token: user.access,
        body: fullProfile({ email: user.email, company_cnpj }),
      });
      expect(reply.status, company_cnpj).toBe(400);
      expect(reply.body).toEqual({ company_cnpj: [CNPJ_INVALID_MESSAGE] });
    }
    const read = await server.request('GET', '/api/accounts/users/profile/', { token: user.access });
    expect(read.body).toMatchObject({ company_cnpj: '' });
  });

  it('aceita telefone vazio e fuso UTC', async () => {
    const user = await server.signup();
    const reply = await server.request('PUT', '/api/accounts/users/profile/', {
      token: user.access,
      body: fullProfile({ email: user.email, phone: '', timezone: 'UTC' }),
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ phone: '', timezone: 'UTC' });
  });

  it('não deixa usar o e-mail de outra conta', async () => {
    const a = await server.signup();
    const b = await server.signup();
    const reply = await server.request('PUT', '/api/accounts/users/profile/', {
      token: b.access,
      body: fullProfile({ email: a.email, current_password: PASSWORD }),
    });
    expect(reply).toMatchObject({ status: 400, body: { email: [M.profileEmailTaken] } });
  });

  it('is_superuser vem do servidor e não pode ser alterado pelo perfil', async () => {
    const user = await server.signup();
    const reply = await server.request('PUT', '/api/accounts/users/profile/', {
      token: user.access,
      body: { ...fullProfile(), is_superuser: true },
    });
    expect(reply.status).toBe(400);
    const read = await server.request('GET', '/api/accounts/users/profile/', { token: user.access });
    expect(read.body.is_superuser).toBe(false);
  });
});

describe('troca de senha', () => {
  const change = (token: string, body: Record<string, unknown>) =>
    server.request('PUT', '/api/accounts/change-password/', { token, body });

  it('senha atual errada responde 400 Wrong password', async () => {
    const user = await server.signup();
    const reply = await change(user.access, {
      old_password: 'Errada&2026',
      new_password: 'Broa&Queijo2026',
      new_password2: 'Broa&Queijo2026',
    });
    expect(reply).toMatchObject({ status: 400, body: { error: 'Wrong password' } });
  });

  it('confirmação diferente vai em new_password2; senha fraca em new_password', async () => {
    const user = await server.signup();
    const differ = await change(user.access, {
      old_password: PASSWORD,
      new_password: 'Broa&Queijo2026',
      new_password2: 'Broa&Queijo2027',
    });
    expect(differ).toMatchObject({ status: 400, body: { new_password2: [M.newPasswordsDiffer] } });
    const short = await change(user.access, {
      old_password: PASSWORD,
      new_password: 'Ab1',
      new_password2: 'Ab1',
    });
    expect(short.status).toBe(400);
    expect(short.body.new_password).toContain(M.newPasswordShort);
    const common = await change(user.access, {
      old_password: PASSWORD,
      new_password: 'senha1234',
      new_password2: 'senha1234',
    });
    expect(common).toMatchObject({ status: 400, body: { new_password: [M.passwordCommon] } });
    // No composition rule: a long lower-case passphrase is welcome.
    const passphrase = await change(user.access, {
      old_password: PASSWORD,
      new_password: 'girassol amarelo na janela',
      new_password2: 'girassol amarelo na janela',
    });
    expect(passphrase.status).toBe(204);
  });

  it('sucesso é 204 e a senha nova passa a valer', async () => {
    const user = await server.signup();
    const reply = await change(user.access, {
      old_password: PASSWORD,
      new_password: 'Broa&Queijo2026',
      new_password2: 'Broa&Queijo2026',
    });
    expect(reply.status).toBe(204);
    await server.login(user.email, 'Broa&Queijo2026');
  });
});

describe('redefinição de senha', () => {
  const requestReset = (email: string) =>
    server.request('POST', '/api/accounts/password-reset/', {
      body: { email },
      ip: `192.0.2.${email.length}`,
    });
  const confirm = (body: Record<string, unknown>) =>
    server.request('POST', '/api/accounts/password-reset/confirm/', { body });

  async function resetToken(email: string): Promise<string> {
    const messages = await server.outbox(email);
    const link = messages.at(-1)?.body.match(/http:\/\/app\.sppock\.test\/reset-password\/([\w-]+)/);
    if (!link?.[1]) {
      throw new Error('Link de redefinição não enviado');
    }
    return link[1];
  }

  it('responde o mesmo para e-mail desconhecido e só envia o link para quem existe', async () => {
    const user = await server.signup();
    const known = await requestReset(user.email);
    const unknown = await requestReset('ninguem.aqui@exemplo.com.br');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual({ message: M.resetRequested });
    expect(unknown.body).toEqual(known.body);
    expect(await server.outbox('ninguem.aqui@exemplo.com.br')).toHaveLength(0);
    const mail = (await server.outbox(user.email)).at(-1);
    expect(mail?.subject).toBe(M.resetEmailSubject);
    expect(mail?.body).toContain('http://app.sppock.test/reset-password/');
  });

  it('o token vale uma única vez, troca a senha e encerra as sessões', async () => {
    const user = await server.signup();
    await requestReset(user.email);
    const token = await resetToken(user.email);
    const ok = await confirm({ token, password: 'Nova&Senha2026', password_confirm: 'Nova&Senha2026' });
    expect(ok).toMatchObject({ status: 200, body: { message: M.resetDone } });
    await server.login(user.email, 'Nova&Senha2026');
    expect((await server.request('GET', '/api/accounts/users/profile/', { token: user.access })).status).toBe(
      401,
    );

    const again = await confirm({ token, password: 'Outra&Senha2026', password_confirm: 'Outra&Senha2026' });
    expect(again).toMatchObject({ status: 400, body: { error: M.resetTokenInvalid } });
  });

  it('o token expira em 1 hora', async () => {
    const user = await server.signup();
    await requestReset(user.email);
    const token = await resetToken(user.email);
    server.clock.advance(60 * MINUTE + 1000);
    const reply = await confirm({ token, password: 'Nova&Senha2026', password_confirm: 'Nova&Senha2026' });
    expect(reply).toMatchObject({ status: 400, body: { error: M.resetTokenInvalid } });
  });

  it('valida token ausente, senhas diferentes e senha fraca', async () => {
    expect(
      await confirm({ token: '', password: 'Nova&Senha2026', password_confirm: 'Nova&Senha2026' }),
    ).toMatchObject({ status: 400, body: { error: M.resetTokenMissing } });
    expect(await confirm({ password: 'Nova&Senha2026', password_confirm: 'Nova&Senha2026' })).toMatchObject({
      status: 400,
      body: { error: M.resetTokenMissing },
    });
    expect(
      await confirm({ token: 'x', password: 'Nova&Senha2026', password_confirm: 'Nova&Senha2027' }),
    ).toMatchObject({ status: 400, body: { error: M.resetPasswordsDiffer } });
    expect(await confirm({ token: 'x', password: 'curta', password_confirm: 'curta' })).toMatchObject({
      status: 400,
      body: { error: M.passwordShort },
    });
    expect(await confirm({ token: 'x', password: 'senha123', password_confirm: 'senha123' })).toMatchObject({
      status: 400,
      body: { error: M.passwordCommon },
    });
    expect(
      await confirm({ token: 'x', password: 'Nova&Senha2026', password_confirm: 'Nova&Senha2026' }),
    ).toMatchObject({ status: 400, body: { error: M.resetTokenInvalid } });
  });

  it('o link também ativa uma conta cujo código se perdeu', async () => {
    const { email } = await server.register();
    await requestReset(email);
    const token = await resetToken(email);
    expect(
      (await confirm({ token, password: 'Nova&Senha2026', password_confirm: 'Nova&Senha2026' })).status,
    ).toBe(200);
    await server.login(email, 'Nova&Senha2026');
  });

  it('limita pedidos por endereço IP', async () => {
    let last = await server.request('POST', '/api/accounts/password-reset/', {
      body: { email: 'x@exemplo.com.br' },
      ip: '192.0.2.200',
    });
    for (let i = 0; i < 10; i++) {
      last = await server.request('POST', '/api/accounts/password-reset/', {
        body: { email: 'x@exemplo.com.br' },
        ip: '192.0.2.200',
      });
    }
    expect(last).toMatchObject({ status: 429, body: { error: M.tooManyRequests } });
  });
});

describe('preferências e configurações', () => {
  it('preferências: todas ligadas por padrão; a alteração parcial mantém as outras', async () => {
    const user = await server.signup();
    const initial = await server.request('GET', '/api/accounts/notification-preferences/', {
      token: user.access,
    });
    expect(initial.body).toEqual({ success: true, preferences: DEFAULT_PREFERENCES });
    const updated = await server.request('PUT', '/api/accounts/notification-preferences/', {
      token: user.access,
      body: { marketing_emails: false },
    });
    expect(updated.body).toEqual({
      success: true,
      preferences: { ...DEFAULT_PREFERENCES, marketing_emails: false },
      message: M.preferencesUpdated,
    });
    await server.request('PUT', '/api/accounts/notification-preferences/', {
      token: user.access,
      body: { usage_alerts: false },
    });
    const read = await server.request('GET', '/api/accounts/notification-preferences/', {
      token: user.access,
    });
    expect(read.body.preferences).toEqual({
      ...DEFAULT_PREFERENCES,
      marketing_emails: false,
      usage_alerts: false,
    });
  });

  it('preferências: chave desconhecida, valor não booleano e corpo vazio respondem 400', async () => {
    const user = await server.signup();
    const put = (body: unknown) =>
      server.request('PUT', '/api/accounts/notification-preferences/', { token: user.access, body });
    expect(await put({ sms_notifications: true })).toMatchObject({
      status: 400,
      body: { success: false, error: 'Preferência inválida: sms_notifications.' },
    });
    expect((await put({ usage_alerts: 'sim' })).body).toEqual({
      success: false,
      error: 'Valor inválido para usage_alerts: use true ou false.',
    });
    expect((await put({})).status).toBe(400);
  });

  it('configurações: padrões da spec; alteração parcial; limites de session_timeout', async () => {
    const user = await server.signup();
    const initial = await server.request('GET', '/api/accounts/general-settings/', { token: user.access });
    expect(initial.body).toEqual({ success: true, settings: DEFAULT_SETTINGS });
    const updated = await server.request('PUT', '/api/accounts/general-settings/', {
      token: user.access,
      body: { dark_mode: true, session_timeout: 60 },
    });
    expect(updated.body).toEqual({
      success: true,
      settings: { ...DEFAULT_SETTINGS, dark_mode: true, session_timeout: 60 },
      message: M.settingsUpdated,
    });
    const tooLong = await server.request('PUT', '/api/accounts/general-settings/', {
      token: user.access,
      body: { session_timeout: 481 },
    });
    expect(tooLong.body).toEqual({
      success: false,
      error: 'Valor inválido para session_timeout: use de 5 a 480 minutos.',
    });
    const language = await server.request('PUT', '/api/accounts/general-settings/', {
      token: user.access,
      body: { language: 'fr-FR' },
    });
    expect(language.status).toBe(400);
  });
});
