// @vitest-environment jsdom

import { createTestClient, HttpResponse, http } from '@sppock/sdk/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { wrapperFor } from '../testWrapper';
import { useApiKeys } from './useApiKeys';
import { useCreateApiKey } from './useCreateApiKey';
import { useRevokeApiKey } from './useRevokeApiKey';

const key = (id: string, name: string) => ({
  id,
  name,
  scopes: ['chat' as const],
  hint: 'spk_Q3x9…7fKa',
  created_at: '2026-11-20T13:02:11Z',
  last_used_at: null,
  team: false,
});

const TOO_MANY = 'Você já tem 20 chaves de API ativas. Revogue uma antes de criar outra.';

describe('chaves de API', () => {
  it('criar devolve o segredo uma vez e recarrega a lista; revogar tira a chave; a recusa chega em pt-BR', async () => {
    let keys = [key('3b0e9a52-6c1f-4d8e-9a7b-2f4c6d8e0a13', 'Planilha')];
    const test = createTestClient({
      handlers: [
        http.get('/api/accounts/api-keys/', () =>
          HttpResponse.json({ success: true, keys, max_keys: 20, can_create_team_keys: false }),
        ),
        http.post('/api/accounts/api-keys/', async ({ request }) => {
          const body = (await request.json()) as { name: string };
          if (keys.length >= 2) {
            return HttpResponse.json({ success: false, error: TOO_MANY }, { status: 403 });
          }
          const created = key('8d2c4e61-0a3b-4f5c-8e7d-9b1a2c3d4e5f', body.name);
          keys = [...keys, created];
          return HttpResponse.json(
            {
              success: true,
              message: `Chave "${body.name}" criada. Copie agora: ela não será mostrada de novo.`,
              key: created,
              secret: 'spk_Q3x9Lw2mT8vR4pZ6nK1yH7cB5dF0gJ3sE9uA2iO7fKa',
            },
            { status: 201 },
          );
        }),
        http.delete('/api/accounts/api-keys/{id}/', ({ params }) => {
          keys = keys.filter((k) => k.id !== params.id);
          return HttpResponse.json({ success: true, message: 'Chave revogada.' });
        }),
      ],
    });
    const { wrapper } = wrapperFor(test);
    const { result } = renderHook(
      () => ({ keys: useApiKeys(), create: useCreateApiKey(), revoke: useRevokeApiKey() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.keys.data?.keys).toHaveLength(1));
    const created = await act(() => result.current.create.mutateAsync({ name: 'Claude', scopes: ['chat'] }));
    expect(created.secret).toMatch(/^spk_/);
    await waitFor(() =>
      expect(result.current.keys.data?.keys.map((k) => k.name)).toEqual(['Planilha', 'Claude']),
    );
    await expect(
      act(() => result.current.create.mutateAsync({ name: 'Outra', scopes: ['chat'] })),
    ).rejects.toMatchObject({ message: TOO_MANY });
    await act(() => result.current.revoke.mutateAsync('3b0e9a52-6c1f-4d8e-9a7b-2f4c6d8e0a13'));
    await waitFor(() => expect(result.current.keys.data?.keys.map((k) => k.name)).toEqual(['Claude']));
  });
});
