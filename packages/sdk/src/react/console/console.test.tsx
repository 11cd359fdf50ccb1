// @vitest-environment jsdom

import { createTestClient, HttpResponse, http } from '@sppock/sdk/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { wrapperFor } from '../testWrapper';
import { useAgentTokenUsage } from './useAgentTokenUsage';
import { useAgentUsageHistory } from './useAgentUsageHistory';
import { useModelRateLimits } from './useModelRateLimits';
import { useQueueStats } from './useQueueStats';
import { useRoutingQuality } from './useRoutingQuality';
import { useSetModelLimits } from './useSetModelLimits';

const stats = {
  active_requests: 2,
  avg_response_time: 0.42,
  error_rate: 0,
  system_health: 'healthy' as const,
  queued_jobs: 0,
  completed_last_hour: 12,
  failed_last_hour: 0,
  workers: 1,
};

const limits = (current: number) => ({
  current_minute_tokens: 900,
  minute_token_limit: null,
  current_minute_requests: current,
  minute_request_limit: 5,
  current_daily_tokens: 900,
  daily_token_limit: null,
  current_daily_requests: current,
  daily_request_limit: null,
  tier: null,
});

describe('console hooks', () => {
  it('reads the queue; an answer without stats is "Dados inválidos da API"', async () => {
    const ok = createTestClient({
      handlers: [http.get('/api/agents/async/stats/', () => HttpResponse.json({ success: true, stats }))],
    });
    const good = renderHook(() => useQueueStats(), { wrapper: wrapperFor(ok).wrapper });
    await waitFor(() => expect(good.result.current.data?.stats.avg_response_time).toBe(0.42));

    const broken = createTestClient({
      handlers: [
        http.get('/api/agents/async/stats/', ({ response }) =>
          // Deliberately outside the contract (which requires `stats`): a broken answer the hook must refuse.
          response.untyped(HttpResponse.json({ success: true })),
        ),
      ],
    });
    const bad = renderHook(() => useQueueStats({ retry: false }), { wrapper: wrapperFor(broken).wrapper });
    await waitFor(() => expect(bad.result.current.error?.message).toBe('Dados inválidos da API'));
  });

  it('asks for the month and the page it is given; errors read the console catalogue', async () => {
    const seen: string[] = [];
    const test = createTestClient({
      handlers: [
        http.get('/api/agents/tokens/usage/', ({ request }) => {
          seen.push(new URL(request.url).search);
          return HttpResponse.json(
            { success: false, error: 'Mês inválido. Use o formato YYYY-MM.' },
            { status: 400 },
          );
        }),
        http.get('/api/agents/usage/history/', ({ request }) => {
          seen.push(new URL(request.url).search);
          return HttpResponse.json(
            { success: false, error: 'Acesso restrito a superusuários.' },
            { status: 403 },
          );
        }),
      ],
    });
    const { wrapper } = wrapperFor(test);
    const usage = renderHook(() => useAgentTokenUsage('2027-01', { retry: false }), { wrapper });
    const history = renderHook(() => useAgentUsageHistory('all', { retry: false }), { wrapper });
    await waitFor(() =>
      expect(usage.result.current.error?.message).toBe('Mês inválido. Use o formato YYYY-MM.'),
    );
    await waitFor(() =>
      expect(history.result.current.error?.message).toBe('Acesso restrito a superusuários.'),
    );
    expect(seen).toContain('?month=2027-01');
    expect(seen).toContain('?all=true');
  });

  it('routing quality: asks for the weeks it is given; a refusal reads the console catalogue', async () => {
    const seen: string[] = [];
    const quality = {
      success: true as const,
      weeks: 4,
      from: '2026-02-23',
      agents: [],
      rows: [],
    };
    const test = createTestClient({
      handlers: [
        http.get('/api/agents/routing/quality/', ({ request }) => {
          seen.push(new URL(request.url).search);
          return seen.length === 1
            ? HttpResponse.json(quality)
            : HttpResponse.json(
                { success: false, error: 'Acesso restrito a superusuários.' },
                { status: 403 },
              );
        }),
      ],
    });
    const { wrapper } = wrapperFor(test);
    const first = renderHook(() => useRoutingQuality(4), { wrapper });
    await waitFor(() => expect(first.result.current.data).toEqual(quality));
    const refused = renderHook(() => useRoutingQuality(undefined, { retry: false }), { wrapper });
    await waitFor(() =>
      expect(refused.result.current.error?.message).toBe('Acesso restrito a superusuários.'),
    );
    expect(seen).toEqual(['?weeks=4', '']);
  });

  it('saving a model limit refreshes the limit panels', async () => {
    let current = 1;
    const test = createTestClient({
      handlers: [
        http.get('/api/agents/llm/rate-limits/', () =>
          HttpResponse.json({ success: true, limits: { 'sppock-offline': limits(current) } }),
        ),
        http.put('/api/agents/llm/models/{model}/limits/', () => {
          current = 5;
          return HttpResponse.json({ success: true, model: 'sppock-offline', limits: limits(5) });
        }),
      ],
    });
    const { wrapper } = wrapperFor(test);
    const panel = renderHook(() => useModelRateLimits(), { wrapper });
    const save = renderHook(() => useSetModelLimits(), { wrapper });
    await waitFor(() =>
      expect(panel.result.current.data?.limits['sppock-offline']?.current_minute_requests).toBe(1),
    );
    await act(() =>
      save.result.current.mutateAsync({
        model: 'sppock-offline',
        limits: {
          requests_per_minute: 5,
          tokens_per_minute: null,
          requests_per_day: null,
          tokens_per_day: null,
          tier: null,
        },
      }),
    );
    await waitFor(() =>
      expect(panel.result.current.data?.limits['sppock-offline']?.current_minute_requests).toBe(5),
    );
  });
});
