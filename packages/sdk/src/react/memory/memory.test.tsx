// @vitest-environment jsdom

import type { components } from '@sppock/sdk';
import { createTestClient, HttpResponse, http } from '@sppock/sdk/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { wrapperFor } from '../testWrapper';
import { useAcceptMemoryProposal } from './useAcceptMemoryProposal';
import { useAddMemoryFact } from './useAddMemoryFact';
import { useDeclineMemoryProposal } from './useDeclineMemoryProposal';
import { useDeleteMemoryFact } from './useDeleteMemoryFact';
import { useMemory } from './useMemory';
import { useUpdateMemoryFact } from './useUpdateMemoryFact';
import { useUpdateMemorySettings } from './useUpdateMemorySettings';

type Fact = components['schemas']['MemoryFact'];

const STORE = '3f6c1e2a-8b4d-4c7e-9a15-2d7e8f9a0b1c';
const AREA = '7a2b9c4d-1e5f-4a6b-8c7d-9e0f1a2b3c4d';
const fact = (id: string, text: string, source: Fact['source'] = 'explicit'): Fact => ({
  id,
  text,
  source,
  created_at: '2026-11-20T14:10:00Z',
  updated_at: '2026-11-20T14:10:00Z',
});

/** A server with one person's memory, kept in this closure, answering as the contract says. */
function memoryServer() {
  const state = {
    settings: { enabled: true, propose: false },
    facts: [fact(STORE, 'Minha loja se chama Doces da Serra')],
    proposals: [fact(AREA, 'Nossa loja atende a Savassi', 'proposed')],
  };
  const calls: string[] = [];
  const test = createTestClient({
    handlers: [
      http.get('/api/accounts/memory/', () => {
        calls.push('GET');
        return HttpResponse.json({ success: true, ...state, limits: { max_facts: 200, max_chars: 500 } });
      }),
      http.post('/api/accounts/memory/', async ({ request }) => {
        const { text } = await request.json();
        calls.push(`POST ${text}`);
        if (text.trim() === '') {
          return HttpResponse.json(
            { success: false, error: 'Escreva o que a Sppock deve lembrar.' },
            { status: 400 },
          );
        }
        const added = fact('0b7d4c1e-8f2a-4e6b-9a13-c5d2e7f80a41', text);
        state.facts.unshift(added);
        return HttpResponse.json({ success: true, fact: added }, { status: 201 });
      }),
      http.patch('/api/accounts/memory/{id}/', async ({ params, request, response }) => {
        const { text } = await request.json();
        calls.push(`PATCH ${params.id} ${text}`);
        const found = state.facts.find((f) => f.id === params.id);
        if (!found) {
          return response(404).json({ success: false, error: 'Lembrança não encontrada.' });
        }
        found.text = text;
        return response(200).json({ success: true, fact: found });
      }),
      http.delete('/api/accounts/memory/{id}/', ({ params }) => {
        calls.push(`DELETE ${params.id}`);
        state.facts = state.facts.filter((f) => f.id !== params.id);
        return HttpResponse.json({ success: true });
      }),
      http.post('/api/accounts/memory/{id}/accept/', ({ params }) => {
        calls.push(`ACCEPT ${params.id}`);
        const [accepted] = state.proposals.filter((p) => p.id === params.id);
        if (!accepted) {
          return HttpResponse.json(
            { success: false, error: 'Sugestão não encontrada ou já respondida.' },
            { status: 404 },
          );
        }
        state.proposals = state.proposals.filter((p) => p.id !== params.id);
        state.facts.unshift(accepted);
        return HttpResponse.json({ success: true, fact: accepted });
      }),
      http.post('/api/accounts/memory/{id}/decline/', ({ params }) => {
        calls.push(`DECLINE ${params.id}`);
        state.proposals = state.proposals.filter((p) => p.id !== params.id);
        return HttpResponse.json({ success: true });
      }),
      http.put('/api/accounts/memory/settings/', async ({ request }) => {
        const body = await request.json();
        calls.push(`PUT ${JSON.stringify(body)}`);
        state.settings = { ...state.settings, ...body };
        return HttpResponse.json({ success: true, settings: state.settings });
      }),
    ],
  });
  return { test, calls };
}

describe('memória (Minha Conta › Memória)', () => {
  it('lê a memória; guardar, editar e apagar atualizam a lista', async () => {
    const { test, calls } = memoryServer();
    const { wrapper } = wrapperFor(test);
    const { result } = renderHook(
      () => ({
        memory: useMemory(),
        add: useAddMemoryFact(),
        update: useUpdateMemoryFact(),
        remove: useDeleteMemoryFact(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.memory.data?.facts).toHaveLength(1));
    expect(result.current.memory.data?.limits).toEqual({ max_facts: 200, max_chars: 500 });

    await act(() => result.current.add.mutateAsync({ text: 'Atendo só em BH' }));
    await waitFor(() =>
      expect(result.current.memory.data?.facts.map((f) => f.text)).toEqual([
        'Atendo só em BH',
        'Minha loja se chama Doces da Serra',
      ]),
    );
    await act(() =>
      result.current.update.mutateAsync({ id: STORE, text: 'Minha loja se chama Doces Serra' }),
    );
    await waitFor(() =>
      expect(result.current.memory.data?.facts.map((f) => f.text)).toContain(
        'Minha loja se chama Doces Serra',
      ),
    );
    await act(() => result.current.remove.mutateAsync({ id: STORE }));
    await waitFor(() =>
      expect(result.current.memory.data?.facts.map((f) => f.text)).toEqual(['Atendo só em BH']),
    );
    expect(calls).toEqual([
      'GET',
      'POST Atendo só em BH',
      'GET',
      `PATCH ${STORE} Minha loja se chama Doces Serra`,
      'GET',
      `DELETE ${STORE}`,
      'GET',
    ]);
  });

  it('aceita e recusa sugestões, liga as sugestões; recusas chegam em pt-BR', async () => {
    const { test, calls } = memoryServer();
    const { wrapper } = wrapperFor(test);
    const { result } = renderHook(
      () => ({
        memory: useMemory(),
        add: useAddMemoryFact(),
        accept: useAcceptMemoryProposal(),
        decline: useDeclineMemoryProposal(),
        settings: useUpdateMemorySettings(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.memory.data?.proposals).toHaveLength(1));
    await act(() => result.current.accept.mutateAsync({ id: AREA }));
    await waitFor(() => expect(result.current.memory.data?.proposals).toEqual([]));
    expect(result.current.memory.data?.facts[0]).toMatchObject({ id: AREA, source: 'proposed' });

    await expect(result.current.accept.mutateAsync({ id: AREA })).rejects.toThrow(
      'Sugestão não encontrada ou já respondida.',
    );
    await act(() => result.current.decline.mutateAsync({ id: STORE }));
    await act(() => result.current.settings.mutateAsync({ propose: true }));
    await waitFor(() =>
      expect(result.current.memory.data?.settings).toEqual({ enabled: true, propose: true }),
    );
    await expect(result.current.add.mutateAsync({ text: '  ' })).rejects.toThrow(
      'Escreva o que a Sppock deve lembrar.',
    );
    expect(calls).toContain(`DECLINE ${STORE}`);
    expect(calls).toContain('PUT {"propose":true}');
  });

  it('sem mensagem do servidor, o texto padrão', async () => {
    const test = createTestClient({
      handlers: [
        http.get('/api/accounts/memory/', ({ response }) =>
          response.untyped(HttpResponse.json({}, { status: 500 })),
        ),
      ],
    });
    const { wrapper } = wrapperFor(test);
    const { result } = renderHook(() => useMemory(), { wrapper });
    await waitFor(() => expect(result.current.error?.message).toBe('Erro ao carregar a memória'));
  });
});
