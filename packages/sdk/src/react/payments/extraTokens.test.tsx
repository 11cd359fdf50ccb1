// @vitest-environment jsdom

import { createTestClient, HttpResponse, http } from '@sppock/sdk/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { wrapperFor } from '../testWrapper';
import { useBuyExtraTokens } from './useBuyExtraTokens';
import { useExtraTokens } from './useExtraTokens';

const overview = (tokens: number) => ({
  success: true as const,
  cycle_extra_tokens: tokens,
  cost_per_100k_extra: 0.5,
  can_buy: true,
  purchases: [],
});

describe('tokens extras', () => {
  it('uma compra atualiza os tokens extras do ciclo', async () => {
    let tokens = 0;
    const test = createTestClient({
      handlers: [
        http.get('/payments/extra-tokens/', () => HttpResponse.json(overview(tokens))),
        http.post('/payments/extra-tokens/', () => {
          tokens += 200_000;
          return HttpResponse.json(
            {
              success: true,
              message: '200.000 tokens extras adicionados ao seu ciclo atual.',
              checkout_url: null,
              purchase: {
                id: 'xtp_1',
                blocks: 2,
                tokens: 200_000,
                amount: 1,
                status: 'paid',
                created_at: '2026-03-01T00:00:00Z',
                paid_at: '2026-03-01T00:00:00Z',
              },
            },
            { status: 201 },
          );
        }),
      ],
    });
    const { wrapper } = wrapperFor(test);
    const { result } = renderHook(() => ({ overview: useExtraTokens(), buy: useBuyExtraTokens() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.overview.data?.cycle_extra_tokens).toBe(0));
    await act(() => result.current.buy.mutateAsync({ blocks: 2 }));
    await waitFor(() => expect(result.current.overview.data?.cycle_extra_tokens).toBe(200_000));
  });

  it('a recusa do plano chega como a mensagem do servidor', async () => {
    const error =
      'Tokens extras são para os planos Pro e Enterprise. Faça upgrade para o plano Pro para comprar.';
    const test = createTestClient({
      handlers: [
        http.post('/payments/extra-tokens/', () =>
          HttpResponse.json({ success: false, error }, { status: 403 }),
        ),
      ],
    });
    const { wrapper } = wrapperFor(test);
    const { result } = renderHook(() => useBuyExtraTokens(), { wrapper });
    await expect(act(() => result.current.mutateAsync({ blocks: 1 }))).rejects.toMatchObject({
      message: error,
    });
  });
});
