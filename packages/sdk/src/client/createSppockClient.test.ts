import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fakeJwt, fakeUser } from '@sppock/sdk/testing';
import { delay, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createOpenApiHttp } from 'openapi-msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SppockError } from '../errors/failure';
import { createMemoryStorage } from '../session/storage';
import { createSppockClient, legacyPaymentsBaseUrl, type SppockClientOptions } from './createSppockClient';
import type { SppockPaths } from './paths';
import { LONG_RUNNING_CALLS, PUBLIC_PATHS } from './paths';

const API = 'http://api.sppock.test';
const PAYMENTS = 'http://pagamentos.sppock.test';
/** MSW handlers typed from the contract, as in the UI kit's tests: one per base URL. */
const apiHttp = createOpenApiHttp<SppockPaths>({ baseUrl: API });
const paymentsHttp = createOpenApiHttp<SppockPaths>({ baseUrl: PAYMENTS });
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const HOUR = 3_600_000;

/** A Professional plan's usage summary, as the payments service answers it. */
const USAGE_SUMMARY = {
  success: true,
  summary: {
    usage: {
      tokens: { current_usage: 120_000, base_limit: 500_000, usage_percent: 24 },
      conversations: { current_month: 12, limit_month: null, usage_percent: 0 },
    },
    plan_config: {
      plan_type: 'professional',
      max_devices: 3,
      base_tokens: 500_000,
      max_conversations: null,
      flex_tokens: 100_000,
      cost_per_100k_extra: 9.9,
    },
    cycle_start: '2026-03-02T10:00:00Z',
    cycle_end: '2026-04-01T10:00:00Z',
  },
} as const;

function signedInClient(options: SppockClientOptions = {}) {
  const storage = createMemoryStorage();
  const client = createSppockClient({ baseUrl: API, paymentsBaseUrl: PAYMENTS, storage, ...options });
  client.session.signIn({
    access: fakeJwt(Date.now() + HOUR, { v: 1 }),
    refresh: 'refresh-1',
    user: fakeUser(),
  });
  return { ...client, storage };
}

const bearer = (request: Request) => request.headers.get('Authorization');

describe('requests', () => {
  it('sends the bearer token and routes payments to paymentsBaseUrl', async () => {
    const { api, payments, session } = signedInClient();
    const token = session.getSnapshot().accessToken;
    const seen: string[] = [];
    server.use(
      apiHttp.get('/api/accounts/users/profile/', ({ request }) => {
        seen.push(`api ${bearer(request)}`);
        return HttpResponse.json(fakeUser());
      }),
      paymentsHttp.get('/payments/usage/summary/', ({ request }) => {
        seen.push(`payments ${bearer(request)}`);
        return HttpResponse.json(USAGE_SUMMARY);
      }),
    );
    const profile = await api.GET('/api/accounts/users/profile/');
    const summary = await payments.GET('/payments/usage/summary/');
    expect(profile.data?.first_name).toBe('Mariana');
    expect(summary.data).toEqual(USAGE_SUMMARY);
    expect(seen).toEqual([`api Bearer ${token}`, `payments Bearer ${token}`]);
  });

  it('sends no bearer token on the calls a visitor makes', async () => {
    const { api } = signedInClient();
    let authorization: string | null = 'não vista';
    server.use(
      apiHttp.post('/api/accounts/users/resend_code/', ({ request }) => {
        authorization = bearer(request);
        return HttpResponse.json({ message: 'Código reenviado.', registration_token: 'token-novo' });
      }),
    );
    await api.POST('/api/accounts/users/resend_code/', {
      body: { user_id: 12, registration_token: 'token-do-cadastro' },
    });
    expect(authorization).toBeNull();
  });

  it('defaults baseUrl to the page origin and needs one outside a browser', () => {
    expect(() => createSppockClient({ storage: createMemoryStorage() })).toThrow(/baseUrl/);
    vi.stubGlobal('location', { origin: 'https://app.sppock.com.br', hostname: 'app.sppock.com.br' });
    expect(() => createSppockClient({ storage: createMemoryStorage() })).not.toThrow();
    expect(createSppockClient({ storage: createMemoryStorage() }).config).toEqual({
      baseUrl: 'https://app.sppock.com.br',
      paymentsBaseUrl: 'https://app.sppock.com.br',
    });
    expect(
      createSppockClient({
        storage: createMemoryStorage(),
        paymentsBaseUrl: 'https://pagamentos.sppock.com.br',
      }).config.paymentsBaseUrl,
    ).toBe('https://pagamentos.sppock.com.br');
  });

  it('offers the legacy payments rule as an opt-in', () => {
    expect(legacyPaymentsBaseUrl('https://pagamentos.sppock.com.br', 'localhost')).toBe(
      'http://localhost:8000',
    );
    expect(legacyPaymentsBaseUrl('https://pagamentos.sppock.com.br', 'app.sppock.com.br')).toBe(
      'https://pagamentos.sppock.com.br',
    );
  });
});

describe('refresh and retry on 401', () => {
  function refreshHandler(counter: { calls: number }, access: string, status = 200) {
    return apiHttp.post('/api/accounts/token/refresh/', async ({ request }) => {
      counter.calls += 1;
      const body = (await request.json()) as { refresh: string };
      await delay(20);
      if (status !== 200 || body.refresh !== 'refresh-1') {
        return HttpResponse.json({ detail: 'O token é inválido ou expirado' }, { status: 401 });
      }
      return HttpResponse.json({ access, refresh: 'refresh-2' });
    });
  }

  it('refreshes once and retries the request with its body', async () => {
    const { api, storage } = signedInClient();
    const newAccess = fakeJwt(Date.now() + HOUR, { v: 2 });
    const refresh = { calls: 0 };
    const bodies: unknown[] = [];
    server.use(
      refreshHandler(refresh, newAccess),
      apiHttp.post('/api/support/messages/create/', async ({ request }) => {
        bodies.push(await request.json());
        if (bearer(request) !== `Bearer ${newAccess}`) {
          return HttpResponse.json({ detail: 'Token expirado' }, { status: 401 });
        }
        return HttpResponse.json(
          {
            success: true,
            message: 'Mensagem enviada.',
            data: {
              id: 7,
              subject: 'Fatura duplicada',
              content: 'Fui cobrada duas vezes.',
              status: 'aberta',
              priority: 'normal',
              category: { id: 1, name: 'Pagamentos' },
              user: { first_name: 'Mariana', last_name: 'Costa' },
              created_at: '2026-03-02T10:00:00Z',
              updated_at: '2026-03-02T10:00:00Z',
              responses: [],
              days_open: 0,
            },
          },
          { status: 201 },
        );
      }),
    );
    const body = {
      category_id: 1,
      subject: 'Fatura duplicada',
      content: 'Fui cobrada duas vezes.',
      priority: 'normal' as const,
    };
    const result = await api.POST('/api/support/messages/create/', { body });
    expect(result.response.status).toBe(201);
    expect(refresh.calls).toBe(1);
    expect(bodies).toEqual([body, body]);
    expect(storage.getItem('access_token')).toBe(newAccess);
    expect(storage.getItem('refresh_token')).toBe('refresh-2');
  });

  it('ten concurrent requests that all get a 401 cause exactly one refresh', async () => {
    const { api } = signedInClient();
    const newAccess = fakeJwt(Date.now() + HOUR, { v: 2 });
    const refresh = { calls: 0 };
    let served = 0;
    server.use(
      refreshHandler(refresh, newAccess),
      apiHttp.get('/api/support/notifications/', async ({ request }) => {
        if (bearer(request) !== `Bearer ${newAccess}`) {
          await delay(5);
          return HttpResponse.json({ detail: 'Token expirado' }, { status: 401 });
        }
        served += 1;
        return HttpResponse.json({ success: true, notifications: [], unread_count: served });
      }),
    );
    const results = await Promise.all(
      Array.from({ length: 10 }, () => api.GET('/api/support/notifications/')),
    );
    expect(refresh.calls).toBe(1);
    expect(results.map((result) => result.response.status)).toEqual(Array(10).fill(200));
    expect(served).toBe(10);
  });

  it('a request that gets its 401 after the refresh finished retries without refreshing again', async () => {
    const { api } = signedInClient();
    const newAccess = fakeJwt(Date.now() + HOUR, { v: 2 });
    const refresh = { calls: 0 };
    server.use(
      refreshHandler(refresh, newAccess),
      apiHttp.get('/api/agents/activities/recent/', ({ request }) =>
        bearer(request) === `Bearer ${newAccess}`
          ? HttpResponse.json({ success: true, activities: [] })
          : HttpResponse.json({ detail: 'Token expirado' }, { status: 401 }),
      ),
      apiHttp.get('/api/support/categories/', async ({ request }) => {
        // Answers long after the first request refreshed.
        await delay(100);
        return bearer(request) === `Bearer ${newAccess}`
          ? HttpResponse.json({ success: true, categories: [] })
          : HttpResponse.json({ detail: 'Token expirado' }, { status: 401 });
      }),
    );
    const slow = api.GET('/api/support/categories/');
    const fast = await api.GET('/api/agents/activities/recent/');
    expect(fast.response.status).toBe(200);
    expect((await slow).response.status).toBe(200);
    expect(refresh.calls).toBe(1);
  });

  it('clears storage and calls onSessionExpired once when the refresh fails', async () => {
    const onSessionExpired = vi.fn();
    const { api, storage } = signedInClient({ onSessionExpired });
    const refresh = { calls: 0 };
    server.use(
      refreshHandler(refresh, '', 401),
      apiHttp.get('/api/support/notifications/', () =>
        HttpResponse.json({ detail: 'Token expirado' }, { status: 401 }),
      ),
    );
    const results = await Promise.all([
      api.GET('/api/support/notifications/'),
      api.GET('/api/support/notifications/'),
    ]);
    expect(results.map((result) => result.response.status)).toEqual([401, 401]);
    expect(refresh.calls).toBe(1);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(onSessionExpired).toHaveBeenCalledWith({
      reason: 'refresh-failed',
      message: 'Sua sessão expirou. Faça login novamente.',
    });
    expect(storage.getItem('access_token')).toBeNull();
    expect(storage.getItem('user')).toBeNull();
  });

  it('never refreshes for a wrong password on login, nor without a session', async () => {
    const onSessionExpired = vi.fn();
    const client = createSppockClient({ baseUrl: API, storage: createMemoryStorage(), onSessionExpired });
    const refresh = { calls: 0 };
    server.use(
      refreshHandler(refresh, ''),
      apiHttp.post('/api/accounts/token/', () =>
        HttpResponse.json(
          { detail: 'Nenhuma conta ativa encontrada com as credenciais fornecidas' },
          { status: 401 },
        ),
      ),
      apiHttp.get('/api/accounts/users/profile/', () =>
        HttpResponse.json(
          { detail: 'As credenciais de autenticação não foram fornecidas.' },
          { status: 401 },
        ),
      ),
    );
    await expect(
      client.session.login({ email: 'mariana@padaria.com.br', password: 'errada' }),
    ).rejects.toThrow('Email ou senha incorretos. Verifique suas credenciais e tente novamente.');
    const anonymous = await client.api.GET('/api/accounts/users/profile/');
    expect(anonymous.response.status).toBe(401);
    expect(refresh.calls).toBe(0);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });
});

describe('login through the client', () => {
  it('stores the tokens and the profile read with the new token', async () => {
    const client = createSppockClient({ baseUrl: API, storage: createMemoryStorage() });
    const access = fakeJwt(Date.now() + HOUR);
    server.use(
      apiHttp.post('/api/accounts/token/', () => HttpResponse.json({ access, refresh: 'refresh-1' })),
      apiHttp.get('/api/accounts/users/profile/', ({ request }) =>
        bearer(request) === `Bearer ${access}`
          ? HttpResponse.json(fakeUser({ first_name: 'Joana' }))
          : HttpResponse.json({ detail: 'sem token' }, { status: 401 }),
      ),
    );
    const user = await client.session.login({ email: 'joana@padaria.com.br', password: 'Pao&Cafe2026' });
    expect(user.first_name).toBe('Joana');
    expect(client.session.getSnapshot()).toMatchObject({ status: 'authenticated', accessToken: access });
  });
});

describe('timeouts, aborts and transport failures', () => {
  it('times out ordinary calls and gives agent calls the longer timeout', async () => {
    const { api } = signedInClient({ timeoutMs: { default: 40, agents: 2000 } });
    server.use(
      apiHttp.get('/api/support/categories/', async () => {
        await delay(300);
        return HttpResponse.json({ success: true, categories: [] });
      }),
      apiHttp.post('/api/agents/{agent}/api/', async () => {
        await delay(300);
        return HttpResponse.json({ success: true, action: 'list_sessions', sessions: [] });
      }),
    );
    const error = await api.GET('/api/support/categories/').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SppockError);
    expect((error as SppockError).failure.kind).toBe('timeout');
    expect((error as SppockError).message).toBe('Servidor indisponível. Tente novamente mais tarde.');

    const agent = await api.POST('/api/agents/{agent}/api/', {
      params: { path: { agent: 'chatsppock' } },
      body: { action: 'list_sessions' },
    });
    expect(agent.response.status).toBe(200);
  });

  it('uses 30 s and 5 min by default', async () => {
    const setTimeoutSpy = vi.spyOn(globalThis, 'setTimeout');
    const { api } = signedInClient({
      fetch: async () => HttpResponse.json({ success: true, categories: [] }),
    });
    await api.GET('/api/support/categories/');
    await api.POST('/api/agents/{agent}/api/', {
      params: { path: { agent: 'brainstorm' } },
      body: { action: 'list_sessions' },
    });
    const delays = setTimeoutSpy.mock.calls.map((call) => call[1]);
    expect(delays).toContain(30_000);
    expect(delays).toContain(300_000);
  });

  it('accepts a per-call timeoutMs', async () => {
    const { api } = signedInClient();
    server.use(
      apiHttp.get('/api/support/categories/', async () => {
        await delay(300);
        return HttpResponse.json({ success: true, categories: [] });
      }),
    );
    const error = await api.GET('/api/support/categories/', { timeoutMs: 30 }).catch((e: unknown) => e);
    expect((error as SppockError).failure.kind).toBe('timeout');
  });

  it("honours the caller's AbortSignal with a plain AbortError", async () => {
    const { api } = signedInClient();
    server.use(
      apiHttp.get('/api/support/categories/', async () => {
        await delay(300);
        return HttpResponse.json({ success: true, categories: [] });
      }),
    );
    const controller = new AbortController();
    const pending = api.GET('/api/support/categories/', { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    const error = await pending.catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(SppockError);
    expect((error as Error).name).toBe('AbortError');
  });

  it('tells a network failure from a response without status', async () => {
    const { api } = signedInClient();
    server.use(apiHttp.get('/api/support/categories/', () => HttpResponse.error()));
    const network = await api.GET('/api/support/categories/').catch((e: unknown) => e);
    expect((network as SppockError).failure.kind).toBe('network');
    expect((network as SppockError).message).toBe('Erro de conexão com o servidor');

    const opaque = signedInClient({ fetch: async () => Response.error() });
    const noStatus = await opaque.api.GET('/api/support/categories/').catch((e: unknown) => e);
    expect((noStatus as SppockError).failure.kind).toBe('no-status');
  });
});

describe('the contract facts the client relies on', () => {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const bundle = JSON.parse(
    fs.readFileSync(path.resolve(here, '../../../../openapi/dist/openapi.json'), 'utf8'),
  ) as {
    paths: Record<string, Record<string, { security?: unknown[] }>>;
  };

  it('PUBLIC_PATHS is exactly the set of operations with security: []', () => {
    const visitorPaths = new Set<string>();
    for (const [route, item] of Object.entries(bundle.paths)) {
      for (const operation of Object.values(item)) {
        if (Array.isArray(operation.security) && operation.security.length === 0) {
          visitorPaths.add(route);
        }
      }
    }
    expect([...PUBLIC_PATHS].sort()).toEqual([...visitorPaths].sort());
  });

  it('every long-running call exists in the contract', () => {
    for (const call of LONG_RUNNING_CALLS) {
      const [method = '', route = ''] = call.split(' ');
      expect(bundle.paths[route]?.[method.toLowerCase()], call).toBeDefined();
    }
  });
});
