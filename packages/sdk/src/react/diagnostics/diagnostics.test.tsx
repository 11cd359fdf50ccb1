// @vitest-environment jsdom

import { createTestClient, HttpResponse, http } from '@sppock/sdk/testing';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { wrapperFor } from '../testWrapper';
import { DIAGNOSTIC_ENDPOINTS } from './diagnosticEndpoints';
import { useConnectionCheck } from './useConnectionCheck';
import { useEndpointCheck } from './useEndpointCheck';
import { useLoginCheck } from './useLoginCheck';

const endpoint = (id: string) => {
  const found = DIAGNOSTIC_ENDPOINTS.find((entry) => entry.id === id);
  if (!found) {
    throw new Error(`sem endpoint ${id}`);
  }
  return found;
};

describe('debug panel checks', () => {
  it('the connection test reads /healthz and reports status and time', async () => {
    const test = createTestClient({
      handlers: [
        http.get('/healthz', ({ response }) => response(200).json({ status: 'ok', version: '0.1.0' })),
      ],
    });
    const { result } = renderHook(() => useConnectionCheck(), wrapperFor(test));
    const outcome = await act(() => result.current.mutateAsync());
    expect(outcome).toMatchObject({ ok: true, status: 200 });
    expect(outcome.message).toMatch(/^Servidor respondeu 200 em \d+ ms\.$/);
    expect(test.count('GET /healthz')).toBe(1);
  });

  it('a server that cannot be reached is a result with no status, not an error', async () => {
    const test = createTestClient({
      handlers: [
        http.get('/healthz', () => {
          throw new TypeError('Failed to fetch');
        }),
      ],
    });
    const { result } = renderHook(() => useConnectionCheck(), wrapperFor(test));
    const outcome = await act(() => result.current.mutateAsync());
    expect(outcome).toMatchObject({ ok: false, status: null, message: 'Erro de conexão com o servidor' });
  });

  it("the endpoint test calls the chosen endpoint with the session's token and says what answered", async () => {
    let authorization: string | null = null;
    const test = createTestClient({
      handlers: [
        http.get('/api/agents/{agent}/metadata/', ({ request, params }) => {
          authorization = request.headers.get('Authorization');
          expect(params.agent).toBe('chatsppock');
          return HttpResponse.json({ success: true, agents: [] });
        }),
        http.get('/api/accounts/users/profile/', () =>
          HttpResponse.json({ detail: 'Acesso negado.' }, { status: 403 }),
        ),
      ],
    });
    const { result } = renderHook(() => useEndpointCheck(), wrapperFor(test));
    const agents = await act(() => result.current.mutateAsync(endpoint('agents')));
    expect(agents.ok).toBe(true);
    expect(agents.message).toMatch(/^GET \/api\/agents\/chatsppock\/metadata\/ respondeu 200 em \d+ ms\.$/);
    expect(authorization).toMatch(/^Bearer /);
    const profile = await act(() => result.current.mutateAsync(endpoint('profile')));
    expect(profile).toMatchObject({ ok: false, status: 403, message: 'Acesso negado.' });
  });

  it('the login test signs in, ends the test session at once and leaves the current one alone', async () => {
    const test = createTestClient({
      handlers: [
        http.post('/api/accounts/token/', async ({ request }) => {
          expect(await request.json()).toEqual({
            email: 'ana@padariaboavista.com.br',
            password: 'Senha-forte-1',
          });
          return HttpResponse.json({
            access: 'teste-access',
            refresh: 'teste-refresh',
            ended_sessions: 1,
            notice: 'Você entrou em mais dispositivos do que o seu plano Free permite.',
          });
        }),
        http.post('/api/accounts/logout/', async ({ request }) => {
          expect(await request.json()).toEqual({ refresh: 'teste-refresh' });
          return new Response(null, { status: 204 });
        }),
      ],
    });
    const before = test.client.session.getSnapshot();
    const { result } = renderHook(() => useLoginCheck(), wrapperFor(test));
    const outcome = await act(() =>
      result.current.mutateAsync({ email: 'ana@padariaboavista.com.br', password: 'Senha-forte-1' }),
    );
    expect(outcome.ok).toBe(true);
    expect(outcome.message).toMatch(
      /^Login aceito para ana@padariaboavista\.com\.br em \d+ ms\. A sessão de teste foi encerrada\.$/,
    );
    expect(outcome.notice).toBe('Você entrou em mais dispositivos do que o seu plano Free permite.');
    expect(test.count('POST /api/accounts/logout/')).toBe(1);
    expect(test.client.session.getSnapshot()).toEqual(before);
  });

  it('wrong credentials read the login catalogue', async () => {
    const test = createTestClient({
      handlers: [
        http.post('/api/accounts/token/', () =>
          HttpResponse.json(
            { detail: 'Nenhuma conta ativa encontrada com as credenciais fornecidas' },
            { status: 401 },
          ),
        ),
      ],
    });
    const { result } = renderHook(() => useLoginCheck(), wrapperFor(test));
    const outcome = await act(() =>
      result.current.mutateAsync({ email: 'ana@exemplo.com.br', password: 'errada123' }),
    );
    expect(outcome).toMatchObject({ ok: false, status: 401 });
    expect(outcome.message).toBe('Email ou senha incorretos. Verifique suas credenciais e tente novamente.');
    expect(test.count('POST /api/accounts/logout/')).toBe(0);
  });
});
