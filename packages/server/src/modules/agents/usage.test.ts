import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { talk } from '../../../test/conversations.ts';
import { startTestServer, type TestServer, type TestUser } from '../../../test/harness.ts';
import { DAY } from '../../clock.ts';
import { users } from '../accounts/schema.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

interface Usage {
  tokens_used_this_month: number;
  conversations_this_month: number;
  conversations_deleted: number;
  active_conversations: number;
  usage_percent: number;
  unlimited: boolean;
  cycle_start: string;
  cycle_end: string;
}
interface UsageBody {
  success: true;
  usage: Usage;
  limits: Record<string, number | null>;
  package_type: string;
}
interface Month {
  month_name: string;
  month: string;
  tokens_consumed: number;
  conversations_created: number;
}

const usage = async (user: TestUser, agent = 'chatsppock') =>
  (await server.request<UsageBody>('GET', `/api/agents/${agent}/api/usage/`, { token: user.access })).body;

const history = (user: TestUser, query: string) =>
  server.request<{ historical_data: Month[]; total_months: number }>(
    'GET',
    `/api/agents/chatsppock/api/usage/?historical=true${query}`,
    { token: user.access },
  );

const MONTHS = [
  'Janeiro',
  'Fevereiro',
  'Março',
  'Abril',
  'Maio',
  'Junho',
  'Julho',
  'Agosto',
  'Setembro',
  'Outubro',
  'Novembro',
  'Dezembro',
];

/** [year, month 1–12] of an instant in a timezone, independent of the server's code. */
function monthIn(instant: Date, timeZone: string): [number, number] {
  const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit' })
    .format(instant)
    .split('-')
    .map(Number);
  return [year ?? 0, month ?? 0];
}

function addMonths([year, month]: [number, number], by: number): [number, number] {
  const index = year * 12 + month - 1 + by;
  return [Math.floor(index / 12), (index % 12) + 1];
}

const key = ([year, month]: [number, number]) => `${year}-${String(month).padStart(2, '0')}`;

async function setTimezone(user: TestUser, timezone: string) {
  const reply = await server.request('PUT', '/api/accounts/users/profile/', {
    token: user.access,
    body: {
      first_name: 'Mariana',
      last_name: 'Costa',
      email: user.email,
      phone: user.phone,
      company: '',
      position: '',
      industry: '',
      address: '',
      city: '',
      state: '',
      country: '',
      postal_code: '',
      timezone,
    },
  });
  expect(reply.status).toBe(200);
}

describe('uso do ciclo atual', () => {
  it('uma conta nova começa zerada, com os limites do freemium e um ciclo de 30 dias desde o cadastro', async () => {
    const user = await server.signup();
    const body = await usage(user);
    const [row] = await server.services.db.select().from(users).where(eq(users.id, user.id));
    expect(body).toEqual({
      success: true,
      usage: {
        tokens_used_this_month: 0,
        conversations_this_month: 0,
        conversations_deleted: 0,
        active_conversations: 0,
        usage_percent: 0,
        unlimited: false,
        cycle_start: row?.createdAt.toISOString(),
        cycle_end: new Date((row?.createdAt.getTime() ?? 0) + 30 * DAY).toISOString(),
      },
      limits: { max_tokens: 100_000, max_conversations: 30, flex_tokens: 20_000, cost_per_100k_extra: 0.5 },
      package_type: 'freemium',
    });
  });

  it('soma os tokens medidos e as conversas do ciclo; a porcentagem tem uma casa decimal', async () => {
    const user = await server.signup();
    await talk(server, user.id, {
      replies: [
        { input: 9_000, output: 3_345 },
        { input: 2_000, output: 1_000 },
      ],
    });
    await talk(server, user.id, { agent: 'email_writer', replies: [{ input: 0, output: 0 }] });
    const body = await usage(user);
    expect(body.usage).toMatchObject({
      tokens_used_this_month: 15_345,
      conversations_this_month: 2,
      conversations_deleted: 0,
      active_conversations: 2,
      usage_percent: 15.3,
    });
    // Any agent in the path answers for the whole account.
    expect(await usage(user, 'brainstorm')).toEqual(body);
  });

  it('o uso do ciclo anterior não conta no ciclo seguinte', async () => {
    const user = await server.signup();
    const first = await usage(user);
    await talk(server, user.id, { replies: [{ input: 40_000, output: 10_000 }] });
    await server.advance(31 * DAY, user);
    await talk(server, user.id, { replies: [{ input: 700, output: 300 }] });
    const body = await usage(user);
    expect(body.usage).toMatchObject({ tokens_used_this_month: 1_000, conversations_this_month: 1 });
    expect(Date.parse(body.usage.cycle_start)).toBe(Date.parse(first.usage.cycle_end));
  });

  it('passando da franquia base a porcentagem passa de 100', async () => {
    const user = await server.signup();
    await talk(server, user.id, { replies: [{ input: 100_000, output: 10_000 }] });
    expect((await usage(user)).usage.usage_percent).toBe(110);
  });

  it('com assinatura, o ciclo é o período dela e os limites são os do plano', async () => {
    const user = await server.signup();
    await server.request('POST', '/payments/upgrade/', {
      token: user.access,
      body: { plan_type: 'professional' },
    });
    const [subscription] = (
      await server.request<{ subscriptions: { current_period_start: string; current_period_end: string }[] }>(
        'GET',
        '/payments/subscriptions/',
        { token: user.access },
      )
    ).body.subscriptions;
    const body = await usage(user);
    expect(body.package_type).toBe('professional');
    expect(body.limits).toEqual({
      max_tokens: 2_000_000,
      max_conversations: 300,
      flex_tokens: 400_000,
      cost_per_100k_extra: 0.5,
    });
    expect(body.usage.unlimited).toBe(false);
    expect(body.usage.cycle_start).toBe(subscription?.current_period_start);
    expect(body.usage.cycle_end).toBe(subscription?.current_period_end);
  });

  it('no enterprise o uso é ilimitado: unlimited e conversas sem limite', async () => {
    const user = await server.signup();
    await server.request('POST', '/payments/upgrade/', {
      token: user.access,
      body: { plan_type: 'enterprise' },
    });
    await talk(server, user.id, { replies: [{ input: 150_000, output: 50_000 }] });
    const body = await usage(user);
    expect(body.package_type).toBe('enterprise');
    expect(body.usage).toMatchObject({ unlimited: true, usage_percent: 1, tokens_used_this_month: 200_000 });
    expect(body.limits).toMatchObject({ max_tokens: 20_000_000, max_conversations: null });
  });

  it('excluir uma conversa não devolve o limite: continua contando e soma em conversations_deleted', async () => {
    const user = await server.signup();
    const sessions = [];
    for (let i = 0; i < 3; i++) {
      sessions.push(await talk(server, user.id, { replies: [{ input: 1_000, output: 0 }] }));
    }
    const before = await usage(user);
    const deleted = await server.request(
      'DELETE',
      `/api/agents/chatsppock/api/conversations/${sessions[0]?.id}/delete/`,
      { token: user.access },
    );
    expect(deleted.status).toBe(200);
    const after = await usage(user);
    expect(after.usage).toEqual({
      ...before.usage,
      conversations_this_month: 3,
      conversations_deleted: 1,
      active_conversations: 2,
    });
    expect(after.usage.tokens_used_this_month).toBe(3_000);
  });

  it('um agente desconhecido responde 400', async () => {
    const user = await server.signup();
    const reply = await server.request('GET', '/api/agents/agente-x/api/usage/', { token: user.access });
    expect(reply).toMatchObject({ status: 400, body: { success: false, error: 'Agente desconhecido.' } });
  });
});

describe('histórico mensal', () => {
  it('traz exatamente n meses, do mais antigo ao corrente, com zeros nos meses sem uso', async () => {
    const user = await server.signup();
    const now = server.clock.now();
    const current = monthIn(now, 'America/Sao_Paulo');
    await talk(server, user.id, { replies: [{ input: 4_000, output: 1_000 }] });
    const reply = await history(user, '&months=4');
    expect(reply.status).toBe(200);
    expect(reply.body.total_months).toBe(4);
    expect(reply.body.historical_data).toEqual(
      [-3, -2, -1, 0].map((by) => {
        const month = addMonths(current, by);
        return {
          month_name: `${MONTHS[month[1] - 1]} ${month[0]}`,
          month: key(month),
          tokens_consumed: by === 0 ? 5_000 : 0,
          conversations_created: by === 0 ? 1 : 0,
        };
      }),
    );
  });

  it('sem months traz 12 meses; fora de 1 a 24 responde 400', async () => {
    const user = await server.signup();
    const reply = await history(user, '');
    expect(reply.body.total_months).toBe(12);
    expect(reply.body.historical_data).toHaveLength(12);
    expect(reply.body.historical_data.at(-1)?.month).toBe(
      key(monthIn(server.clock.now(), 'America/Sao_Paulo')),
    );
    for (const months of ['0', '25', 'doze']) {
      expect(await history(user, `&months=${months}`)).toMatchObject({
        status: 400,
        body: { success: false, error: 'Parâmetro months inválido: use um número de 1 a 24.' },
      });
    }
    expect((await history(user, '&months=24')).body.historical_data).toHaveLength(24);
  });

  it('os meses são os do fuso do usuário (Brasília quando o perfil não tem fuso)', async () => {
    const user = await server.signup();
    const previous = addMonths(monthIn(server.clock.now(), 'America/Sao_Paulo'), -1);
    // Midnight of day 1 in São Paulo (UTC−3, no daylight saving time since 2019).
    const boundary = Date.UTC(previous[0], previous[1] - 1, 1, 3, 0);
    await talk(server, user.id, { at: new Date(boundary - 60_000), replies: [{ input: 700, output: 0 }] });
    await talk(server, user.id, { at: new Date(boundary + 60_000), replies: [{ input: 300, output: 0 }] });

    const brasilia = (await history(user, '&months=3')).body.historical_data;
    expect(brasilia.find((m) => m.month === key(addMonths(previous, -1)))?.tokens_consumed).toBe(700);
    expect(brasilia.find((m) => m.month === key(previous))?.tokens_consumed).toBe(300);

    // In Tokyo both moments are at noon of day 1: the same month.
    await setTimezone(user, 'Asia/Tokyo');
    const tokyo = (await history(user, '&months=4')).body.historical_data;
    expect(tokyo.find((m) => m.month === key(previous))).toMatchObject({
      tokens_consumed: 1_000,
      conversations_created: 2,
    });
    expect(tokyo.find((m) => m.month === key(addMonths(previous, -1)))?.tokens_consumed).toBe(0);
  });

  it('um mês anterior ao cadastro vem zerado, e o mês corrente bate com o uso do mês', async () => {
    const user = await server.signup();
    await talk(server, user.id, { replies: [{ input: 1_200, output: 34 }] });
    const months = (await history(user, '&months=2')).body.historical_data;
    expect(months.map((m) => m.tokens_consumed)).toEqual([0, 1_234]);
  });
});
