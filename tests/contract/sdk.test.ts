// @sppock/sdk against the Prism mock of the bundled contract: at least one operation of every tag,
// the session flows, and the pt-BR catalogue over the contract's own error examples. Prism
// validates every request against the contract (`--errors`), so a path, method, parameter or body
// the SDK gets wrong fails here.
import {
  chatbotSendErrorMessage,
  type components,
  createMemoryStorage,
  createSppockClient,
  loginErrorMessage,
  registrationErrorMessage,
  type SppockClient,
  supportErrorMessage,
  verificationErrorMessage,
} from '@sppock/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PrismMock, startPrism } from './prism';

let prism: PrismMock;
let client: SppockClient;

/** An unsigned JWT valid for an hour: Prism checks that a bearer token is present, not what it says. */
function hourLongJwt(): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ exp: Math.floor(Date.now() / 1000) + 3600 })}.contrato`;
}

function signedInClient(): SppockClient {
  const sdk = createSppockClient({
    baseUrl: prism.url,
    paymentsBaseUrl: prism.url,
    storage: createMemoryStorage(),
  });
  sdk.session.signIn({ access: hourLongJwt(), refresh: 'refresh-contrato' });
  return sdk;
}

beforeAll(async () => {
  prism = await startPrism();
  client = signedInClient();
}, 90_000);

afterAll(async () => {
  client?.session.dispose();
  await prism?.stop();
});

/** Asks Prism for a documented response other than the first success. */
const prefer = (value: string) => ({ headers: { Prefer: value } });

describe('accounts', () => {
  it('login stores both tokens and the profile', async () => {
    const storage = createMemoryStorage();
    const sdk = createSppockClient({ baseUrl: prism.url, storage });
    const user = await sdk.session.login({
      email: 'mariana.costa@padariaboavista.com.br',
      password: 'Pao&Cafe2026',
    });
    expect(user.email).toMatch(/@/);
    expect(storage.getItem('access_token')).toMatch(/^eyJ/);
    expect(storage.getItem('refresh_token')).toMatch(/^eyJ/);
    expect(JSON.parse(storage.getItem('user') ?? 'null')).toMatchObject({ id: user.id });
    expect(storage.getItem('user_role')).toBe(user.is_superuser ? 'superuser' : 'user');
    sdk.session.dispose();
  });

  it('verification signs the user in', async () => {
    const sdk = createSppockClient({ baseUrl: prism.url, storage: createMemoryStorage() });
    const user = await sdk.session.verify({
      user_id: 12,
      code: '482913',
      registration_token: 'token-do-cadastro',
    });
    expect(user.id).toBe(12);
    expect(sdk.session.getSnapshot().refreshToken).toMatch(/^eyJ/);
    sdk.session.dispose();
  });

  it("maps the contract's login failures to the catalogue", async () => {
    const body = { email: 'mariana.costa@padariaboavista.com.br', password: 'errada' };
    const wrong = await client.api.POST('/api/accounts/token/', {
      body,
      ...prefer('code=401, example=credenciais'),
    });
    expect(loginErrorMessage(wrong)).toBe(
      'Email ou senha incorretos. Verifique suas credenciais e tente novamente.',
    );
    const inactive = await client.api.POST('/api/accounts/token/', {
      body,
      ...prefer('code=401, example=inativa'),
    });
    expect(loginErrorMessage(inactive)).toBe(
      'Sua conta não está ativa. Verifique seu email para ativar a conta.',
    );
    const many = await client.api.POST('/api/accounts/token/', { body, ...prefer('code=429') });
    expect(loginErrorMessage(many)).toBe(
      'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.',
    );
  });

  it("maps the contract's registration and verification failures", async () => {
    const registration: components['schemas']['RegistrationRequest'] = {
      first_name: 'Mariana',
      last_name: 'Costa',
      email: 'mariana.costa@padariaboavista.com.br',
      phone: '31987654321',
      password: 'Pao&Cafe2026',
      confirm_password: 'Pao&Cafe2026',
      terms_accepted: true,
    };
    const common = await client.api.POST('/api/accounts/users/register/', {
      body: registration,
      ...prefer('code=400, example=senhaComum'),
    });
    expect(registrationErrorMessage(common)).toBe(
      'Esta senha é comum ou fácil de adivinhar. Prefira uma frase com várias palavras.',
    );
    const expired = await client.api.POST('/api/accounts/users/verify_code/', {
      body: { user_id: 12, code: '000000', registration_token: 'token-do-cadastro' },
      ...prefer('code=400, example=invalido'),
    });
    expect(verificationErrorMessage(expired)).toBe('Código de verificação inválido ou expirado');
  });

  it('reads the profile with the bearer token, and gets a 401 without one', async () => {
    const { data } = await client.api.GET('/api/accounts/users/profile/');
    expect(data?.first_name).toBeTruthy();
    const anonymous = createSppockClient({ baseUrl: prism.url, storage: createMemoryStorage() });
    const refused = await anonymous.api.GET('/api/accounts/users/profile/');
    expect(refused.response.status).toBe(401);
  });
});

describe('one operation of every other tag', () => {
  it('agents: usage of the Commander', async () => {
    const { data } = await client.api.GET('/api/agents/{agent}/api/usage/', {
      params: { path: { agent: 'chatsppock' } },
    });
    expect(data && 'usage' in data).toBe(true);
  });

  it('payments: the plans, from the payments client', async () => {
    const { data } = await client.payments.GET('/payments/plans/');
    expect(data?.plans.map((plan) => plan.type)).toEqual(['freemium', 'professional', 'enterprise']);
  });

  it('chat: the action endpoint accepts create_session and send_message', async () => {
    const created = await client.api.POST('/api/agents/{agent}/api/', {
      params: { path: { agent: 'chatsppock' } },
      body: { action: 'create_session', title: 'Nova conversa' },
    });
    expect(created.response.status).toBe(200);
    const sent = await client.api.POST('/api/agents/{agent}/api/', {
      params: { path: { agent: 'brainstorm' } },
      body: {
        action: 'send_message',
        message: 'Quero ideias para a padaria',
        location: { country: 'Brasil', countryCode: 'BR', timezone: 'America/Sao_Paulo' },
      },
    });
    expect(sent.data?.success).toBe(true);
  });

  it('chatbot: session info, and the 429 text', async () => {
    const { data } = await client.api.GET('/api/chatbot/session/info/');
    expect(data?.session_id).toBeTruthy();
    const limited = await client.api.POST('/api/chatbot/response/', {
      body: { message: 'Como cancelo meu plano?', session_id: data?.session_id ?? '' },
      ...prefer('code=429'),
    });
    expect(chatbotSendErrorMessage(limited)).toBe(
      'Muitas mensagens enviadas. Tente novamente em alguns minutos.',
    );
  });

  it('assessments: the assessment cards', async () => {
    const { data } = await client.api.GET('/api/assessment/agents/');
    expect(data?.assessments.length).toBeGreaterThan(0);
  });

  it('support: categories, a new message, and the HTTP mapping', async () => {
    const categories = await client.api.GET('/api/support/categories/');
    const categoryId = categories.data?.categories[0]?.id ?? 1;
    const created = await client.api.POST('/api/support/messages/create/', {
      body: {
        category_id: categoryId,
        subject: 'Fatura duplicada',
        content: 'Fui cobrada duas vezes em março.',
        priority: 'alta',
      },
    });
    expect(created.response.status).toBe(201);
    const forbidden = await client.api.GET('/api/support/categories/', prefer('code=403'));
    expect(supportErrorMessage(forbidden, 'categories')).toBe('Acesso negado. Verifique suas permissões.');
  });

  it('console: queue status', async () => {
    const { data } = await client.api.GET('/api/agents/async/stats/');
    expect(data?.success).toBe(true);
  });

  it('files: a chat file as a blob with the bearer token', async () => {
    const { data, response } = await client.api.GET('/api/files/{file_id}/', {
      params: { path: { file_id: '9d2e7b14-6a3f-4c58-b0e1-2f7a9c4d8e61' } },
      parseAs: 'blob',
    });
    expect(response.status).toBe(200);
    expect((data as Blob | undefined)?.size).toBeGreaterThan(0);
  });

  it('system: health, without a token', async () => {
    const anonymous = createSppockClient({ baseUrl: prism.url, storage: createMemoryStorage() });
    const { data } = await anonymous.api.GET('/healthz');
    expect(data).toBeDefined();
  });
});
