// @vitest-environment jsdom

import { createTestClient, json, type TestClient } from '@sppock/sdk/testing';
import { QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import {
  useCancelSubscription,
  useChangePassword,
  useConversations,
  useDeleteAccount,
  useDeleteConversation,
  useExportConversation,
  useGeneralSettings,
  useNotificationPreferences,
  usePlans,
  useUpdateGeneralSettings,
  useUpdateNotificationPreferences,
} from './accountHooks';
import { useUpgradeOptions } from './hooks';
import { SppockProvider } from './SppockProvider';

function wrapperFor({ client }: TestClient) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SppockProvider client={client} queryClient={queryClient}>
      {children}
    </SppockProvider>
  );
  return { wrapper };
}

const SESSION = '3f6c2a8e-9b41-4d7a-a2c5-7e18d04b9f10';
const conversation = (index: number) => ({
  id: `${SESSION.slice(0, -1)}${index}`,
  session_id: `${SESSION.slice(0, -1)}${index}`,
  agent: 'brainstorm',
  title: 'Ideias para a padaria',
  date: '2026-03-10T12:00:00Z',
  messages: 6,
  status: 'Ativa',
  total_tokens_used: 5400,
});

describe('useChangePassword', () => {
  it('resolves on 204', async () => {
    const test = createTestClient({
      'PUT /api/accounts/change-password/': () => new Response(null, { status: 204 }),
    });
    const { result } = renderHook(() => useChangePassword(), wrapperFor(test));
    await act(() =>
      result.current.mutateAsync({
        old_password: 'a',
        new_password: 'Nova&Senha1',
        new_password2: 'Nova&Senha1',
      }),
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
  });

  it.each([
    [400, { error: 'Wrong password' }, 'Senha atual incorreta'],
    [400, { new_password2: ['As senhas não coincidem'] }, 'As senhas não coincidem'],
    [400, { new_password: ['Muito curta'] }, 'Erro ao alterar senha. Verifique os dados informados.'],
    [500, { detail: 'falhou' }, 'Erro ao alterar senha. Tente novamente.'],
  ])('a %i answer %j reads %s', async (status, body, message) => {
    const test = createTestClient({ 'PUT /api/accounts/change-password/': () => json(body, status) });
    const { result } = renderHook(() => useChangePassword(), wrapperFor(test));
    await act(() =>
      result.current
        .mutateAsync({ old_password: 'x', new_password: 'Nova&Senha1', new_password2: 'Nova&Senha1' })
        .catch(() => undefined),
    );
    await waitFor(() => expect(result.current.error?.message).toBe(message));
  });
});

describe('useDeleteAccount and useCancelSubscription', () => {
  it('sends DELETAR and reads the fallback on failure', async () => {
    let body: unknown;
    const test = createTestClient({
      'POST /payments/delete-account/': async (request) => {
        body = await request.json();
        return json({ success: false }, 500);
      },
    });
    const { result } = renderHook(() => useDeleteAccount(), wrapperFor(test));
    await act(() =>
      result.current.mutateAsync({ confirmation: 'DELETAR', password: 'senha atual' }).catch(() => undefined),
    );
    expect(body).toEqual({ confirmation: 'DELETAR', password: 'senha atual' });
    await waitFor(() => expect(result.current.error?.message).toBe('Erro ao deletar conta'));
  });

  it('cancelling refreshes the plans', async () => {
    let cancelled = false;
    const test = createTestClient({
      'GET /payments/upgrade/': () =>
        json({
          success: true,
          plans: [],
          current_subscription: {
            type: 'professional',
            active: true,
            id: 'sub_1',
            cancel_at_period_end: cancelled,
            current_period_end: '2026-04-09T12:00:00Z',
          },
        }),
      'POST /payments/cancel-subscription/': () => {
        cancelled = true;
        return json({
          success: true,
          message: 'Assinatura cancelada.',
          new_plan: 'freemium',
          effective_at: '2026-04-09T12:00:00Z',
        });
      },
    });
    const { wrapper } = wrapperFor(test);
    const { result } = renderHook(
      () => ({
        cancel: useCancelSubscription(),
        options: useUpgradeOptions(),
      }),
      { wrapper },
    );
    await waitFor(() =>
      expect(result.current.options.data?.current_subscription?.cancel_at_period_end).toBe(false),
    );
    await act(() => result.current.cancel.mutateAsync());
    await waitFor(() => expect(result.current.cancel.data?.message).toBe('Assinatura cancelada.'));
    await waitFor(() =>
      expect(result.current.options.data?.current_subscription?.cancel_at_period_end).toBe(true),
    );
  });

  it('a failed cancel reads the server error, else the fallback', async () => {
    const test = createTestClient({
      'POST /payments/cancel-subscription/': () => json({ success: false }, 400),
    });
    const { result } = renderHook(() => useCancelSubscription(), wrapperFor(test));
    await act(() => result.current.mutateAsync().catch(() => undefined));
    await waitFor(() => expect(result.current.error?.message).toBe('Erro ao cancelar assinatura'));
  });
});

describe('usePlans', () => {
  it('works signed out', async () => {
    const test = createTestClient(
      { 'GET /payments/plans/': () => json({ success: true, plans: [] }) },
      { signedIn: false },
    );
    const { result } = renderHook(() => usePlans(), wrapperFor(test));
    await waitFor(() => expect(result.current.data?.plans).toEqual([]));
  });

  it('a failure reads "Erro ao carregar dados"', async () => {
    const test = createTestClient({ 'GET /payments/plans/': () => json({ success: false }, 500) });
    const { result } = renderHook(() => usePlans(), wrapperFor(test));
    await waitFor(() => expect(result.current.error?.message).toBe('Erro ao carregar dados'));
  });
});

describe('conversations', () => {
  it('deleting one refreshes the list', async () => {
    let list = [conversation(0), conversation(1)];
    const test = createTestClient({
      'GET /api/agents/{agent}/api/conversations/': () =>
        json({ success: true, conversations: list, total: list.length }),
      'DELETE /api/agents/{agent}/api/conversations/{session_id}/delete/': (_request, params) => {
        expect(params).toEqual({ agent: 'chatsppock', session_id: conversation(0).session_id });
        list = list.slice(1);
        return json({ success: true, message: 'Conversa deletada com sucesso.' });
      },
    });
    const { wrapper } = wrapperFor(test);
    const { result } = renderHook(() => ({ list: useConversations(), remove: useDeleteConversation() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.list.data?.total).toBe(2));
    await act(() => result.current.remove.mutateAsync({ sessionId: conversation(0).session_id }));
    await waitFor(() => expect(result.current.list.data?.total).toBe(1));
  });

  it('list, export and delete failures read the spec texts', async () => {
    const test = createTestClient({
      'GET /api/agents/{agent}/api/conversations/': () => json({ success: false }, 500),
      'GET /api/agents/{agent}/api/conversations/{session_id}/export/': () => json({ detail: 'x' }, 404),
      'DELETE /api/agents/{agent}/api/conversations/{session_id}/delete/': () =>
        json({ success: false, error: 'Conversa não encontrada' }, 404),
    });
    const { wrapper } = wrapperFor(test);
    const { result } = renderHook(
      () => ({ list: useConversations(), exp: useExportConversation(), remove: useDeleteConversation() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.error?.message).toBe('Erro ao carregar conversas'));
    await act(() => result.current.exp.mutateAsync({ sessionId: SESSION }).catch(() => undefined));
    await waitFor(() => expect(result.current.exp.error?.message).toBe('Erro ao exportar conversa'));
    await act(() => result.current.remove.mutateAsync({ sessionId: SESSION }).catch(() => undefined));
    await waitFor(() => expect(result.current.remove.error?.message).toBe('Conversa não encontrada'));
  });
});

describe('preferences and settings', () => {
  const preferences = {
    email_notifications: true,
    push_notifications: true,
    usage_alerts: true,
    marketing_emails: true,
    support_notifications: true,
    system_updates: true,
  };
  it('saving a preference refreshes the preferences', async () => {
    let current = { ...preferences };
    const test = createTestClient({
      'GET /api/accounts/notification-preferences/': () => json({ success: true, preferences: current }),
      'PUT /api/accounts/notification-preferences/': async (request) => {
        current = { ...current, ...((await request.json()) as object) };
        return json({ success: true, preferences: current });
      },
    });
    const { wrapper } = wrapperFor(test);
    const { result } = renderHook(
      () => ({ read: useNotificationPreferences(), save: useUpdateNotificationPreferences() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.read.data?.preferences.marketing_emails).toBe(true));
    await act(() => result.current.save.mutateAsync({ marketing_emails: false }));
    await waitFor(() => expect(result.current.read.data?.preferences.marketing_emails).toBe(false));
  });

  it('load and save failures read the spec texts', async () => {
    const test = createTestClient({
      'GET /api/accounts/notification-preferences/': () => json({ success: false }, 500),
      'PUT /api/accounts/notification-preferences/': () => json({ success: false }, 500),
      'GET /api/accounts/general-settings/': () => json({ success: false }, 500),
      'PUT /api/accounts/general-settings/': () => json({ success: false }, 400),
    });
    const { wrapper } = wrapperFor(test);
    const { result } = renderHook(
      () => ({
        preferences: useNotificationPreferences(),
        savePreferences: useUpdateNotificationPreferences(),
        settings: useGeneralSettings(),
        saveSettings: useUpdateGeneralSettings(),
      }),
      { wrapper },
    );
    await waitFor(() =>
      expect(result.current.preferences.error?.message).toBe('Erro ao carregar preferências'),
    );
    await waitFor(() =>
      expect(result.current.settings.error?.message).toBe('Erro ao carregar configurações'),
    );
    await act(() =>
      result.current.savePreferences.mutateAsync({ usage_alerts: false }).catch(() => undefined),
    );
    await waitFor(() =>
      expect(result.current.savePreferences.error?.message).toBe('Erro ao atualizar preferências'),
    );
    await act(() => result.current.saveSettings.mutateAsync({ session_timeout: 60 }).catch(() => undefined));
    await waitFor(() =>
      expect(result.current.saveSettings.error?.message).toBe('Erro ao atualizar configurações'),
    );
  });
});
