// @vitest-environment jsdom

import { createTestClient, HttpResponse, http } from '@sppock/sdk/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { customAgent } from '../customAgents/fixtures';
import { useUpdateCustomAgent } from '../customAgents/useUpdateCustomAgent';
import { wrapperFor } from '../testWrapper';
import { useCreateEmbedSite } from './useCreateEmbedSite';
import { useDeleteEmbedSite } from './useDeleteEmbedSite';
import { useEmbedSites } from './useEmbedSites';
import { useUpdateEmbedSite } from './useUpdateEmbedSite';

const site = {
  id: 3,
  name: 'Loja Aurora',
  site_key: 'sk_4f9c2a7e1b3d5f608a9c2e4b6d8f0a1c',
  allowed_origins: ['https://www.lojaaurora.com.br'],
  widgets: ['chatbot' as const],
  monthly_messages: 200,
  messages_this_month: 0,
  published_agents: [] as { id: string; name: string }[],
  created: '2026-04-02T14:31:05-03:00',
};

describe('embed hooks', () => {
  it('lists the sites again after one is created or deleted', async () => {
    let sites = [site];
    const test = createTestClient({
      handlers: [
        http.get('/api/embed/sites/', () => HttpResponse.json({ success: true, sites, max_sites: 20 })),
        http.post('/api/embed/sites/', async ({ request }) => {
          const body = (await request.json()) as { name: string };
          const created = { ...site, id: 4, name: body.name };
          sites = [created, ...sites];
          return HttpResponse.json(
            { success: true, data: created, message: 'Site cadastrado.' },
            { status: 201 },
          );
        }),
        http.delete('/api/embed/sites/{id}/', () => {
          sites = sites.filter((row) => row.id !== 3);
          return HttpResponse.json({ success: true, message: 'Site removido.' });
        }),
      ],
    });
    const { wrapper } = wrapperFor(test);
    const list = renderHook(() => useEmbedSites(), { wrapper });
    const create = renderHook(() => useCreateEmbedSite(), { wrapper });
    const remove = renderHook(() => useDeleteEmbedSite(), { wrapper });
    await waitFor(() => expect(list.result.current.data?.sites).toHaveLength(1));
    await act(() =>
      create.result.current.mutateAsync({
        name: 'Blog',
        allowed_origins: ['https://blog.lojaaurora.com.br'],
        widgets: ['chatbot'],
      }),
    );
    await waitFor(() =>
      expect(list.result.current.data?.sites.map((row) => row.name)).toEqual(['Blog', 'Loja Aurora']),
    );
    await act(() => remove.result.current.mutateAsync(3));
    await waitFor(() => expect(list.result.current.data?.sites.map((row) => row.name)).toEqual(['Blog']));
  });

  it('lists the sites again after a site is changed or a custom agent leaves them', async () => {
    let sites = [site];
    const test = createTestClient({
      handlers: [
        http.get('/api/embed/sites/', () => HttpResponse.json({ success: true, sites, max_sites: 20 })),
        http.patch('/api/embed/sites/{id}/', async ({ request, response }) => {
          const body = (await request.json()) as { monthly_messages: number; published_agents: string[] };
          const updated = {
            ...site,
            monthly_messages: body.monthly_messages,
            published_agents: body.published_agents.map((id) => ({ id, name: 'Propostas Boa Vista' })),
          };
          sites = [updated];
          return response(200).json({ success: true, data: updated, message: 'Site atualizado.' });
        }),
        http.patch('/api/custom-agents/{id}/', ({ response }) => {
          // Turned owner-only: the server unpublishes it.
          sites = [{ ...site, monthly_messages: 500 }];
          return response(200).json({
            success: true,
            message: 'Agente Propostas Boa Vista salvo.',
            agent: { ...customAgent('cag_1', 'Propostas Boa Vista'), audience: 'owner' },
          });
        }),
      ],
    });
    const { wrapper } = wrapperFor(test);
    const list = renderHook(() => useEmbedSites(), { wrapper });
    const update = renderHook(() => useUpdateEmbedSite(), { wrapper });
    const agent = renderHook(() => useUpdateCustomAgent(), { wrapper });
    await waitFor(() => expect(list.result.current.data?.sites[0]?.monthly_messages).toBe(200));
    await act(() =>
      update.result.current.mutateAsync({
        id: 3,
        patch: { monthly_messages: 500, published_agents: ['cag_7Hq2LmX9pR4tVw8K'] },
      }),
    );
    await waitFor(() =>
      expect(list.result.current.data?.sites[0]?.published_agents).toEqual([
        { id: 'cag_7Hq2LmX9pR4tVw8K', name: 'Propostas Boa Vista' },
      ]),
    );
    expect(test.count('PATCH /api/embed/sites/3/')).toBe(1);
    await act(() =>
      agent.result.current.mutateAsync({ id: 'cag_7Hq2LmX9pR4tVw8K', patch: { audience: 'owner' } }),
    );
    await waitFor(() => expect(list.result.current.data?.sites[0]?.published_agents).toEqual([]));
  });

  it("gives the server's pt-BR refusal as the error message", async () => {
    const test = createTestClient({
      handlers: [
        http.post('/api/embed/sites/', () =>
          HttpResponse.json(
            {
              success: false,
              error: 'Origem inválida: "loja.com.br". Use https://dominio[:porta], sem caminho.',
            },
            { status: 400 },
          ),
        ),
      ],
    });
    const { wrapper } = wrapperFor(test);
    const create = renderHook(() => useCreateEmbedSite(), { wrapper });
    await expect(
      create.result.current.mutateAsync({
        name: 'Loja',
        allowed_origins: ['loja.com.br'],
        widgets: ['chatbot'],
      }),
    ).rejects.toThrow('Origem inválida: "loja.com.br". Use https://dominio[:porta], sem caminho.');
  });
});
