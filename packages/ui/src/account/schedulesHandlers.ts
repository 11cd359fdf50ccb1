// MSW handlers of the 'Agendamentos' tab for its stories and tests (typed from the contract): the
// account's schedules, created, changed, run and removed in memory, with the plan's limit and
// the picker's rules refused as the server refuses them (the SDK's same rules). Times count
// from SCHEDULES_NOW, so every story and test reads the same next runs.
import { type components, nextScheduleRun, recurrenceError } from '@sppock/sdk';
import { type FixtureState, fixtureForever, SERVER_ERROR } from '../shell/shellHandlers';
import { http } from '../testing/msw';

type Schedule = components['schemas']['Schedule'];
type ScheduleRun = components['schemas']['ScheduleRun'];

/** Thursday 26/11/2026, 12:00 in São Paulo: the next Monday at 08:00 is 30/11. */
export const SCHEDULES_NOW = new Date('2026-11-26T15:00:00Z');

export const SCHEDULES: Schedule[] = [
  {
    id: 12,
    name: 'Concorrência das padarias',
    agent: 'chatsppock',
    message: 'Um resumo da concorrência das padarias de Campinas',
    frequency: 'weekly',
    time: '08:00',
    weekday: 1,
    day_of_month: null,
    cron: null,
    email_result: true,
    status: 'active',
    paused_reason: null,
    next_run_at: '2026-11-30T11:00:00Z',
    last_run: {
      id: 41,
      status: 'succeeded',
      trigger: 'scheduled',
      due_at: '2026-11-23T11:00:00Z',
      started_at: '2026-11-23T11:00:02Z',
      finished_at: '2026-11-23T11:00:19Z',
      session_id: '6f1c2a7e-3b4d-4e8a-9c21-5d7f8a0b1c23',
      agent: 'competition',
      error: null,
    },
    created_at: '2026-11-20T14:02:11Z',
    updated_at: '2026-11-23T11:00:19Z',
  },
];

/** A schedule the Sppock paused itself: the plan's tokens ran out. */
export const PAUSED_BY_PLAN: Schedule = {
  ...(SCHEDULES[0] as Schedule),
  id: 13,
  name: 'Posts da semana',
  agent: 'content_generator',
  message: 'Três posts para o Instagram da padaria',
  frequency: 'daily',
  time: '07:30',
  weekday: null,
  status: 'paused',
  paused_reason:
    'Você atingiu o limite de tokens do plano Pro neste ciclo. Compre tokens extras ou faça upgrade para continuar.',
  next_run_at: null,
  last_run: {
    id: 52,
    status: 'stopped',
    trigger: 'scheduled',
    due_at: '2026-11-26T10:30:00Z',
    started_at: '2026-11-26T10:30:01Z',
    finished_at: '2026-11-26T10:30:01Z',
    session_id: null,
    agent: null,
    error:
      'Você atingiu o limite de tokens do plano Pro neste ciclo. Compre tokens extras ou faça upgrade para continuar.',
  },
};

export interface SchedulesHandlerOptions {
  /** The schedules the account starts with. @default SCHEDULES */
  schedules?: Schedule[];
  /** How many the plan keeps. @default 10 (Pro) */
  limit?: number;
  /** How the list loads. @default 'ok' */
  list?: FixtureState;
}

export function schedulesHandlers({
  schedules: initial = SCHEDULES,
  limit = 10,
  list = 'ok',
}: SchedulesHandlerOptions = {}) {
  let schedules = [...initial];
  let nextId = 100;
  const notFound = { success: false as const, error: 'Agendamento não encontrado.' };
  const recurrenceOf = (s: {
    frequency: Schedule['frequency'];
    time?: string | null | undefined;
    weekday?: number | null | undefined;
    day_of_month?: number | null | undefined;
    cron?: string | null | undefined;
  }) => ({
    frequency: s.frequency,
    time: s.time ?? null,
    weekday: s.weekday ?? null,
    day_of_month: s.day_of_month ?? null,
    cron: s.cron ?? null,
  });
  const nextRun = (schedule: Schedule) =>
    nextScheduleRun(recurrenceOf(schedule), SCHEDULES_NOW)?.toISOString() ?? null;
  return [
    http.get('/api/schedules/', ({ response }) => {
      if (list === 'loading') {
        return fixtureForever();
      }
      if (list === 'error') {
        return response(500).json(SERVER_ERROR);
      }
      // A run started here is over by the next read.
      schedules = schedules.map((s) =>
        s.last_run?.status === 'running'
          ? {
              ...s,
              last_run: {
                ...s.last_run,
                status: 'succeeded',
                finished_at: SCHEDULES_NOW.toISOString(),
                session_id: '9a4e2c6b-1d8f-4b3a-8e7c-2f5d0a9b6c14',
                agent: s.agent,
              },
            }
          : s,
      );
      return response(200).json({ success: true, schedules, limit });
    }),
    http.post('/api/schedules/', async ({ request, response }) => {
      const body = await request.json();
      if (schedules.length >= limit) {
        return response(403).json({
          success: false,
          error: `O plano Pro permite ${limit} ${limit === 1 ? 'agendamento' : 'agendamentos'}. Exclua um ou faça upgrade para criar outro.`,
        });
      }
      const invalid = recurrenceError(recurrenceOf(body));
      if (invalid) {
        return response(400).json({ success: false, error: invalid });
      }
      nextId += 1;
      const created: Schedule = {
        id: nextId,
        name: body.name,
        agent: body.agent,
        message: body.message,
        ...recurrenceOf(body),
        email_result: body.email_result ?? false,
        status: 'active',
        paused_reason: null,
        next_run_at: null,
        last_run: null,
        created_at: SCHEDULES_NOW.toISOString(),
        updated_at: SCHEDULES_NOW.toISOString(),
      };
      created.next_run_at = nextRun(created);
      schedules = [...schedules, created];
      return response(201).json({
        success: true,
        message: 'Agendamento criado.',
        schedule: created,
      });
    }),
    http.patch('/api/schedules/{id}/', async ({ params, request, response }) => {
      const body = await request.json();
      const current = schedules.find((s) => s.id === Number(params.id));
      if (!current) {
        return response(404).json(notFound);
      }
      const { active, ...fields } = body;
      const merged: Schedule = { ...current, ...fields };
      const invalid = recurrenceError(recurrenceOf(merged));
      if (invalid) {
        return response(400).json({ success: false, error: invalid });
      }
      const status = active === undefined ? merged.status : active ? 'active' : 'paused';
      const saved: Schedule = {
        ...merged,
        status,
        paused_reason: status === 'active' ? null : merged.paused_reason,
        next_run_at: null,
      };
      saved.next_run_at = status === 'active' ? nextRun(saved) : null;
      schedules = schedules.map((s) => (s.id === saved.id ? saved : s));
      const message =
        active === false
          ? 'Agendamento pausado.'
          : active === true
            ? 'Agendamento retomado.'
            : 'Agendamento salvo.';
      return response(200).json({ success: true, message, schedule: saved });
    }),
    http.delete('/api/schedules/{id}/', ({ params, response }) => {
      const before = schedules.length;
      schedules = schedules.filter((s) => s.id !== Number(params.id));
      return schedules.length < before
        ? response(200).json({ success: true, message: 'Agendamento excluído.' })
        : response(404).json(notFound);
    }),
    http.post('/api/schedules/{id}/run/', ({ params, response }) => {
      const current = schedules.find((s) => s.id === Number(params.id));
      if (!current) {
        return response(404).json(notFound);
      }
      const run: ScheduleRun = {
        id: 900 + current.id,
        status: 'running',
        trigger: 'manual',
        due_at: SCHEDULES_NOW.toISOString(),
        started_at: SCHEDULES_NOW.toISOString(),
        finished_at: null,
        session_id: null,
        agent: null,
        error: null,
      };
      schedules = schedules.map((s) => (s.id === current.id ? { ...s, last_run: run } : s));
      return response(202).json({
        success: true,
        message: 'Execução iniciada. Você recebe uma notificação quando ela terminar.',
        run,
      });
    }),
    // A run's end reaches the bell: the list of notifications is read again.
    http.get('/api/support/notifications/', ({ response }) =>
      response(200).json({ success: true, notifications: [], unread_count: 0 }),
    ),
  ];
}
