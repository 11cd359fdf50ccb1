// @vitest-environment jsdom

import { createTestClient, HttpResponse, http } from '@sppock/sdk/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { wrapperFor } from '../testWrapper';
import { useConversationSearch } from './useConversationSearch';

const hit = (index: number) => ({
  conversation_id: `6f1c2a7e-3b4d-4e8a-9c21-5d7f8a0b1c2${index}`,
  source: 'agent' as const,
  agent: 'chatsppock',
  agent_name: 'Sppock Commander',
  title: `Plano de Páscoa ${index}`,
  message_id: `0b7d4c1e-8f2a-4e6b-9a13-c5d2e7f80a4${index}`,
  role: 'user' as const,
  date: '2026-03-28T17:28:00Z',
  passage: {
    segments: [
      { text: 'Ovos de ', match: false },
      { text: 'Páscoa', match: true },
    ],
    truncated_start: false,
    truncated_end: false,
  },
});

describe('useConversationSearch', () => {
  it('busca o texto sem espaços nas pontas e segue o next_cursor na página seguinte', async () => {
    const asked: Array<Record<string, string>> = [];
    const test = createTestClient({
      handlers: [
        http.get('/api/agents/conversations/search/', ({ query }) => {
          const params = Object.fromEntries(
            (['q', 'cursor', 'limit'] as const).flatMap((k) => {
              const value = query.get(k);
              return value === null ? [] : [[k, value]];
            }),
          );
          asked.push(params);
          return HttpResponse.json(
            params.cursor === 'pagina-2'
              ? { success: true, results: [hit(2)], next_cursor: null }
              : { success: true, results: [hit(0), hit(1)], next_cursor: 'pagina-2' },
          );
        }),
      ],
    });
    const { wrapper } = wrapperFor(test);
    const { result } = renderHook(() => useConversationSearch('  páscoa ', { limit: 2 }), { wrapper });
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(1));
    expect(result.current.hasNextPage).toBe(true);
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(2));
    expect(result.current.data?.pages.flatMap((page) => page.results).map((r) => r.title)).toEqual([
      'Plano de Páscoa 0',
      'Plano de Páscoa 1',
      'Plano de Páscoa 2',
    ]);
    expect(result.current.hasNextPage).toBe(false);
    expect(asked).toEqual([
      { q: 'páscoa', limit: '2' },
      { q: 'páscoa', limit: '2', cursor: 'pagina-2' },
    ]);
  });

  it('uma busca em branco não chama o servidor', async () => {
    const test = createTestClient({ handlers: [] });
    const { wrapper } = wrapperFor(test);
    const { result } = renderHook(() => useConversationSearch('   '), { wrapper });
    expect(result.current.fetchStatus).toBe('idle');
    expect(result.current.data).toBeUndefined();
  });

  it('a recusa do servidor chega em pt-BR; sem texto, a mensagem padrão', async () => {
    const test = createTestClient({
      handlers: [
        http.get('/api/agents/conversations/search/', ({ query, response }) =>
          query.get('q') === 'longa'
            ? HttpResponse.json(
                { success: false, error: 'A busca aceita até 200 caracteres.' },
                { status: 400 },
              )
            : response.untyped(HttpResponse.json({}, { status: 500 })),
        ),
      ],
    });
    const { wrapper } = wrapperFor(test);
    const refused = renderHook(() => useConversationSearch('longa'), { wrapper });
    await waitFor(() =>
      expect(refused.result.current.error?.message).toBe('A busca aceita até 200 caracteres.'),
    );
    const failed = renderHook(() => useConversationSearch('pão'), { wrapper });
    await waitFor(() => expect(failed.result.current.error?.message).toBe('Erro ao buscar nas conversas'));
  });
});
