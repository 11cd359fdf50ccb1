// @vitest-environment jsdom

import type { components } from '@sppock/sdk';
import { createTestClient, HttpResponse, http } from '@sppock/sdk/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { wrapperFor } from '../testWrapper';
import { useConversations } from './useConversations';
import { useDeleteConversation } from './useDeleteConversation';
import { useExportConversation } from './useExportConversation';

const SESSION = '3f6c2a8e-9b41-4d7a-a2c5-7e18d04b9f10';
const conversation = (index: number): components['schemas']['AgentConversation'] => ({
  id: `${SESSION.slice(0, -1)}${index}`,
  session_id: `${SESSION.slice(0, -1)}${index}`,
  agent: 'brainstorm',
  title: 'Ideias para a padaria',
  date: '2026-03-10T12:00:00Z',
  messages: 6,
  status: 'Ativa',
  total_tokens_used: 5400,
});

describe('conversations', () => {
  it('deleting one refreshes the list', async () => {
    let list = [conversation(0), conversation(1)];
    const test = createTestClient({
      handlers: [
        http.get('/api/agents/{agent}/api/conversations/', ({ response }) =>
          response(200).json({ success: true, conversations: list, total: list.length }),
        ),
        http.delete('/api/agents/{agent}/api/conversations/{session_id}/delete/', ({ params }) => {
          expect(params).toEqual({ agent: 'chatsppock', session_id: conversation(0).session_id });
          list = list.slice(1);
          return HttpResponse.json({ success: true, message: 'Conversa deletada com sucesso.' });
        }),
      ],
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
      handlers: [
        http.get('/api/agents/{agent}/api/conversations/', ({ response }) =>
          // Deliberately outside the contract (which always sends `error`): a body without text, as a proxy's, reads the fallback.
          response.untyped(HttpResponse.json({ success: false }, { status: 500 })),
        ),
        http.get('/api/agents/{agent}/api/conversations/{session_id}/export/', () =>
          HttpResponse.json({ detail: 'x' }, { status: 404 }),
        ),
        http.delete('/api/agents/{agent}/api/conversations/{session_id}/delete/', () =>
          HttpResponse.json({ success: false, error: 'Conversa não encontrada' }, { status: 404 }),
        ),
      ],
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
