// Scheduled runs (issue 30 item 4) by HTTP and by the sweep, on PGlite and on PostgreSQL: the
// picker and cron checked, the plan's limit (also with creations at once), other people's ids,
// a run on a manual clock landing as a titled conversation with a bell notice and an e-mail,
// once only however many sweeps see the due time, one catch-up after a restart, and a plan that
// runs out pausing the schedule.
import { formatScheduleDate, SCHEDULE_MESSAGE_MAX } from '@sppock/sdk/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, startTestServer, type TestServer, type TestUser } from '../../../test/harness.ts';
import { DAY, HOUR } from '../../clock.ts';
import { chatMessages, chatSessions } from '../conversations/schema.ts';
import { llmCalls } from '../metering/schema.ts';
import { SCHEDULE_MESSAGES as M } from './messages.ts';
import { sweepDueSchedules } from './runs.ts';
import { scheduleRuns, schedules } from './schema.ts';

// biome-ignore lint/suspicious/noExplicitAny: replies read field by field by the assertions
type Body = Record<string, any>;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const LIST = '/api/schedules/';
const call = (s: TestServer, method: string, url: string, user: TestUser | null, body?: unknown) =>
  s.request<Body>(method, url, { ...(user ? { token: user.access } : {}), ...(body ? { body } : {}) });

const weekly = {
  name: 'Concorrência das padarias',
  agent: 'chatsppock',
  message: 'Um resumo da concorrência das padarias de Campinas',
  frequency: 'weekly',
  time: '08:00',
  weekday: 1,
};

async function create(s: TestServer, user: TestUser, body: Body = weekly) {
  const reply = await call(s, 'POST', LIST, user, body);
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body.schedule as Body;
}

async function bell(s: TestServer, user: TestUser) {
  const reply = await call(s, 'GET', '/api/support/notifications/', user);
  return (reply.body.notifications as Body[])
    .filter((n) => n.notification_type === 'scheduled_run')
    .map((n) => ({ title: n.title, content: n.content }));
}

async function runsOf(s: TestServer, id: number) {
  return s.services.db.select().from(scheduleRuns).where(eq(scheduleRuns.scheduleId, id));
}

/**
 * Sweeps until nothing is due (the file's server is shared: other tests' schedules fall due too
 * when the clock moves, so the assertions look at one schedule's runs).
 */
async function sweepAll(s: TestServer) {
  while ((await sweepDueSchedules(s.services)) > 0) {
    // the next batch
  }
}

/** Moves the clock just past the schedule's next run (the user logs in again). */
async function reachNextRun(s: TestServer, user: TestUser, schedule: Body) {
  const wait = Date.parse(schedule.next_run_at) - s.clock.now().getTime();
  await s.advance(wait + 1_000, user);
}

describe('agendamentos', () => {
  it('cria com o seletor, mostra a próxima execução em pt-BR e lista com o limite do plano', async () => {
    const user = await server.signup();
    const reply = await call(server, 'POST', LIST, user, { ...weekly, email_result: true });
    expect(reply.status).toBe(201);
    expect(reply.body.message).toMatch(
      /^Agendamento criado\. Próxima execução: segunda, \d\d\/\d\d às 08:00$/,
    );
    const schedule = reply.body.schedule;
    expect(schedule).toMatchObject({
      name: weekly.name,
      agent: 'chatsppock',
      frequency: 'weekly',
      time: '08:00',
      weekday: 1,
      day_of_month: null,
      cron: null,
      email_result: true,
      status: 'active',
      last_run: null,
    });
    // Monday 08:00 in São Paulo is 11:00 UTC, within the next week.
    const next = new Date(schedule.next_run_at);
    expect(next.getUTCDay()).toBe(1);
    expect(next.getUTCHours()).toBe(11);
    expect(next.getTime() - server.clock.now().getTime()).toBeLessThanOrEqual(7 * DAY);
    const list = await call(server, 'GET', LIST, user);
    expect(list.body).toMatchObject({ success: true, limit: 1 });
    expect(list.body.schedules.map((s: Body) => s.id)).toEqual([schedule.id]);
  });

  it('recusa horário, cron, pedido e agente inválidos com a razão em pt-BR', async () => {
    const user = await server.signup();
    const refused = async (body: Body, status: number, error: string) => {
      const reply = await call(server, 'POST', LIST, user, { ...weekly, ...body });
      expect(reply.status, JSON.stringify(reply.body)).toBe(status);
      expect(reply.body).toEqual({ success: false, error });
    };
    await refused({ time: '8h' }, 400, 'Informe o horário no formato HH:MM (por exemplo, 08:00).');
    await refused({ weekday: null }, 400, 'Escolha o dia da semana.');
    await refused({ frequency: 'monthly', day_of_month: 32 }, 400, 'Escolha um dia do mês entre 1 e 31.');
    await refused(
      { frequency: 'cron', cron: '*/5 * * * *' },
      400,
      'Na expressão cron, o minuto precisa ser um número só: no máximo uma execução por hora.',
    );
    await refused({ frequency: 'cron', cron: '0 8 30 2 *' }, 400, 'Essa expressão cron nunca acontece.');
    await refused({ message: '   ' }, 400, M.emptyMessage);
    await refused({ message: 'a'.repeat(SCHEDULE_MESSAGE_MAX + 1) }, 400, M.messageTooLong);
    await refused({ name: 'n'.repeat(81) }, 400, M.nameTooLong);
    await refused({ agent: 'nao_existe' }, 400, M.invalidAgent);
    await refused({ frequency: 'hourly' }, 400, M.invalidFrequency);
    // An agent outside the Free plan, named with the plan that unlocks it.
    await refused(
      { agent: 'content_ideas' },
      403,
      'O agente Content Ideas está disponível a partir do plano Pro. Faça upgrade para usá-lo.',
    );
    expect((await call(server, 'GET', LIST, user)).body.schedules).toEqual([]);
    // A cron within the rules is stored with its spaces collapsed.
    const cron = await create(server, user, {
      ...weekly,
      frequency: 'cron',
      cron: ' 15  8 * * 1-5 ',
      time: '09:00',
    });
    expect(cron).toMatchObject({ frequency: 'cron', cron: '15 8 * * 1-5', time: null, weekday: null });
  });

  it('o limite do plano: Free 1, Pro 10, dito com o plano; criações simultâneas param no limite', async () => {
    const free = await server.signup();
    await create(server, free);
    const second = await call(server, 'POST', LIST, free, weekly);
    expect(second.status).toBe(403);
    expect(second.body.error).toBe(
      'O plano Free permite 1 agendamento. Exclua um ou faça upgrade para criar outro.',
    );

    const pro = await server.signup();
    expect(
      (await call(server, 'POST', '/payments/upgrade/', pro, { plan_type: 'professional' })).status,
    ).toBe(200);
    expect((await call(server, 'GET', LIST, pro)).body.limit).toBe(10);
    const replies = await Promise.all(
      Array.from({ length: 14 }, (_, i) =>
        call(server, 'POST', LIST, pro, { ...weekly, name: `Resumo ${i}` }),
      ),
    );
    expect(replies.filter((r) => r.status === 201)).toHaveLength(10);
    expect(replies.filter((r) => r.status === 403).map((r) => r.body.error)).toEqual(
      Array(4).fill('O plano Pro permite 10 agendamentos. Exclua um ou faça upgrade para criar outro.'),
    );
    // Ten runs of one person at the same minute would wait the chat's spacing one after the other
    // in the tests below (the file's server is shared): they leave now.
    await server.services.db.delete(schedules).where(eq(schedules.userId, pro.id));
  });

  it('só o dono vê, altera, executa e exclui: o id de outra pessoa é 404; sem sessão, 401', async () => {
    const owner = await server.signup();
    const other = await server.signup();
    const schedule = await create(server, owner);
    const url = `${LIST}${schedule.id}/`;
    for (const [method, path, body] of [
      ['PATCH', url, { active: false }],
      ['DELETE', url, undefined],
      ['POST', `${url}run/`, undefined],
    ] as const) {
      const reply = await call(server, method, path, other, body);
      expect(reply.status).toBe(404);
      expect(reply.body).toEqual({ success: false, error: M.notFound });
      expect((await call(server, method, path, null, body)).status).toBe(401);
    }
    expect((await call(server, 'GET', LIST, other)).body.schedules).toEqual([]);
    expect((await call(server, 'PATCH', `${LIST}99999999/`, owner, { active: false })).status).toBe(404);
    expect((await runsOf(server, schedule.id)).length).toBe(0);
    const [row] = await server.services.db.select().from(schedules).where(eq(schedules.id, schedule.id));
    expect(row?.status).toBe('active');
  });

  it('altera, pausa e retoma: pausado não tem próxima execução; retomado conta a partir de agora', async () => {
    const user = await server.signup();
    const schedule = await create(server, user);
    const url = `${LIST}${schedule.id}/`;
    const monthly = await call(server, 'PATCH', url, user, {
      frequency: 'monthly',
      day_of_month: 31,
      time: '09:30',
      name: 'Fechamento do mês',
    });
    expect(monthly.status, JSON.stringify(monthly.body)).toBe(200);
    expect(monthly.body.message).toBe(M.saved);
    expect(monthly.body.schedule).toMatchObject({
      name: 'Fechamento do mês',
      frequency: 'monthly',
      day_of_month: 31,
      weekday: null,
      time: '09:30',
    });
    const paused = await call(server, 'PATCH', url, user, { active: false });
    expect(paused.body).toMatchObject({
      message: M.paused,
      schedule: { status: 'paused', next_run_at: null },
    });
    // Paused, its due time passes without a run.
    await server.advance(40 * DAY, user);
    await sweepAll(server);
    expect(await runsOf(server, schedule.id)).toEqual([]);
    const resumed = await call(server, 'PATCH', url, user, { active: true });
    expect(resumed.body.message).toMatch(
      /^Agendamento retomado\. Próxima execução: \w+, \d\d\/\d\d às 09:30$/,
    );
    expect(Date.parse(resumed.body.schedule.next_run_at)).toBeGreaterThan(server.clock.now().getTime());
    expect((await call(server, 'PATCH', url, user, {})).body.error).toBe(M.nothingToChange);
    expect((await call(server, 'DELETE', url, user)).body).toEqual({ success: true, message: M.deleted });
    expect((await call(server, 'GET', LIST, user)).body.schedules).toEqual([]);
  });

  it('dispara no relógio manual: uma conversa com o nome e a data, o sino e o e-mail; uma vez só', async () => {
    const user = await server.signup({ first_name: 'Ana' });
    const schedule = await create(server, user, { ...weekly, email_result: true });
    // Not due yet: the sweep runs nothing of it.
    await sweepAll(server);
    expect(await runsOf(server, schedule.id)).toEqual([]);
    await reachNextRun(server, user, schedule);
    // Sweeps that overlap see the same due time: one of them runs it.
    await Promise.all([sweepAll(server), sweepAll(server), sweepAll(server)]);
    await sweepAll(server);

    const title = `${weekly.name} — ${formatScheduleDate(server.clock.now())}`;
    const runs = await runsOf(server, schedule.id);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({
      status: 'succeeded',
      trigger: 'scheduled',
      agent: 'chatsppock',
      error: null,
    });
    expect(runs[0]?.dueAt.toISOString()).toBe(new Date(schedule.next_run_at).toISOString());
    const [conversation] = await server.services.db
      .select()
      .from(chatSessions)
      .where(and(eq(chatSessions.userId, user.id), eq(chatSessions.title, title)));
    expect(conversation?.id).toBe(runs[0]?.sessionId);
    const messages = await server.services.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.sessionId, conversation?.id ?? ''));
    expect(messages.map((m) => m.role).sort()).toEqual(['assistant', 'user']);
    const asked = messages.find((m) => m.role === 'user');
    const answered = messages.find((m) => m.role === 'assistant');
    expect(asked?.content).toBe(weekly.message);

    expect(await bell(server, user)).toEqual([
      {
        title: `Agendamento concluído: ${weekly.name}`,
        content: `A resposta de "${weekly.name}" está na conversa "${title}".`,
      },
    ]);
    const mails = (await server.outbox(user.email)).filter((m) => m.subject === `Sppock — ${weekly.name}`);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body).toContain(answered?.content.slice(0, 40));
    expect(mails[0]?.body).toContain(`http://app.sppock.test/agents/chatsppock?session=${conversation?.id}`);

    // The list shows the run and the next Monday, a week later.
    const [listed] = (await call(server, 'GET', LIST, user)).body.schedules;
    expect(listed.last_run).toMatchObject({ status: 'succeeded', session_id: conversation?.id });
    expect(Date.parse(listed.next_run_at) - Date.parse(schedule.next_run_at)).toBe(7 * DAY);
  });

  it('duas execuções da mesma pessoa ao mesmo agente no mesmo minuto: a segunda espera o espaçamento do chat e roda', async () => {
    const user = await server.signup();
    expect(
      (await call(server, 'POST', '/payments/upgrade/', user, { plan_type: 'professional' })).status,
    ).toBe(200);
    const daily = { ...weekly, agent: 'email_writer', frequency: 'daily', time: '07:00' };
    const first = await create(server, user, { ...daily, name: 'Bom dia' });
    const second = await create(server, user, { ...daily, name: 'Bom dia, de novo' });
    await reachNextRun(server, user, first);
    await sweepAll(server);
    for (const schedule of [first, second]) {
      expect((await runsOf(server, schedule.id)).map((run) => run.status)).toEqual(['succeeded']);
    }
  }, 20_000);

  it('executar agora: 202 na hora, a resposta chega depois; outra em andamento é 409', async () => {
    const user = await server.signup();
    const schedule = await create(server, user, {
      ...weekly,
      agent: 'email_writer',
      message: 'E-mail de boas-vindas',
    });
    const url = `${LIST}${schedule.id}/run/`;
    const started = await call(server, 'POST', url, user);
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({
      success: true,
      message: M.runStarted,
      run: { status: 'running', trigger: 'manual' },
    });
    await server.services.background.drain();
    const [run] = await runsOf(server, schedule.id);
    expect(run).toMatchObject({ status: 'succeeded', agent: 'email_writer' });
    // The schedule's own times are untouched.
    const [listed] = (await call(server, 'GET', LIST, user)).body.schedules;
    expect(listed.next_run_at).toBe(schedule.next_run_at);

    // A run still in progress (as another node would hold it): 409, nothing started.
    await server.services.db.insert(scheduleRuns).values({
      scheduleId: schedule.id,
      trigger: 'manual',
      dueAt: new Date(server.clock.now().getTime() - HOUR),
      startedAt: server.clock.now(),
    });
    const busy = await call(server, 'POST', url, user);
    expect(busy.status).toBe(409);
    expect(busy.body).toEqual({ success: false, error: M.alreadyRunning });
  });

  it('o plano acabou: a execução para, o agendamento se pausa e o sino diz por quê', async () => {
    const user = await server.signup();
    const schedule = await create(server, user, { ...weekly, email_result: true });
    // The Free plan's 100 000 tokens and the 20 % flex margin, all used.
    await server.services.db.insert(llmCalls).values({
      userId: user.id,
      agent: 'chatsppock',
      provider: 'offline',
      model: 'sppock-offline',
      inputTokens: 130_000,
      outputTokens: 0,
      outcome: 'ok',
      createdAt: server.clock.now(),
    });
    await reachNextRun(server, user, schedule);
    await sweepAll(server);
    const [run, ...more] = await runsOf(server, schedule.id);
    expect(more).toEqual([]);
    expect(run?.status).toBe('stopped');
    expect(run?.error).toMatch(/tokens/);
    const [listed] = (await call(server, 'GET', LIST, user)).body.schedules;
    expect(listed).toMatchObject({ status: 'paused', next_run_at: null, paused_reason: run?.error });
    const notices = await bell(server, user);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.title).toBe(`Agendamento pausado: ${weekly.name}`);
    expect(notices[0]?.content).toContain(String(run?.error));
    expect(notices[0]?.content).toContain('retome-o em Minha Conta › Agendamentos');
    // No conversation was opened, and no e-mail of a result went out.
    const conversations = await server.services.db
      .select()
      .from(chatSessions)
      .where(eq(chatSessions.userId, user.id));
    expect(conversations).toEqual([]);
    expect((await server.outbox(user.email)).filter((m) => m.subject === `Sppock — ${weekly.name}`)).toEqual(
      [],
    );
    // Paused: a week later nothing runs.
    await server.advance(8 * DAY, user);
    await sweepAll(server);
    expect(await runsOf(server, schedule.id)).toHaveLength(1);
  });
});

describe('agendamentos entre reinícios e nós', () => {
  it('sobrevive a um reinício: horários perdidos viram uma execução só, e a próxima conta de agora', async () => {
    const database = await openTestDatabase();
    const first = await startTestServer({ database });
    try {
      const user = await first.signup();
      const schedule = await create(first, user, { ...weekly, frequency: 'daily' });
      await first.close();
      // Three days without any node up.
      first.clock.advance(3 * DAY + HOUR);
      const second = await startTestServer({ database, clock: first.clock });
      try {
        expect(await sweepDueSchedules(second.services)).toBe(1);
        expect(await sweepDueSchedules(second.services)).toBe(0);
        const runs = await runsOf(second, schedule.id);
        expect(runs).toHaveLength(1);
        expect(runs[0]?.dueAt.toISOString()).toBe(new Date(schedule.next_run_at).toISOString());
        const [row] = await second.services.db.select().from(schedules).where(eq(schedules.id, schedule.id));
        const next = row?.nextRunAt?.getTime() ?? 0;
        expect(next).toBeGreaterThan(second.clock.now().getTime());
        expect(next - second.clock.now().getTime()).toBeLessThanOrEqual(DAY);
      } finally {
        await second.close();
      }
    } finally {
      await database.close();
    }
  }, 120_000);

  it('dois servidores no mesmo banco varrendo juntos: cada horário roda uma vez', async () => {
    const database = await openTestDatabase();
    const a = await startTestServer({ database });
    const b = await startTestServer({ database, clock: a.clock });
    try {
      const users = await Promise.all([a.signup(), a.signup(), a.signup()]);
      const created = await Promise.all(
        users.map((user) => create(a, user, { ...weekly, frequency: 'daily' })),
      );
      a.clock.advance(DAY + HOUR);
      const counts = await Promise.all(
        Array.from({ length: 8 }, (_, i) => sweepDueSchedules((i % 2 ? a : b).services)),
      );
      expect(counts.reduce((sum, n) => sum + n, 0)).toBe(3);
      for (const schedule of created) {
        const runs = await runsOf(a, schedule.id);
        expect(runs.map((run) => run.status)).toEqual(['succeeded']);
      }
      const titled = await a.services.db.select().from(chatSessions);
      expect(titled.filter((s) => s.title.startsWith(weekly.name))).toHaveLength(3);
    } finally {
      await b.close();
      await a.close();
      await database.close();
    }
  }, 120_000);
});
