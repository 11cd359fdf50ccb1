// @vitest-environment jsdom

import { createTestClient, HttpResponse, http } from '@sppock/sdk/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { wrapperFor } from '../testWrapper';
import { useCreatePixCharge } from './useCreatePixCharge';
import { useExtraTokens } from './useExtraTokens';
import { usePixCharge } from './usePixCharge';
import { useUpgradeOptions } from './useUpgradeOptions';

const charge = (status: 'pending' | 'paid') => ({
  id: 'pix_1',
  purpose: 'extra_tokens' as const,
  plan_type: null,
  blocks: 2,
  tokens: 200_000,
  amount: 1,
  status,
  qr_code: '00020101021226880014br.gov.bcb.pix',
  qr_image_png: 'https://qr.stripe.com/x.png',
  qr_image_svg: 'https://qr.stripe.com/x.svg',
  expires_at: '2099-01-01T00:30:00Z',
  created_at: '2099-01-01T00:00:00Z',
  paid_at: status === 'paid' ? '2099-01-01T00:01:00Z' : null,
});

const planCharge = (status: 'pending' | 'paid') => ({
  ...charge(status),
  id: 'pix_plan1',
  purpose: 'plan_period' as const,
  plan_type: 'professional' as const,
  blocks: 0,
  tokens: 0,
  amount: 39.9,
});

describe('Pix', () => {
  it('acompanha a cobrança enquanto pendente e recarrega os tokens extras quando paga', async () => {
    let paid = false;
    let tokens = 0;
    let reads = 0;
    const test = createTestClient({
      handlers: [
        http.get('/payments/extra-tokens/', () =>
          HttpResponse.json({
            success: true,
            cycle_extra_tokens: tokens,
            cost_per_100k_extra: 0.5,
            can_buy: true,
            purchases: [],
          }),
        ),
        http.post('/payments/pix/charges/', () =>
          HttpResponse.json({ success: true, charge: charge('pending') }, { status: 201 }),
        ),
        http.get('/payments/pix/charges/{id}/', ({ params }) => {
          expect(params.id).toBe('pix_1');
          reads += 1;
          return HttpResponse.json({ success: true, charge: charge(paid ? 'paid' : 'pending') });
        }),
      ],
    });
    const { wrapper } = wrapperFor(test);
    const { result, rerender } = renderHook(
      ({ id }: { id: string | null }) => ({
        create: useCreatePixCharge(),
        charge: usePixCharge(id, {
          refetchInterval: (q) => (q.state.data?.charge.status === 'pending' ? 20 : false),
        }),
        overview: useExtraTokens(),
      }),
      { wrapper, initialProps: { id: null as string | null } },
    );
    await waitFor(() => expect(result.current.overview.data?.cycle_extra_tokens).toBe(0));
    expect(reads).toBe(0);
    const created = await act(() => result.current.create.mutateAsync({ blocks: 2 }));
    expect(created.charge.status).toBe('pending');
    rerender({ id: created.charge.id });
    await waitFor(() => expect(reads).toBeGreaterThan(1));
    expect(result.current.overview.data?.cycle_extra_tokens).toBe(0);
    paid = true;
    tokens = 200_000;
    await waitFor(() => expect(result.current.charge.data?.charge.status).toBe('paid'));
    await waitFor(() => expect(result.current.overview.data?.cycle_extra_tokens).toBe(200_000));
    const after = reads;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(reads).toBe(after);
  });

  it('o Pix de um período de plano, quando pago, recarrega o plano atual', async () => {
    let paid = false;
    const test = createTestClient({
      handlers: [
        http.get('/payments/upgrade/', () =>
          HttpResponse.json({
            success: true,
            plans: [],
            current_subscription: paid
              ? {
                  type: 'professional',
                  active: true,
                  id: 'sub_pix1',
                  cancel_at_period_end: false,
                  current_period_end: '2099-01-31T00:00:00Z',
                  paid_with: 'pix',
                  paid_until: '2099-01-31T00:00:00Z',
                }
              : null,
          }),
        ),
        http.post('/payments/pix/charges/', async ({ request }) => {
          expect(await request.json()).toEqual({ purpose: 'plan_period', plan_type: 'professional' });
          return HttpResponse.json({ success: true, charge: planCharge('pending') }, { status: 201 });
        }),
        http.get('/payments/pix/charges/{id}/', () =>
          HttpResponse.json({ success: true, charge: planCharge(paid ? 'paid' : 'pending') }),
        ),
      ],
    });
    const { wrapper } = wrapperFor(test);
    const { result, rerender } = renderHook(
      ({ id }: { id: string | null }) => ({
        create: useCreatePixCharge(),
        charge: usePixCharge(id, {
          refetchInterval: (q) => (q.state.data?.charge.status === 'pending' ? 20 : false),
        }),
        options: useUpgradeOptions(),
      }),
      { wrapper, initialProps: { id: null as string | null } },
    );
    await waitFor(() => expect(result.current.options.isSuccess).toBe(true));
    expect(result.current.options.data?.current_subscription).toBeNull();
    const created = await act(() =>
      result.current.create.mutateAsync({ purpose: 'plan_period', plan_type: 'professional' }),
    );
    rerender({ id: created.charge.id });
    await waitFor(() => expect(result.current.charge.data?.charge.status).toBe('pending'));
    // Pending: the plan is not read again.
    expect(test.count('GET /payments/upgrade/')).toBe(1);
    paid = true;
    await waitFor(() =>
      expect(result.current.options.data?.current_subscription).toMatchObject({
        type: 'professional',
        paid_with: 'pix',
      }),
    );
  });

  it('a recusa de um período de plano (409) chega como a mensagem do servidor', async () => {
    const error =
      'Seu plano Professional é cobrado no cartão. Para pagar com Pix, cancele a assinatura e, quando ela terminar, gere o Pix do plano.';
    const test = createTestClient({
      handlers: [
        http.post('/payments/pix/charges/', () =>
          HttpResponse.json({ success: false, error }, { status: 409 }),
        ),
      ],
    });
    const { wrapper } = wrapperFor(test);
    const { result } = renderHook(() => useCreatePixCharge(), { wrapper });
    await expect(
      act(() => result.current.mutateAsync({ purpose: 'plan_period', plan_type: 'enterprise' })),
    ).rejects.toMatchObject({ message: error });
  });

  it('no modo de teste a recusa chega como a mensagem do servidor', async () => {
    const error = 'Pix indisponível: este servidor está no modo de teste, sem provedor de pagamento real.';
    const test = createTestClient({
      handlers: [
        http.post('/payments/pix/charges/', () =>
          HttpResponse.json({ success: false, error }, { status: 503 }),
        ),
      ],
    });
    const { wrapper } = wrapperFor(test);
    const { result } = renderHook(() => useCreatePixCharge(), { wrapper });
    await expect(act(() => result.current.mutateAsync({ blocks: 1 }))).rejects.toMatchObject({
      message: error,
    });
  });
});
