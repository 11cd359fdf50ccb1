// @vitest-environment jsdom

import type { components } from '@sppock/sdk';
import { createTestClient, HttpResponse, http } from '@sppock/sdk/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { wrapperFor } from '../testWrapper';
import { useCreateSchedule } from './useCreateSchedule';
import { useRunScheduleNow } from './useRunScheduleNow';
import { useSchedules } from './useSchedules';
import { useUpdateSchedule } from './useUpdateSchedule';

type Schedule = components['schemas']['Schedule'];

const schedule = (overrides: Partial<Schedule> = {}): Schedule => ({
  id: 12,
  name: 'Concorrência das padarias',
  agent: 'chatsppock',
  message: 'Um resumo da concorrência das padarias de Campinas',
  frequency: 'weekly',
  time: '08:00',
  weekday: 1,
  day_of_month: null,
  cron: null,
  email_result: false,
  status: 'active',
  paused_reason: null,
  next_run_at: '2026-11-30T11:00:00Z',
  last_run: null,
  created_at: '2026-11-26T14:02:11Z',
  updated_at: '2026-11-26T14:02:11Z',
  ...overrides,
});

describe('agendamentos (hooks)', () => {
  it('criar e pausar leem a lista de novo; a recusa do plano chega em pt-BR', async () => {
    let stored: Schedule[] = [];
    const test = createTestClient({
      handlers: [
        http.get('/api/schedules/', () => HttpResponse.json({ success: true, schedules: stored, limit: 1 })),
        http.post('/api/schedules/', async ({ request }) => {
          const body = await request.json();
          if (stored.length >= 1) {
            return HttpResponse.json(
              {
                success: false,
                error: 'O plano Free permite 1 agendamento. Exclua um ou faça upgrade para criar outro.',
              },
              { status: 403 },
            );
          }
          stored = [schedule({ name: body.name })];
          return HttpResponse.json(
            { success: true, message: 'Agendamento criado.', schedule: stored[0] as Schedule },
            { status: 201 },
          );
        }),
        http.patch('/api/schedules/{id}/', async ({ params, request }) => {
          const body = await request.json();
          stored = stored.map((s) =>
            s.id === Number(params.id) && body.active === false
              ? { ...s, status: 'paused', next_run_at: null }
              : s,
          );
          return HttpResponse.json({
            success: true,
            message: 'Agendamento pausado.',
            schedule: stored[0] as Schedule,
          });
        }),
      ],
    });
    const { wrapper } = wrapperFor(test);
    const { result } = renderHook(
      () => ({ list: useSchedules(), create: useCreateSchedule(), update: useUpdateSchedule() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.data?.schedules).toEqual([]));
    const input = {
      name: 'Resumo semanal',
      agent: 'chatsppock' as const,
      message: 'Um resumo da concorrência',
      frequency: 'weekly' as const,
      time: '08:00',
      weekday: 1,
    };
    await act(() => result.current.create.mutateAsync(input));
    await waitFor(() =>
      expect(result.current.list.data?.schedules.map((s) => s.name)).toEqual(['Resumo semanal']),
    );
    await act(() => result.current.update.mutateAsync({ id: 12, patch: { active: false } }));
    await waitFor(() => expect(result.current.list.data?.schedules[0]?.status).toBe('paused'));
    await act(async () => {
      await result.current.create.mutateAsync(input).catch(() => undefined);
    });
    await waitFor(() =>
      expect(result.current.create.error?.message).toBe(
        'O plano Free permite 1 agendamento. Exclua um ou faça upgrade para criar outro.',
      ),
    );
  });

  it('executar agora: a lista é lida de novo enquanto a execução roda, até ela terminar', async () => {
    let reads = 0;
    const test = createTestClient({
      handlers: [
        http.get('/api/schedules/', () => {
          reads += 1;
          const status = reads <= 2 ? 'running' : 'succeeded';
          return HttpResponse.json({
            success: true,
            limit: 1,
            schedules: [
              schedule({
                last_run: {
                  id: 42,
                  status,
                  trigger: 'manual',
                  due_at: '2026-11-26T15:12:00Z',
                  started_at: '2026-11-26T15:12:00Z',
                  finished_at: status === 'running' ? null : '2026-11-26T15:12:09Z',
                  session_id: status === 'running' ? null : '6f1c2a7e-3b4d-4e8a-9c21-5d7f8a0b1c23',
                  agent: status === 'running' ? null : 'chatsppock',
                  error: null,
                },
              }),
            ],
          });
        }),
        http.post('/api/schedules/{id}/run/', () =>
          HttpResponse.json(
            {
              success: true,
              message: 'Execução iniciada. Você recebe uma notificação quando ela terminar.',
              run: {
                id: 42,
                status: 'running',
                trigger: 'manual',
                due_at: '2026-11-26T15:12:00Z',
                started_at: '2026-11-26T15:12:00Z',
                finished_at: null,
                session_id: null,
                agent: null,
                error: null,
              },
            },
            { status: 202 },
          ),
        ),
        http.get('/api/support/notifications/', () =>
          HttpResponse.json({ success: true, notifications: [], unread_count: 0 }),
        ),
      ],
    });
    const { wrapper } = wrapperFor(test);
    const { result } = renderHook(() => ({ list: useSchedules(), run: useRunScheduleNow() }), { wrapper });
    await waitFor(() => expect(result.current.list.data?.schedules[0]?.last_run?.status).toBe('running'));
    const started = await act(() => result.current.run.mutateAsync({ id: 12 }));
    expect(started.run.status).toBe('running');
    await waitFor(() => expect(result.current.list.data?.schedules[0]?.last_run?.status).toBe('succeeded'), {
      timeout: 10_000,
    });
    expect(reads).toBeGreaterThanOrEqual(3);
  }, 15_000);
});
