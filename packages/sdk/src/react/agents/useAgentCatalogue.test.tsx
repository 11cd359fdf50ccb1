// @vitest-environment jsdom

import type { components } from '@sppock/sdk';
import { createTestClient, HttpResponse, http } from '@sppock/sdk/testing';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { wrapperFor } from '../testWrapper';
import { AGENT_CATALOGUE_STALE_MS, useAgentCatalogue } from './useAgentCatalogue';

// The Brainstorm entry of the contract's catalogue example.
const catalogue: components['schemas']['AgentMetadataList'] = {
  success: true,
  agents: [
    {
      agent_type: 'brainstorm',
      name: 'Brainstorm AI',
      description: 'Gera e organiza ideias de negócios, produtos e campanhas a partir de um desafio.',
      category: 'Administração',
      status: 'Ativo (Legado)',
      hidden: false,
      plans: ['freemium', 'professional', 'enterprise'],
      estimated_time: '3-5 minutos',
      loading_text: 'Gerando ideias criativas...',
      placeholder: 'Descreva o desafio ou a ideia que você quer explorar',
    },
  ],
};

describe('useAgentCatalogue', () => {
  it("reads the Commander's catalogue once for every component that asks while it is fresh", async () => {
    const test = createTestClient({
      handlers: [
        http.get('/api/agents/{agent}/metadata/', ({ params: { agent }, response }) =>
          agent === 'chatsppock'
            ? response(200).json(catalogue)
            : HttpResponse.json({ detail: 'agente errado' }, { status: 404 }),
        ),
      ],
    });
    const { wrapper } = wrapperFor(test);
    const first = renderHook(() => useAgentCatalogue(), { wrapper });
    await waitFor(() => expect(first.result.current.data?.agents[0]?.name).toBe('Brainstorm AI'));
    const second = renderHook(() => useAgentCatalogue(), { wrapper });
    expect(second.result.current.data?.agents[0]?.name).toBe('Brainstorm AI');
    expect(second.result.current.isStale).toBe(false);
    expect(test.calls).toEqual(['GET /api/agents/chatsppock/metadata/']);
    expect(AGENT_CATALOGUE_STALE_MS).toBe(300_000);
  });
});
