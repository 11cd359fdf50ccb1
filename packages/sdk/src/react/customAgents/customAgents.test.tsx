// @vitest-environment jsdom

import { createTestClient, HttpResponse, http } from '@sppock/sdk/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { wrapperFor } from '../testWrapper';
import { customAgent, INPUT } from './fixtures';
import { useCreateCustomAgent } from './useCreateCustomAgent';
import { useCustomAgentChat } from './useCustomAgentChat';
import { useCustomAgentSessions } from './useCustomAgentSessions';
import { useCustomAgents } from './useCustomAgents';
import { useDeleteCustomAgentSession } from './useDeleteCustomAgentSession';
import { useImportCustomAgent } from './useImportCustomAgent';

describe('agentes personalizados', () => {
  it('criar atualiza a lista; nome repetido chega com a mensagem do servidor', async () => {
    const agents = [customAgent('cag_1', 'Atendimento')];
    const duplicate = 'Sua equipe já tem um agente chamado Propostas Boa Vista.';
    const test = createTestClient({
      handlers: [
        http.get('/api/custom-agents/', () => HttpResponse.json({ success: true, agents })),
        http.post('/api/custom-agents/', ({ response }) => {
          if (agents.length > 1) {
            return HttpResponse.json({ success: false, error: duplicate }, { status: 409 });
          }
          const created = customAgent('cag_2', INPUT.name);
          agents.push(created);
          return response(201).json({
            success: true,
            message: 'Agente Propostas Boa Vista criado.',
            agent: created,
          });
        }),
      ],
    });
    const { wrapper } = wrapperFor(test);
    const { result } = renderHook(() => ({ list: useCustomAgents(), create: useCreateCustomAgent() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.list.data?.agents).toHaveLength(1));
    await act(() => result.current.create.mutateAsync(INPUT));
    await waitFor(() =>
      expect(result.current.list.data?.agents.map((a) => a.name)).toEqual([
        'Atendimento',
        'Propostas Boa Vista',
      ]),
    );
    await expect(act(() => result.current.create.mutateAsync(INPUT))).rejects.toMatchObject({
      message: duplicate,
    });
  });

  it('fora do Enterprise a lista diz qual plano libera; importar um arquivo ruim é recusado', async () => {
    const enterpriseOnly =
      'Agentes personalizados fazem parte do plano Enterprise. Assine o Enterprise para criar os seus.';
    const test = createTestClient({
      handlers: [
        http.get('/api/custom-agents/', () =>
          HttpResponse.json({ success: false, error: enterpriseOnly }, { status: 403 }),
        ),
        http.post('/api/custom-agents/import/', () =>
          HttpResponse.json(
            { success: false, error: 'O arquivo não é um agente exportado pelo Sppock.' },
            { status: 400 },
          ),
        ),
      ],
    });
    const { wrapper } = wrapperFor(test);
    const { result } = renderHook(() => ({ list: useCustomAgents(), importing: useImportCustomAgent() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.list.error?.message).toBe(enterpriseOnly));
    await expect(
      act(() => result.current.importing.mutateAsync({ format: 'sppock-custom-agent/v1', agent: INPUT })),
    ).rejects.toMatchObject({ message: 'O arquivo não é um agente exportado pelo Sppock.' });
  });

  it('conversar devolve a resposta com as citações do documento', async () => {
    const test = createTestClient({
      handlers: [
        http.post('/api/custom-agents/{id}/chat/', () =>
          HttpResponse.json({
            success: true,
            session_id: 'cas_1',
            agent_id: 'cag_1',
            agent_name: 'Propostas Boa Vista',
            answer: '> Kit café da manhã: R$ 24,90 por pessoa.',
            citations: [
              {
                document_id: 'cad_1',
                filename: 'tabela.pdf',
                excerpt: 'Kit café da manhã: R$ 24,90 por pessoa.',
              },
            ],
            offline: true,
          }),
        ),
      ],
    });
    const { wrapper } = wrapperFor(test);
    const { result } = renderHook(() => useCustomAgentChat(), { wrapper });
    const reply = await act(() => result.current.mutateAsync({ id: 'cag_1', message: 'Preço do kit?' }));
    expect(reply.citations[0]?.filename).toBe('tabela.pdf');
    expect(reply.session_id).toBe('cas_1');
  });

  it('apagar uma conversa atualiza a lista de conversas', async () => {
    const sessions = [
      {
        id: 's1',
        title: 'Preço do kit',
        created_at: '2026-11-20T14:10:00Z',
        updated_at: '2026-11-20T14:12:00Z',
      },
    ];
    const test = createTestClient({
      handlers: [
        http.get('/api/custom-agents/{id}/sessions/', () => HttpResponse.json({ success: true, sessions })),
        http.delete('/api/custom-agents/{id}/sessions/{session_id}/', () => {
          sessions.pop();
          return HttpResponse.json({ success: true, message: 'Conversa apagada.' });
        }),
      ],
    });
    const { wrapper } = wrapperFor(test);
    const { result } = renderHook(
      () => ({ list: useCustomAgentSessions('cag_1'), remove: useDeleteCustomAgentSession() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.data?.sessions).toHaveLength(1));
    await act(() => result.current.remove.mutateAsync({ id: 'cag_1', sessionId: 's1' }));
    await waitFor(() => expect(result.current.list.data?.sessions).toEqual([]));
  });
});
