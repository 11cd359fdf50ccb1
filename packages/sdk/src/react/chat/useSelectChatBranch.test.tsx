// @vitest-environment jsdom

import type { components } from '@sppock/sdk';
import { createTestClient, HttpResponse, http } from '@sppock/sdk/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { wrapperFor } from '../testWrapper';
import { chatSessionQueryKey, useChatSession } from './useChatSession';
import { useSelectChatBranch } from './useSelectChatBranch';

const SESSION = '3f6c2a8e-9b41-4d7a-a2c5-7e18d04b9f13';
const FIRST = '5a1b9c3d-2e4f-4a6b-8c7d-9e0f1a2b3c4d';
const EDITED = '6b2c0d4e-3f5a-4b7c-9d8e-0f1a2b3c4d5e';

type Message = components['schemas']['ChatMessage'];

function sessionWith(message: Message): components['schemas']['SessionDetailResult'] {
  return {
    success: true,
    action: 'get_session',
    session: {
      id: SESSION,
      title: 'Cobrança',
      agent_type: 'email_writer',
      created_at: '2026-03-14T10:06:00-03:00',
      updated_at: '2026-03-14T10:06:10-03:00',
      message_count: 1,
      total_tokens_used: null,
    },
    messages: [message],
  };
}

const version = (id: string, content: string, index: number): Message => ({
  id,
  role: 'user',
  content,
  timestamp: '2026-03-14T10:06:10-03:00',
  parent_id: null,
  sibling_index: index,
  sibling_count: 2,
});

describe('useSelectChatBranch', () => {
  it('shows the chosen version: the session read is updated from the answer at once', async () => {
    let shown = version(EDITED, 'e para a Joana?', 1);
    const asked: unknown[] = [];
    const test = createTestClient({
      handlers: [
        http.post('/api/agents/{agent}/api/', ({ response }) => response(200).json(sessionWith(shown))),
        http.post(
          '/api/agents/{agent}/api/sessions/{session_id}/branch/',
          async ({ request, params, response }) => {
            asked.push({ params, body: await request.json() });
            shown = version(FIRST, 'e para o Marcos?', 0);
            return response(200).json(sessionWith(shown));
          },
        ),
      ],
    });
    const { wrapper, queryClient } = wrapperFor(test);
    const { result } = renderHook(
      () => ({ session: useChatSession('email_writer', SESSION), select: useSelectChatBranch() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.session.data?.messages[0]?.content).toBe('e para a Joana?'));
    await act(() =>
      result.current.select.mutateAsync({ sessionId: SESSION, messageId: FIRST, agent: 'email_writer' }),
    );
    expect(asked).toEqual([
      { params: { agent: 'email_writer', session_id: SESSION }, body: { message_id: FIRST } },
    ]);
    // From the answer itself, not a read after it.
    const cached = queryClient.getQueryData<components['schemas']['SessionDetailResult']>(
      chatSessionQueryKey('email_writer', SESSION),
    );
    expect(cached?.messages[0]).toMatchObject({ content: 'e para o Marcos?', sibling_index: 0 });
    await waitFor(() => expect(result.current.session.data?.messages[0]?.content).toBe('e para o Marcos?'));
  });

  it("says the server's refusal, else 'Erro ao mostrar a outra versão'", async () => {
    const test = createTestClient({
      handlers: [
        http.post('/api/agents/{agent}/api/sessions/{session_id}/branch/', ({ params, response }) =>
          params.session_id === SESSION
            ? response(404).json({ success: false, error: 'Mensagem não encontrada' })
            : response.untyped(HttpResponse.text('', { status: 500 })),
        ),
      ],
    });
    const { wrapper } = wrapperFor(test);
    const { result } = renderHook(() => useSelectChatBranch(), { wrapper });
    await expect(result.current.mutateAsync({ sessionId: SESSION, messageId: FIRST })).rejects.toThrow(
      'Mensagem não encontrada',
    );
    await expect(
      result.current.mutateAsync({ sessionId: 'c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f', messageId: FIRST }),
    ).rejects.toThrow('Erro ao mostrar a outra versão');
  });
});
