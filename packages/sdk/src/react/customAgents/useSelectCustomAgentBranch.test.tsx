// @vitest-environment jsdom

import type { components } from '@sppock/sdk';
import { createTestClient, HttpResponse, http } from '@sppock/sdk/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { wrapperFor } from '../testWrapper';
import { useCustomAgentSession } from './useCustomAgentSession';
import { useSelectCustomAgentBranch } from './useSelectCustomAgentBranch';

const AGENT = 'cag_7Hq2LmX9pR4tVw8K';
const SESSION = '5b1e2c7a-3d4f-4a8b-9c0d-6e7f8a9b0c1d';
const FIRST = '0f1e2d3c-4b5a-4968-8776-655443322110';
const EDITED = '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e';

type Detail = components['schemas']['CustomAgentSessionDetail'];

const detailWith = (id: string, content: string, index: number): Detail => ({
  success: true,
  session_id: SESSION,
  title: 'Coffee break',
  messages: [
    {
      id,
      role: 'user',
      content,
      citations: [],
      created_at: '2026-11-20T14:10:00Z',
      parent_id: null,
      sibling_index: index,
      sibling_count: 2,
      sibling_ids: [FIRST, EDITED],
    },
  ],
});

describe('useSelectCustomAgentBranch', () => {
  it('mostra a versão escolhida: a conversa lida passa a ser a resposta, na hora', async () => {
    let shown = detailWith(EDITED, 'E para 120 pessoas?', 1);
    const asked: unknown[] = [];
    let reads = 0;
    const test = createTestClient({
      handlers: [
        http.get('/api/custom-agents/{id}/sessions/{session_id}/', ({ response }) => {
          reads += 1;
          return response(200).json(shown);
        }),
        http.post(
          '/api/custom-agents/{id}/sessions/{session_id}/branch/',
          async ({ request, params, response }) => {
            asked.push({ params, body: await request.json() });
            shown = detailWith(FIRST, 'E para 80 pessoas?', 0);
            return response(200).json(shown);
          },
        ),
      ],
    });
    const { wrapper } = wrapperFor(test);
    const { result } = renderHook(
      () => ({ session: useCustomAgentSession(AGENT, SESSION), select: useSelectCustomAgentBranch() }),
      { wrapper },
    );
    await waitFor(() =>
      expect(result.current.session.data?.messages[0]?.content).toBe('E para 120 pessoas?'),
    );
    await act(() => result.current.select.mutateAsync({ id: AGENT, sessionId: SESSION, messageId: FIRST }));
    expect(asked).toEqual([{ params: { id: AGENT, session_id: SESSION }, body: { message_id: FIRST } }]);
    await waitFor(() => expect(result.current.session.data?.messages[0]?.content).toBe('E para 80 pessoas?'));
    expect(reads).toBe(1);
  });

  it("diz a recusa do servidor, senão 'Erro ao mostrar a outra versão'", async () => {
    const test = createTestClient({
      handlers: [
        http.post('/api/custom-agents/{id}/sessions/{session_id}/branch/', ({ params, response }) =>
          params.session_id === SESSION
            ? response(404).json({ success: false, error: 'Mensagem não encontrada.' })
            : response.untyped(HttpResponse.text('', { status: 500 })),
        ),
      ],
    });
    const { wrapper } = wrapperFor(test);
    const { result } = renderHook(() => useSelectCustomAgentBranch(), { wrapper });
    await expect(
      result.current.mutateAsync({ id: AGENT, sessionId: SESSION, messageId: FIRST }),
    ).rejects.toThrow('Mensagem não encontrada.');
    await expect(
      result.current.mutateAsync({ id: AGENT, sessionId: 'outra', messageId: FIRST }),
    ).rejects.toThrow('Erro ao mostrar a outra versão');
  });
});
