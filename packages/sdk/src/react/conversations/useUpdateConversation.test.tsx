// @vitest-environment jsdom

import type { components } from '@sppock/sdk';
import { createTestClient, http } from '@sppock/sdk/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { wrapperFor } from '../testWrapper';
import { useConversations } from './useConversations';
import { useUpdateConversation } from './useUpdateConversation';

type Conversation = components['schemas']['AgentConversation'];

const conversation = (index: number, patch: Partial<Conversation> = {}): Conversation => ({
  id: `3f6c2a8e-9b41-4d7a-a2c5-7e18d04b9f1${index}`,
  session_id: `3f6c2a8e-9b41-4d7a-a2c5-7e18d04b9f1${index}`,
  agent: 'chatsppock',
  title: `Conversa ${index}`,
  date: '2026-03-10T12:00:00Z',
  messages: 2,
  status: 'Concluída',
  total_tokens_used: 1500,
  pinned_at: null,
  ...patch,
});

describe('useUpdateConversation', () => {
  it('renomeia e fixa; a lista volta do servidor com a fixada primeiro', async () => {
    let list = [conversation(0), conversation(1)];
    const bodies: unknown[] = [];
    const test = createTestClient({
      handlers: [
        http.get('/api/agents/{agent}/api/conversations/', ({ response }) =>
          response(200).json({ success: true, conversations: list, total: list.length }),
        ),
        http.patch(
          '/api/agents/{agent}/api/conversations/{session_id}/',
          async ({ params, request, response }) => {
            const body = await request.json();
            bodies.push(body);
            const updated = conversation(1, {
              title: body.title ?? 'Conversa 1',
              pinned_at: '2026-03-11T09:00:00Z',
            });
            expect(params).toEqual({ agent: 'chatsppock', session_id: updated.session_id });
            list = [updated, conversation(0)];
            return response(200).json(updated);
          },
        ),
      ],
    });
    const { wrapper } = wrapperFor(test);
    const { result } = renderHook(() => ({ list: useConversations(), update: useUpdateConversation() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.list.data?.total).toBe(2));
    const answer = await act(() =>
      result.current.update.mutateAsync({
        sessionId: conversation(1).session_id,
        title: 'Páscoa',
        pinned: true,
      }),
    );
    expect(answer.title).toBe('Páscoa');
    expect(bodies).toEqual([{ title: 'Páscoa', pinned: true }]);
    await waitFor(() =>
      expect(result.current.list.data?.conversations.map((c) => c.title)).toEqual(['Páscoa', 'Conversa 0']),
    );
    // Only what is given is sent.
    await act(() =>
      result.current.update.mutateAsync({ sessionId: conversation(1).session_id, pinned: false }),
    );
    expect(bodies.at(-1)).toEqual({ pinned: false });
  });

  it('a recusa do servidor chega em pt-BR', async () => {
    const test = createTestClient({
      handlers: [
        http.patch('/api/agents/{agent}/api/conversations/{session_id}/', ({ response }) =>
          response(400).json({ success: false, error: 'O título aceita até 120 caracteres.' }),
        ),
      ],
    });
    const { wrapper } = wrapperFor(test);
    const { result } = renderHook(() => useUpdateConversation(), { wrapper });
    await expect(
      act(() =>
        result.current.mutateAsync({ sessionId: conversation(0).session_id, title: 'x'.repeat(121) }),
      ),
    ).rejects.toThrow('O título aceita até 120 caracteres.');
  });
});
