// @vitest-environment jsdom

import { createTestClient, HttpResponse, http } from '@sppock/sdk/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { wrapperFor } from '../testWrapper';
import { useChangePassword } from './useChangePassword';
import { useDeleteAccount } from './useDeleteAccount';
import { useGeneralSettings } from './useGeneralSettings';
import { useNotificationPreferences } from './useNotificationPreferences';
import { useUpdateGeneralSettings } from './useUpdateGeneralSettings';
import { useUpdateNotificationPreferences } from './useUpdateNotificationPreferences';

describe('useChangePassword', () => {
  it('resolves on 204', async () => {
    const test = createTestClient({
      handlers: [http.put('/api/accounts/change-password/', () => new Response(null, { status: 204 }))],
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
    const test = createTestClient({
      handlers: [
        http.put('/api/accounts/change-password/', () => HttpResponse.json(body, { status: status })),
      ],
    });
    const { result } = renderHook(() => useChangePassword(), wrapperFor(test));
    await act(() =>
      result.current
        .mutateAsync({ old_password: 'x', new_password: 'Nova&Senha1', new_password2: 'Nova&Senha1' })
        .catch(() => undefined),
    );
    await waitFor(() => expect(result.current.error?.message).toBe(message));
  });
});

describe('useDeleteAccount', () => {
  it('sends DELETAR and reads the fallback on failure', async () => {
    let body: unknown;
    const test = createTestClient({
      handlers: [
        http.post('/payments/delete-account/', async ({ request, response }) => {
          body = await request.json();
          // Deliberately outside the contract (which always sends `error`): a body without text, as a proxy's, reads the fallback.
          return response.untyped(HttpResponse.json({ success: false }, { status: 500 }));
        }),
      ],
    });
    const { result } = renderHook(() => useDeleteAccount(), wrapperFor(test));
    await act(() =>
      result.current.mutateAsync({ confirmation: 'DELETAR', password: 'senha atual' }).catch(() => undefined),
    );
    expect(body).toEqual({ confirmation: 'DELETAR', password: 'senha atual' });
    await waitFor(() => expect(result.current.error?.message).toBe('Erro ao deletar conta'));
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
      handlers: [
        http.get('/api/accounts/notification-preferences/', () =>
          HttpResponse.json({ success: true, preferences: current }),
        ),
        http.put('/api/accounts/notification-preferences/', async ({ request }) => {
          current = { ...current, ...((await request.json()) as object) };
          return HttpResponse.json({ success: true, preferences: current });
        }),
      ],
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
      handlers: [
        http.get('/api/accounts/notification-preferences/', ({ response }) =>
          // Deliberately outside the contract (which always sends `error`): a body without text, as a proxy's, reads the fallback.
          response.untyped(HttpResponse.json({ success: false }, { status: 500 })),
        ),
        http.put('/api/accounts/notification-preferences/', ({ response }) =>
          // Deliberately outside the contract (which always sends `error`): a body without text, as a proxy's, reads the fallback.
          response.untyped(HttpResponse.json({ success: false }, { status: 500 })),
        ),
        http.get('/api/accounts/general-settings/', ({ response }) =>
          // Deliberately outside the contract (which always sends `error`): a body without text, as a proxy's, reads the fallback.
          response.untyped(HttpResponse.json({ success: false }, { status: 500 })),
        ),
        http.put('/api/accounts/general-settings/', ({ response }) =>
          // Deliberately outside the contract (which always sends `error`): a body without text, as a proxy's, reads the fallback.
          response.untyped(HttpResponse.json({ success: false }, { status: 400 })),
        ),
      ],
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
