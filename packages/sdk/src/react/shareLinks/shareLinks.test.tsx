// @vitest-environment jsdom

import { type components, sharedConversationPath } from '@sppock/sdk';
import { createTestClient, http } from '@sppock/sdk/testing';
import { QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { SppockProvider } from '../SppockProvider';
import { wrapperFor } from '../testWrapper';
import { useRevokeShareLink } from './useRevokeShareLink';
import { useShareConversation } from './useShareConversation';
import { useSharedConversation } from './useSharedConversation';
import { useShareLinks } from './useShareLinks';

type ShareLink = components['schemas']['ShareLink'];

const TOKEN = 'Zq3r8VtK1mXw9Lp2Hs7Yd4Nc6Bf0Ja5Ge8Ru2Tk7Qo4';
const link = (id: string): ShareLink => ({
  id,
  source: 'agent',
  session_id: '6f1c2a7e-3b4d-4e8a-9c21-5d7f8a0b1c23',
  title: 'Plano de marketing para a Páscoa',
  created_at: '2026-03-30T09:12:00Z',
  expires_at: '2026-04-06T09:12:00Z',
  expired: false,
});

describe('links de compartilhamento', () => {
  it('criar e revogar atualizam a lista de links', async () => {
    let links: ShareLink[] = [];
    const created: unknown[] = [];
    const test = createTestClient({
      handlers: [
        http.get('/api/share-links/', ({ response }) =>
          response(200).json({ success: true, links, active: links.length, max_active: 100 }),
        ),
        http.post('/api/share-links/', async ({ request, response }) => {
          created.push(await request.json());
          links = [link('shl_novo0000000000000'), ...links];
          return response(201).json({ success: true, link: link('shl_novo0000000000000'), token: TOKEN });
        }),
        http.delete('/api/share-links/{id}/', ({ params, response }) => {
          links = links.filter((entry) => entry.id !== params.id);
          return response(200).json({ success: true, message: 'Link revogado.' });
        }),
      ],
    });
    const { wrapper } = wrapperFor(test);
    const { result } = renderHook(
      () => ({ list: useShareLinks(), share: useShareConversation(), revoke: useRevokeShareLink() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.data?.links).toEqual([]));
    const answer = await act(() =>
      result.current.share.mutateAsync({ sessionId: link('x').session_id, expiresInDays: 7 }),
    );
    expect(sharedConversationPath(answer.token)).toBe(`/compartilhado/${TOKEN}`);
    expect(created).toEqual([{ source: 'agent', session_id: link('x').session_id, expires_in_days: 7 }]);
    await waitFor(() => expect(result.current.list.data?.active).toBe(1));
    await act(() => result.current.revoke.mutateAsync({ id: 'shl_novo0000000000000' }));
    await waitFor(() => expect(result.current.list.data?.active).toBe(0));
  });

  it('sem prazo por padrão; o limite de links chega como a mensagem do servidor', async () => {
    const bodies: unknown[] = [];
    const test = createTestClient({
      handlers: [
        http.post('/api/share-links/', async ({ request, response }) => {
          bodies.push(await request.json());
          return response(409).json({ success: false, error: 'Você já tem 100 links ativos.' });
        }),
      ],
    });
    const { wrapper } = wrapperFor(test);
    const { result } = renderHook(() => useShareConversation(), { wrapper });
    await expect(
      act(() => result.current.mutateAsync({ source: 'custom_agent', sessionId: 'cas_1' })),
    ).rejects.toThrow('Você já tem 100 links ativos.');
    expect(bodies).toEqual([{ source: 'custom_agent', session_id: 'cas_1', expires_in_days: null }]);
  });

  it('abre a conversa compartilhada sem token de acesso; um link revogado é o 404 do servidor, sem nova tentativa', async () => {
    const authorizations: (string | null)[] = [];
    let calls = 0;
    const test = createTestClient({
      handlers: [
        http.get('/api/shared/{token}/', ({ params, request, response }) => {
          calls += 1;
          authorizations.push(request.headers.get('authorization'));
          if (params.token !== TOKEN) {
            return response(404).json({ success: false, error: 'Este link não existe mais ou expirou.' });
          }
          return response(200).json({
            success: true,
            title: 'Plano de marketing para a Páscoa',
            source: 'agent',
            agents: ['Sppock Commander'],
            started_at: '2026-03-28T17:20:00Z',
            shared_at: '2026-03-30T09:12:00Z',
            expires_at: null,
            messages: [
              {
                role: 'user',
                content: 'Plano para a Páscoa?',
                agent_name: null,
                date: '2026-03-28T17:20:00Z',
                files: [],
              },
            ],
          });
        }),
      ],
    });
    // A client that retries failed queries: the hook itself says a 404 is final.
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 3, retryDelay: 0 } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <SppockProvider client={test.client} queryClient={queryClient}>
        {children}
      </SppockProvider>
    );
    const open = renderHook(() => useSharedConversation(TOKEN), { wrapper });
    await waitFor(() => expect(open.result.current.data?.agents).toEqual(['Sppock Commander']));
    const gone = renderHook(() => useSharedConversation('A'.repeat(43)), { wrapper });
    await waitFor(() =>
      expect(gone.result.current.error?.message).toBe('Este link não existe mais ou expirou.'),
    );
    expect(authorizations.every((value) => value === null)).toBe(true);
    expect(calls).toBe(2);
  });
});
