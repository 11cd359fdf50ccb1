// @vitest-environment jsdom

import type { components } from '@sppock/sdk';
import { createTestClient, HttpResponse, http } from '@sppock/sdk/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { wrapperFor } from '../testWrapper';
import { useUsage } from '../usage/useUsage';
import { useCancelSubscription } from './useCancelSubscription';
import { useChangePlan } from './useChangePlan';
import { usePlans } from './usePlans';
import { useUpgradeOptions } from './useUpgradeOptions';

const usage = (tokens: number): components['schemas']['AgentUsageCurrent'] => ({
  success: true,
  usage: {
    tokens_used_this_month: tokens,
    conversations_this_month: 4,
    conversations_deleted: 0,
    active_conversations: 4,
    usage_percent: 12.5,
    unlimited: false,
    cycle_start: '2026-03-01T00:00:00Z',
    cycle_end: '2026-03-31T00:00:00Z',
  },
  limits: { max_tokens: 1_000_000, max_conversations: 50, flex_tokens: 100_000, cost_per_100k_extra: 0.5 },
  package_type: 'professional',
});

describe('invalidation', () => {
  it('a plan change refreshes usage and plans', async () => {
    let plan: 'freemium' | 'professional' = 'freemium';
    const test = createTestClient({
      handlers: [
        http.get('/api/agents/{agent}/api/usage/', ({ response }) =>
          response(200).json(usage(plan === 'freemium' ? 1000 : 2000)),
        ),
        http.get('/payments/upgrade/', ({ response }) =>
          response(200).json({
            success: true,
            plans: [],
            current_subscription: {
              type: plan,
              active: true,
              id: 'sub_7Kq2Xb9LmP4rT1Vw',
              cancel_at_period_end: false,
              current_period_end: '2026-04-20T13:00:00Z',
              paid_with: 'card',
              paid_until: null,
            },
          }),
        ),
        http.post('/payments/upgrade/', () => {
          plan = 'professional';
          return HttpResponse.json({
            success: true,
            message: 'Plano alterado!',
            new_plan: plan,
            redirect_url: null,
            checkout_url: null,
          });
        }),
      ],
    });
    const { wrapper } = wrapperFor(test);
    const { result } = renderHook(
      () => ({ usage: useUsage(), options: useUpgradeOptions(), change: useChangePlan() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.usage.data?.usage.tokens_used_this_month).toBe(1000));
    await waitFor(() => expect(result.current.options.isSuccess).toBe(true));
    await act(() =>
      result.current.change.mutateAsync({ plan_type: 'professional', payment_method_id: 'pm_card_visa' }),
    );
    await waitFor(() => expect(result.current.usage.data?.usage.tokens_used_this_month).toBe(2000));
    expect(test.count('GET /payments/upgrade/')).toBe(2);
  });
});

describe('errors the hooks give', () => {
  it('a failed plan change carries the toast text', async () => {
    const test = createTestClient({
      handlers: [
        http.post('/payments/upgrade/', () =>
          HttpResponse.json({ success: false, error: 'Cartão recusado' }, { status: 400 }),
        ),
      ],
    });
    const { wrapper } = wrapperFor(test);
    const { result } = renderHook(() => useChangePlan(), { wrapper });
    await act(() =>
      result.current
        .mutateAsync({ plan_type: 'enterprise', payment_method_id: 'pm_x' })
        .catch(() => undefined),
    );
    await waitFor(() => expect(result.current.error?.message).toBe('Erro ao realizar upgrade'));
    expect(result.current.error?.status).toBe(400);
  });
});

describe('useCancelSubscription', () => {
  it('cancelling refreshes the plans', async () => {
    let cancelled = false;
    const test = createTestClient({
      handlers: [
        http.get('/payments/upgrade/', () =>
          HttpResponse.json({
            success: true,
            plans: [],
            current_subscription: {
              type: 'professional',
              active: true,
              id: 'sub_1',
              cancel_at_period_end: cancelled,
              current_period_end: '2026-04-09T12:00:00Z',
              paid_with: 'card',
              paid_until: null,
            },
          }),
        ),
        http.post('/payments/cancel-subscription/', () => {
          cancelled = true;
          return HttpResponse.json({
            success: true,
            message: 'Assinatura cancelada.',
            new_plan: 'freemium',
            effective_at: '2026-04-09T12:00:00Z',
          });
        }),
      ],
    });
    const { wrapper } = wrapperFor(test);
    const { result } = renderHook(
      () => ({
        cancel: useCancelSubscription(),
        options: useUpgradeOptions(),
      }),
      { wrapper },
    );
    await waitFor(() =>
      expect(result.current.options.data?.current_subscription?.cancel_at_period_end).toBe(false),
    );
    await act(() => result.current.cancel.mutateAsync());
    await waitFor(() => expect(result.current.cancel.data?.message).toBe('Assinatura cancelada.'));
    await waitFor(() =>
      expect(result.current.options.data?.current_subscription?.cancel_at_period_end).toBe(true),
    );
  });

  it('a failed cancel reads the server error, else the fallback', async () => {
    const test = createTestClient({
      handlers: [
        http.post('/payments/cancel-subscription/', ({ response }) =>
          // Deliberately outside the contract (which always sends `error`): a body without text, as a proxy's, reads the fallback.
          response.untyped(HttpResponse.json({ success: false }, { status: 400 })),
        ),
      ],
    });
    const { result } = renderHook(() => useCancelSubscription(), wrapperFor(test));
    await act(() => result.current.mutateAsync().catch(() => undefined));
    await waitFor(() => expect(result.current.error?.message).toBe('Erro ao cancelar assinatura'));
  });
});

describe('usePlans', () => {
  it('works signed out', async () => {
    const test = createTestClient({
      handlers: [http.get('/payments/plans/', () => HttpResponse.json({ success: true, plans: [] }))],
      user: null,
    });
    const { result } = renderHook(() => usePlans(), wrapperFor(test));
    await waitFor(() => expect(result.current.data?.plans).toEqual([]));
  });

  it('a failure reads "Erro ao carregar dados"', async () => {
    const test = createTestClient({
      handlers: [
        http.get('/payments/plans/', ({ response }) =>
          // Deliberately outside the contract (which always sends `error`): a body without text, as a proxy's, reads the fallback.
          response.untyped(HttpResponse.json({ success: false }, { status: 500 })),
        ),
      ],
    });
    const { result } = renderHook(() => usePlans(), wrapperFor(test));
    await waitFor(() => expect(result.current.error?.message).toBe('Erro ao carregar dados'));
  });
});
