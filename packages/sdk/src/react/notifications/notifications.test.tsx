// @vitest-environment jsdom

import { createTestClient, HttpResponse, http } from '@sppock/sdk/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSppock } from '../SppockProvider';
import { wrapperFor } from '../testWrapper';
import { notification, notifications } from './fixtures';
import { useMarkNotificationRead } from './useMarkNotificationRead';
import { useUnreadNotificationCount } from './useUnreadNotificationCount';

afterEach(() => {
  vi.useRealTimers();
});

describe('useUnreadNotificationCount', () => {
  it('shows the unread count and polls every 120000 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let unread = 3;
    const test = createTestClient({
      handlers: [
        http.get('/api/support/notifications/', ({ response }) => response(200).json(notifications(unread))),
      ],
    });
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
      handlers: [
        http.get('/api/support/notifications/', ({ response }) =>
          status === 200
            ? response(200).json(notifications(4))
            : HttpResponse.json({ detail: 'expirado' }, { status: 401 }),
        ),
        http.post('/api/accounts/token/refresh/', () =>
          HttpResponse.json({ detail: 'O token é inválido ou expirado' }, { status: 401 }),
        ),
      ],
    });
    const { wrapper, queryClient } = wrapperFor(test);
    const { result } = renderHook(() => useUnreadNotificationCount(), { wrapper });
    await waitFor(() => expect(result.current).toBe(4));
    status = 401;
    await act(() => queryClient.refetchQueries({ queryKey: ['get', '/api/support/notifications/'] }));
    await waitFor(() => expect(result.current).toBe(0));
  });

  it('is 0 for a host-supplied token the server refuses (partner widget)', async () => {
    const test = createTestClient({
      handlers: [
        http.get('/api/support/notifications/', () =>
          HttpResponse.json({ detail: 'Token inválido' }, { status: 401 }),
        ),
      ],
      user: null,
    });
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
      handlers: [
        http.get('/api/support/notifications/', ({ response }) => response(200).json(notifications(unread))),
        http.post('/api/support/notifications/{id}/read/', ({ params: { id }, response }) => {
          expect(id).toBe('1');
          unread -= 1;
          return response(200).json({
            success: true,
            notification: { ...notification(1), read: true },
          });
        }),
      ],
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
      handlers: [
        http.get('/api/support/notifications/', ({ response }) => response(200).json(notifications(unread))),
        http.post('/api/support/notifications/read-all/', ({ response }) => {
          unread = 0;
          return response(200).json({
            success: true,
            updated: 2,
            message: 'Todas as notificações foram marcadas como lidas.',
          });
        }),
      ],
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
});
