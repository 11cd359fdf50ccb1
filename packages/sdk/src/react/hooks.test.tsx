// @vitest-environment jsdom

import { createTestClient, fakeUser, json, type TestClient } from '@sppock/sdk/testing';
import { QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  useChangePlan,
  useChatSessions,
  useLogin,
  useMarkNotificationRead,
  useSendMessage,
  useSession,
  useSessionEvent,
  useUnreadNotificationCount,
  useUpgradeOptions,
  useUsage,
} from './hooks';
import { SppockProvider, useSppock } from './SppockProvider';

function wrapperFor({ client }: TestClient) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SppockProvider client={client} queryClient={queryClient}>
      {children}
    </SppockProvider>
  );
  return { wrapper, queryClient };
}

const notifications = (unread: number) => ({
  success: true,
  notifications: Array.from({ length: unread }, (_, index) => ({
    id: index + 1,
    title: 'Nova resposta do suporte',
    content: 'Respondemos sua mensagem sobre a fatura.',
    read: false,
    created_at: '2026-03-10T12:00:00Z',
    notification_type: 'response',
    message: { id: 7 },
  })),
  unread_count: unread,
});

const usage = (tokens: number) => ({
  success: true,
  usage: {
    tokens_used_this_month: tokens,
    conversations_this_month: 4,
    conversations_deleted: 0,
    active_conversations: 4,
    usage_percent: 12.5,
    unlimited: false,
    cycle_start: '2026-03-01T00:00:00Z',
    cycle_end: '2026-03-31T00:00:00Z',
  },
  limits: { max_tokens: 1_000_000, max_conversations: 50, flex_tokens: 100_000, cost_per_100k_extra: 0.5 },
  package_type: 'professional',
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useUnreadNotificationCount', () => {
  it('shows the unread count and polls every 120000 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let unread = 3;
    const test = createTestClient({ 'GET /api/support/notifications/': () => json(notifications(unread)) });
    const { wrapper } = wrapperFor(test);
    const { result } = renderHook(() => useUnreadNotificationCount(), { wrapper });
    await waitFor(() => expect(result.current).toBe(3));
    expect(test.count('GET /api/support/notifications/')).toBe(1);

    unread = 5;
    await act(() => vi.advanceTimersByTimeAsync(119_000));
    expect(test.count('GET /api/support/notifications/')).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await waitFor(() => expect(result.current).toBe(5));
    expect(test.count('GET /api/support/notifications/')).toBe(2);
  });

  it('a 401 on the poll sets the count to 0', async () => {
    let status = 200;
    const test = createTestClient({
      'GET /api/support/notifications/': () =>
        status === 200 ? json(notifications(4)) : json({ detail: 'expirado' }, 401),
      'POST /api/accounts/token/refresh/': () => json({ detail: 'O token é inválido ou expirado' }, 401),
    });
    const { wrapper, queryClient } = wrapperFor(test);
    const { result } = renderHook(() => useUnreadNotificationCount(), { wrapper });
    await waitFor(() => expect(result.current).toBe(4));
    status = 401;
    await act(() => queryClient.refetchQueries({ queryKey: ['get', '/api/support/notifications/'] }));
    await waitFor(() => expect(result.current).toBe(0));
  });

  it('is 0 for a host-supplied token the server refuses (partner widget)', async () => {
    const test = createTestClient(
      { 'GET /api/support/notifications/': () => json({ detail: 'Token inválido' }, 401) },
      { signedIn: false },
    );
    test.client.session.signIn({ access: 'token-do-parceiro' });
    const { wrapper } = wrapperFor(test);
    const { result } = renderHook(() => useUnreadNotificationCount(), { wrapper });
    await waitFor(() => expect(test.count('GET /api/support/notifications/')).toBe(1));
    expect(result.current).toBe(0);
  });
});

describe('invalidation', () => {
  it('reading a notification refreshes the unread count', async () => {
    let unread = 2;
    const test = createTestClient({
      'GET /api/support/notifications/': () => json(notifications(unread)),
      'POST /api/support/notifications/{id}/read/': (_request, { id }) => {
        expect(id).toBe('1');
        unread -= 1;
        return json({ success: true, notification: { ...notifications(1).notifications[0], read: true } });
      },
    });
    const { wrapper } = wrapperFor(test);
    const { result } = renderHook(
      () => ({ count: useUnreadNotificationCount(), read: useMarkNotificationRead() }),
      {
        wrapper,
      },
    );
    await waitFor(() => expect(result.current.count).toBe(2));
    await act(() => result.current.read.mutateAsync(1));
    await waitFor(() => expect(result.current.count).toBe(1));
    expect(test.count('GET /api/support/notifications/')).toBe(2);
  });

  it('a raw $api mutation invalidates the same way', async () => {
    let unread = 2;
    const test = createTestClient({
      'GET /api/support/notifications/': () => json(notifications(unread)),
      'POST /api/support/notifications/read-all/': () => {
        unread = 0;
        return json({ success: true, updated: 2 });
      },
    });
    const { wrapper } = wrapperFor(test);
    const { result } = renderHook(
      () => ({
        count: useUnreadNotificationCount(),
        readAll: useSppock().$api.useMutation('post', '/api/support/notifications/read-all/'),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.count).toBe(2));
    await act(() => result.current.readAll.mutateAsync({}));
    await waitFor(() => expect(result.current.count).toBe(0));
  });

  it('sending a message refreshes the session list', async () => {
    let sessions = 0;
    const session = (index: number) => ({
      id: `3f6c2a8e-9b41-4d7a-a2c5-7e18d04b9f1${index}`,
      title: 'Nova conversa',
      total_tokens_used: 1200,
    });
    const test = createTestClient({
      'GET /api/agents/{agent}/api/sessions/': (_request, { agent }) =>
        json({
          success: agent === 'chatsppock',
          sessions: Array.from({ length: sessions }, (_, i) => session(i)),
          total: sessions,
        }),
      'POST /api/agents/{agent}/api/': async (request, { agent }) => {
        expect(agent).toBe('chatsppock');
        const body = (await request.json()) as { action: string; location: unknown };
        expect(body).toMatchObject({
          action: 'send_message',
          location: { country: 'Brasil', countryCode: 'BR' },
        });
        sessions += 1;
        return json({ success: true, action: 'send_message', message: 'Olá!', content: 'Olá!' });
      },
    });
    const { wrapper } = wrapperFor(test);
    const { result } = renderHook(() => ({ list: useChatSessions(), send: useSendMessage() }), { wrapper });
    await waitFor(() => expect(result.current.list.data?.total).toBe(0));
    await act(() => result.current.send.mutateAsync({ message: 'Quero ideias para minha padaria' }));
    await waitFor(() => expect(result.current.list.data?.total).toBe(1));
  });

  it('a plan change refreshes usage and plans', async () => {
    let plan: 'freemium' | 'professional' = 'freemium';
    const test = createTestClient({
      'GET /api/agents/{agent}/api/usage/': () => json(usage(plan === 'freemium' ? 1000 : 2000)),
      'GET /payments/upgrade/': () =>
        json({ success: true, plans: [], current_subscription: { type: plan } }),
      'POST /payments/upgrade/': () => {
        plan = 'professional';
        return json({
          success: true,
          message: 'Plano alterado!',
          new_plan: plan,
          redirect_url: null,
          checkout_url: null,
        });
      },
    });
    const { wrapper } = wrapperFor(test);
    const { result } = renderHook(
      () => ({ usage: useUsage(), options: useUpgradeOptions(), change: useChangePlan() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.usage.data?.usage.tokens_used_this_month).toBe(1000));
    await waitFor(() => expect(result.current.options.isSuccess).toBe(true));
    await act(() =>
      result.current.change.mutateAsync({ plan_type: 'professional', payment_method_id: 'pm_card_visa' }),
    );
    await waitFor(() => expect(result.current.usage.data?.usage.tokens_used_this_month).toBe(2000));
    expect(test.count('GET /payments/upgrade/')).toBe(2);
  });
});

describe('errors the hooks give', () => {
  it('a failed plan change carries the toast text', async () => {
    const test = createTestClient({
      'POST /payments/upgrade/': () => json({ success: false, error: 'Cartão recusado' }, 400),
    });
    const { wrapper } = wrapperFor(test);
    const { result } = renderHook(() => useChangePlan(), { wrapper });
    await act(() =>
      result.current
        .mutateAsync({ plan_type: 'enterprise', payment_method_id: 'pm_x' })
        .catch(() => undefined),
    );
    await waitFor(() => expect(result.current.error?.message).toBe('Erro ao realizar upgrade'));
    expect(result.current.error?.status).toBe(400);
  });

  it('usage failures read the spec text', async () => {
    const test = createTestClient({
      'GET /api/agents/{agent}/api/usage/': () => json({ success: false }, 500),
    });
    const { wrapper } = wrapperFor(test);
    const { result } = renderHook(() => useUsage(), { wrapper });
    await waitFor(() => expect(result.current.error?.message).toBe('Erro ao carregar dados de uso'));
  });

  it('a message the agent refuses shows the server text', async () => {
    const test = createTestClient({
      'POST /api/agents/{agent}/api/': (_request, { agent }) =>
        agent === 'brainstorm'
          ? json({ success: false, error: 'Limite de mensagens do plano Free atingido.' }, 429)
          : json({ success: false, error: `agente inesperado: ${agent}` }, 400),
    });
    const { wrapper } = wrapperFor(test);
    const { result } = renderHook(() => useSendMessage(), { wrapper });
    await act(() =>
      result.current.mutateAsync({ agent: 'brainstorm', message: 'ideias' }).catch(() => undefined),
    );
    await waitFor(() =>
      expect(result.current.error?.message).toBe('Limite de mensagens do plano Free atingido.'),
    );
  });
});

describe('session hooks', () => {
  it('useLogin signs in and useSession follows; logout clears the session and the cache', async () => {
    const test = createTestClient(
      {
        'POST /api/accounts/token/': () => json({ access: 'tok-a', refresh: 'tok-r' }),
        'GET /api/accounts/users/profile/': () => json(fakeUser({ first_name: 'Joana' })),
        'GET /api/support/notifications/': () => json(notifications(1)),
        'POST /api/accounts/logout/': () => new Response(null, { status: 204 }),
      },
      { signedIn: false },
    );
    const { wrapper, queryClient } = wrapperFor(test);
    const { result } = renderHook(
      () => ({ session: useSession(), login: useLogin(), count: useUnreadNotificationCount() }),
      { wrapper },
    );
    expect(result.current.session.status).toBe('anonymous');
    expect(test.count('GET /api/support/notifications/')).toBe(0);

    await act(() =>
      result.current.login.mutateAsync({ email: 'joana@padaria.com.br', password: 'Pao&Cafe2026' }),
    );
    expect(result.current.session).toMatchObject({ status: 'authenticated', role: 'user' });
    expect(result.current.session.user?.first_name).toBe('Joana');
    await waitFor(() => expect(result.current.count).toBe(1));

    let toast = '';
    act(() => {
      toast = result.current.session.logout();
    });
    expect(toast).toBe('Logout realizado com sucesso!');
    expect(result.current.session.status).toBe('anonymous');
    // The server session ends too, not only the tokens in this tab.
    await waitFor(() => expect(test.count('POST /api/accounts/logout/')).toBe(1));
    expect(result.current.count).toBe(0);
    expect(
      queryClient
        .getQueryCache()
        .getAll()
        .map((query) => query.state.data),
    ).toEqual([undefined]);
  });

  it('useLogin reports the pt-BR login message', async () => {
    const test = createTestClient(
      { 'POST /api/accounts/token/': () => json({ detail: 'Muitas tentativas de login' }, 429) },
      { signedIn: false },
    );
    const { wrapper } = wrapperFor(test);
    const { result } = renderHook(() => useLogin(), { wrapper });
    await act(() => result.current.mutateAsync({ email: 'a@b.com', password: 'x' }).catch(() => undefined));
    await waitFor(() =>
      expect(result.current.error?.message).toBe(
        'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.',
      ),
    );
  });

  it('useSessionEvent hears the expiry after a failed refresh', async () => {
    const test = createTestClient({
      'GET /api/accounts/users/profile/': () => json({ detail: 'expirado' }, 401),
      'POST /api/accounts/token/refresh/': () => json({ detail: 'O token foi revogado' }, 401),
    });
    const { wrapper } = wrapperFor(test);
    const heard = vi.fn();
    renderHook(() => useSessionEvent('expired', heard), { wrapper });
    await test.client.api.GET('/api/accounts/users/profile/');
    expect(heard).toHaveBeenCalledWith({
      reason: 'refresh-failed',
      message: 'Sua sessão expirou. Faça login novamente.',
    });
  });

  it('useSppock outside the provider says how to fix it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useSppock())).toThrow(
      'useSppock: use dentro de <SppockProvider client={...}>.',
    );
  });
});
