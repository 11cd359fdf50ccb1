// @vitest-environment jsdom

import { createTestClient, fakeUser, HttpResponse, http } from '@sppock/sdk/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { notifications } from '../notifications/fixtures';
import { useUnreadNotificationCount } from '../notifications/useUnreadNotificationCount';
import { useSppock } from '../SppockProvider';
import { wrapperFor } from '../testWrapper';
import { useLogin } from './useLogin';
import { useSession } from './useSession';
import { useSessionEvent } from './useSessionEvent';

describe('session hooks', () => {
  it('useLogin signs in and useSession follows; logout clears the session and the cache', async () => {
    const test = createTestClient({
      handlers: [
        http.post('/api/accounts/token/', () => HttpResponse.json({ access: 'tok-a', refresh: 'tok-r' })),
        http.get('/api/accounts/users/profile/', () => HttpResponse.json(fakeUser({ first_name: 'Joana' }))),
        http.get('/api/support/notifications/', ({ response }) => response(200).json(notifications(1))),
        http.post('/api/accounts/logout/', () => new Response(null, { status: 204 })),
      ],
      user: null,
    });
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
    const test = createTestClient({
      handlers: [
        http.post('/api/accounts/token/', () =>
          HttpResponse.json({ detail: 'Muitas tentativas de login' }, { status: 429 }),
        ),
      ],
      user: null,
    });
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
      handlers: [
        http.get('/api/accounts/users/profile/', () =>
          HttpResponse.json({ detail: 'expirado' }, { status: 401 }),
        ),
        http.post('/api/accounts/token/refresh/', () =>
          HttpResponse.json({ detail: 'O token foi revogado' }, { status: 401 }),
        ),
      ],
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
