// The operator console by HTTP, on figures produced by real chat calls (offline model): who may
// read it, the month's usage by agent and by model (agreeing with every user's usage), the runs,
// the queue, prices, and a per-model limit turning a burst into 429s.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type TestUser } from '../../../test/harness.ts';
import { MINUTE } from '../../clock.ts';
import { users } from '../accounts/schema.ts';
import { PRICE_TABLE } from '../llm/prices.ts';
import { llmCalls } from '../metering/schema.ts';
import { usageInWindow } from '../metering/usage.ts';
import { monthBounds, monthOf } from './reports.ts';
import { weekStart } from './routing-quality.ts';

// biome-ignore lint/suspicious/noExplicitAny: replies read field by field by the assertions
type Body = Record<string, any>;

let server: TestServer;
let admin: TestUser;
let subscriber: TestUser;

const CONSOLE_CALLS: [string, string][] = [
  ['GET', '/api/agents/async/stats/'],
  ['GET', '/api/agents/llm/models/'],
  ['GET', '/api/agents/openai/rate-limits/'],
  ['GET', '/api/agents/gemini/rate-limits/'],
  ['GET', '/api/agents/llm/rate-limits/'],
  ['GET', '/api/agents/usage/history/'],
  ['GET', '/api/agents/tokens/usage/'],
  ['GET', '/api/agents/tokens/usage/llm-models/'],
  ['GET', '/api/agents/pricing/'],
  ['GET', '/api/agents/routing/quality/'],
];

const get = (url: string, user: TestUser = admin) => server.request<Body>('GET', url, { token: user.access });

async function chat(user: TestUser, message: string, sessionId?: string) {
  return server.request<Body>('POST', '/api/agents/chatsppock/api/', {
    token: user.access,
    body: { action: 'send_message', message, ...(sessionId ? { session_id: sessionId } : {}) },
  });
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signup({ first_name: 'Olga', last_name: 'Operadora' });
  await server.services.db.update(users).set({ isSuperuser: true }).where(eq(users.id, admin.id));
  subscriber = await server.signup({ first_name: 'Mariana', last_name: 'Costa' });
  const first = await chat(
    subscriber,
    'Escreva um e-mail de cobrança educado para um cliente com boleto atrasado.',
  );
  expect(first.status).toBe(200);
  server.clock.advance(5_000);
  const second = await chat(
    subscriber,
    'Agora um brainstorm de nomes para uma padaria artesanal.',
    first.body.session_id,
  );
  expect(second.status).toBe(200);
});
afterAll(async () => {
  await server?.close();
});

describe('acesso', () => {
  it('visitante recebe 401 e quem não é superusuário, 403, em cada operação', async () => {
    for (const [method, url] of [...CONSOLE_CALLS, ['PUT', '/api/agents/llm/models/gpt-4o-mini/limits/']]) {
      const visitor = await server.request<Body>(method as string, url as string);
      expect(visitor.status, url).toBe(401);
      const refused = await server.request<Body>(method as string, url as string, {
        token: subscriber.access,
        ...(method === 'PUT' ? { body: {} } : {}),
      });
      expect(refused.status, url).toBe(403);
      expect(refused.body).toEqual({ success: false, error: 'Acesso restrito a superusuários.' });
    }
  });
});

describe('uso do mês', () => {
  it('por agente e por modelo somam o mesmo que o uso de cada usuário', async () => {
    const month = monthOf(server.clock.now());
    const byAgent = await get(`/api/agents/tokens/usage/?month=${month}`);
    const byModel = await get(`/api/agents/tokens/usage/llm-models/?month=${month}`);
    expect(byAgent.status).toBe(200);
    expect(byModel.status).toBe(200);
    const total = byAgent.body.summary.total_tokens_real as number;
    expect(total).toBeGreaterThan(0);
    expect(byModel.body.summary.total_tokens).toBe(total);
    const agentsSum = (byAgent.body.models as Body[]).reduce((sum, row) => sum + row.total_tokens_real, 0);
    expect(agentsSum).toBe(total);
    const { start, end } = monthBounds(month);
    const everyone = await server.services.db.select({ id: users.id }).from(users);
    let usersSum = 0;
    for (const user of everyone) {
      usersSum += (await usageInWindow(server.services.db, user.id, start, end)).tokens;
    }
    expect(usersSum).toBe(total);

    const mine = await server.services.db.select().from(llmCalls).where(eq(llmCalls.userId, subscriber.id));
    const email = byAgent.body.models.find((row: Body) => row.agent_type === 'email_writer');
    expect(email).toMatchObject({ agent_name: 'Email Writer' });
    expect(email.sessions_count).toBeGreaterThanOrEqual(1);
    const offline = byModel.body.models.find((row: Body) => row.model_name === 'sppock-offline');
    expect(offline).toMatchObject({ provider: 'offline', total_cost: 0 });
    expect(offline.messages_count).toBeGreaterThanOrEqual(mine.length);
    expect(byAgent.body.data_source).toBe('immutable');
    // Only chat answers so far.
    expect(byModel.body.data_source).toBe('chatsppock_messages');
  });

  it('chamadas de fora do chat (relatórios das avaliações, chatbot) entram com o próprio nome e tornam a origem híbrida', async () => {
    await server.services.db.insert(llmCalls).values({
      userId: subscriber.id,
      sessionId: null,
      agent: 'assessment_mbti',
      provider: 'offline',
      model: 'sppock-offline',
      inputTokens: 120,
      outputTokens: 80,
      outcome: 'ok',
      createdAt: server.clock.now(),
    });
    const month = monthOf(server.clock.now());
    const byAgent = await get(`/api/agents/tokens/usage/?month=${month}`);
    expect(byAgent.status).toBe(200);
    expect(byAgent.body.models).toContainEqual(
      expect.objectContaining({ agent_type: 'assessment_mbti', agent_name: 'MBTI', total_tokens_real: 200 }),
    );
    const byModel = await get(`/api/agents/tokens/usage/llm-models/?month=${month}`);
    expect(byModel.body.data_source).toBe('hybrid');
    expect(byModel.body.summary.total_tokens).toBe(byAgent.body.summary.total_tokens_real);
  });

  it('sem mês, o mês corrente; 2027-01 e meses sem uso vêm zerados; formato errado é 400', async () => {
    const current = await get('/api/agents/tokens/usage/');
    expect(current.body.month).toBe(monthOf(server.clock.now()));
    for (const url of [
      '/api/agents/tokens/usage/?month=2027-01',
      '/api/agents/tokens/usage/?month=2025-07',
    ]) {
      const empty = await get(url);
      expect(empty.status).toBe(200);
      expect(empty.body.models).toEqual([]);
      expect(empty.body.summary).toEqual({
        total_tokens_input: 0,
        total_tokens_output: 0,
        total_tokens_real: 0,
        total_cost: 0,
        total_cost_usd: 0,
      });
    }
    const models = await get('/api/agents/tokens/usage/llm-models/?month=2027-01');
    expect(models.body).toMatchObject({ month: '2027-01', models: [], summary: { unique_models: 0 } });
    for (const bad of ['2026-13', '26-01', 'janeiro']) {
      const refused = await get(`/api/agents/tokens/usage/?month=${bad}`);
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ success: false, error: 'Mês inválido. Use o formato YYYY-MM.' });
    }
  });
});

describe('histórico de uso dos agentes', () => {
  it('lista a conversa com o usuário, os tokens e o status; pagina e mostra todos', async () => {
    const history = await get('/api/agents/usage/history/');
    expect(history.status).toBe(200);
    const run = (history.body.sessions as Body[]).find(
      (row) => row.user_email === subscriber.email.toLowerCase(),
    );
    expect(run).toMatchObject({
      agent_type: 'chatsppock',
      user_name: 'Mariana Costa',
      status: 'completed',
    });
    const [tokens] = await server.services.db
      .select()
      .from(llmCalls)
      .where(eq(llmCalls.userId, subscriber.id));
    expect(run?.total_tokens_used).toBeGreaterThanOrEqual(
      (tokens?.inputTokens ?? 0) + (tokens?.outputTokens ?? 0),
    );
    expect(run?.title).toBeTruthy();

    await server.services.db
      .update(users)
      .set({ firstName: '', lastName: '' })
      .where(eq(users.id, subscriber.id));
    const unnamed = await get('/api/agents/usage/history/?all=true');
    expect(unnamed.body).toMatchObject({ page: 1, has_next: false, has_previous: false });
    expect(unnamed.body.limit).toBe(unnamed.body.total_count);
    expect(unnamed.body.sessions.length).toBe(unnamed.body.total_count);
    expect(unnamed.body.sessions.find((row: Body) => row.id === run?.id)?.user_name).toBe('N/A');
    await server.services.db
      .update(users)
      .set({ firstName: 'Mariana', lastName: 'Costa' })
      .where(eq(users.id, subscriber.id));

    const firstPage = await get('/api/agents/usage/history/?page=1&limit=1');
    expect(firstPage.body.sessions).toHaveLength(1);
    expect(firstPage.body.has_previous).toBe(false);
    expect(firstPage.body.has_next).toBe(firstPage.body.total_count > 1);
    const beyond = await get('/api/agents/usage/history/?page=999&limit=10');
    expect(beyond.status).toBe(200);
    expect(beyond.body.sessions).toEqual([]);
    for (const bad of ['?page=0', '?limit=0', '?limit=1001', '?page=abc']) {
      const refused = await get(`/api/agents/usage/history/${bad}`);
      expect(refused.status).toBe(400);
      expect(refused.body.error).toContain('Parâmetros de paginação inválidos');
    }
  });
});

describe('status da fila, modelos e preços', () => {
  it('a fila mostra o trabalho do próprio servidor', async () => {
    const stats = await get('/api/agents/async/stats/');
    expect(stats.status).toBe(200);
    expect(stats.body.stats.completed_last_hour).toBeGreaterThanOrEqual(2);
    expect(stats.body.stats.error_rate).toBe(0);
    expect(stats.body.stats.system_health).toBe('healthy');
    expect(stats.body.stats.avg_response_time).toBeGreaterThanOrEqual(0);
  });

  it('os modelos vêm por provedor; o modelo configurado está ativo', async () => {
    const models = await get('/api/agents/llm/models/');
    expect(models.status).toBe(200);
    const groups = models.body.models_by_provider;
    expect(Object.keys(groups).sort()).toEqual(['Anthropic', 'Exa', 'Gemini', 'OpenAI', 'Serper', 'other']);
    expect(groups.other).toContainEqual(
      expect.objectContaining({ model: 'sppock-offline', name: 'Modelo offline Sppock', is_active: true }),
    );
    expect(groups.OpenAI).toContainEqual(
      expect.objectContaining({ model: 'gpt-4o-mini', name: 'GPT-4o mini', is_active: false }),
    );
    expect(groups.Exa).toEqual([expect.objectContaining({ model: 'exa-search', is_active: false })]);
  });

  it('os preços vêm da tabela de referência, com o câmbio', async () => {
    const prices = await get('/api/agents/pricing/');
    expect(prices.status).toBe(200);
    expect(prices.body.data.exchange_rate).toBeGreaterThan(0);
    expect(prices.body.data.openai['gpt-4o-mini']).toEqual({
      input: PRICE_TABLE.openai['gpt-4o-mini']?.inputUsdPerMillion,
      output: PRICE_TABLE.openai['gpt-4o-mini']?.outputUsdPerMillion,
    });
    expect(Object.keys(prices.body.data.gemini)).toContain('gemini-2.5-flash');
  });

  it('sem limites, os painéis vêm vazios; modelo desconhecido ou de outro provedor é 404', async () => {
    expect((await get('/api/agents/openai/rate-limits/')).body).toEqual({ success: true, limits: {} });
    for (const url of [
      '/api/agents/openai/rate-limits/?model=nao-existe',
      '/api/agents/openai/rate-limits/?model=gemini-2.5-flash',
      '/api/agents/gemini/rate-limits/?model=gpt-4o-mini',
    ]) {
      const missing = await get(url);
      expect(missing.status, url).toBe(404);
      expect(missing.body).toEqual({ success: false, error: 'Modelo não encontrado.' });
    }
    const tooLong = await get(`/api/agents/gemini/rate-limits/?model=${'x'.repeat(101)}`);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error).toBe(
      'Parâmetro model inválido: use o identificador do modelo, com até 100 caracteres.',
    );
  });
});

describe('limites por modelo', () => {
  it('um limite de requisições por minuto transforma uma rajada em 429 e a barra chega a 100 %', async () => {
    const set = await server.request<Body>('PUT', '/api/agents/llm/models/sppock-offline/limits/', {
      token: admin.access,
      body: {
        requests_per_minute: 2,
        tokens_per_minute: null,
        requests_per_day: null,
        tokens_per_day: null,
        tier: null,
      },
    });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({
      success: true,
      model: 'sppock-offline',
      limits: { minute_request_limit: 2 },
    });
    // The burst starts at the beginning of a minute, so it never straddles two windows.
    const now = server.clock.now().getTime();
    server.clock.advance(MINUTE - (now % MINUTE) + 1_000);
    const burst = [await server.signup(), await server.signup(), await server.signup()];
    const replies = [];
    for (const user of burst) {
      replies.push(await chat(user, 'Escreva um e-mail curto de agradecimento a um cliente.'));
    }
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 429]);
    expect(replies[2]?.body.error).toMatch(
      /^O modelo sppock-offline atingiu o limite de 2 requisições por minuto definido pela operação\. Tente de novo em \d{1,2} s\.$/,
    );
    expect(Number(replies[2]?.headers['retry-after'])).toBeGreaterThan(0);
    // The refused call reached no provider: it is recorded with no tokens and costs the user nothing.
    const refusedUser = burst[2] as TestUser;
    const [refused] = await server.services.db
      .select()
      .from(llmCalls)
      .where(eq(llmCalls.userId, refusedUser.id));
    expect(refused).toMatchObject({ outcome: 'rate_limited', inputTokens: 0, outputTokens: 0 });

    const limits = await get('/api/agents/llm/rate-limits/');
    expect(limits.body.limits['sppock-offline']).toMatchObject({
      current_minute_requests: 2,
      minute_request_limit: 2,
    });
    expect(limits.body.limits['sppock-offline'].current_minute_tokens).toBeGreaterThan(0);

    // A new minute opens the window again.
    server.clock.advance(MINUTE);
    expect((await chat(refusedUser, 'Escreva um e-mail curto de agradecimento a um cliente.')).status).toBe(
      200,
    );

    const cleared = await server.request<Body>('PUT', '/api/agents/llm/models/sppock-offline/limits/', {
      token: admin.access,
      body: {
        requests_per_minute: null,
        tokens_per_minute: null,
        requests_per_day: null,
        tokens_per_day: null,
        tier: null,
      },
    });
    expect(cleared.status).toBe(200);
    expect((await get('/api/agents/llm/rate-limits/')).body.limits).toEqual({});
  });

  it('limites inválidos são 400; modelo fora do catálogo é 404', async () => {
    const put = (model: string, body: unknown) =>
      server.request<Body>('PUT', `/api/agents/llm/models/${model}/limits/`, { token: admin.access, body });
    const valid = {
      requests_per_minute: 5,
      tokens_per_minute: null,
      requests_per_day: null,
      tokens_per_day: null,
      tier: 'Tier 1',
    };
    for (const body of [
      { ...valid, requests_per_minute: 0 },
      { ...valid, tokens_per_day: -5 },
      { ...valid, tier: 'x'.repeat(51) },
      { requests_per_minute: 5 },
    ]) {
      const refused = await put('gpt-4o-mini', body);
      expect(refused.status).toBe(400);
      expect(refused.body.error).toContain('Limites inválidos');
    }
    const missing = await put('modelo-que-nao-existe', valid);
    expect(missing.status).toBe(404);
    const gemini = await put('gemini-2.5-flash', valid);
    expect(gemini.status).toBe(200);
    const panel = await get('/api/agents/gemini/rate-limits/');
    expect(panel.body.limits['gemini-2.5-flash']).toMatchObject({ tier: 'Tier 1', minute_request_limit: 5 });
  });
});

describe('qualidade do roteamento', () => {
  const UNSURE =
    'Só preciso de 5 opções de linha de assunto para o e-mail da proposta que vou mandar pra Construtora Andrade amanhã';
  const quality = async () => {
    const reply = await get('/api/agents/routing/quality/?weeks=2');
    expect(reply.status).toBe(200);
    return reply.body;
  };
  const totals = (body: Body, agent: string) =>
    body.agents.find((row: Body) => row.agent_type === agent) ?? {
      routed: 0,
      changed: 0,
      asked: 0,
      chosen: 0,
    };
  const delta = (before: Body, after: Body, agent: string) => {
    const [a, b] = [totals(before, agent), totals(after, agent)];
    return {
      routed: b.routed - a.routed,
      changed: b.changed - a.changed,
      asked: b.asked - a.asked,
      chosen: b.chosen - a.chosen,
    };
  };

  it('por agente e semana: respostas encaminhadas, trocadas pelo usuário, perguntas de volta e escolhas', async () => {
    const before = await quality();
    const user = await server.signup();
    const answered = await chat(user, 'Escreva um e-mail de boas-vindas para clientes novos.');
    expect(answered.body.agent_used).toBe('email_writer');
    server.clock.advance(3000);
    const elsewhere = await server.request<Body>('POST', '/api/agents/brainstorm/api/', {
      token: user.access,
      body: { action: 'send_message', message: 'O mesmo pedido.', instead_of: answered.body.message_id },
    });
    expect(elsewhere.status).toBe(200);
    const asked = await chat(user, UNSURE);
    expect(asked.body.clarification.choices[0].agent).toBe('email_writer');
    server.clock.advance(3000);
    const chosen = await server.request<Body>('POST', '/api/agents/chatsppock/api/', {
      token: user.access,
      body: {
        action: 'send_message',
        session_id: asked.body.session_id,
        message: 'Gerar ideias de negócio',
        choice: { question_id: asked.body.message_id, agent: 'brainstorm' },
      },
    });
    expect(chosen.body.agent_used).toBe('brainstorm');

    const after = await quality();
    expect(delta(before, after, 'email_writer')).toEqual({ routed: 1, changed: 1, asked: 1, chosen: 0 });
    // The direct send to BrainStorm is not a Commander answer; the chosen one is.
    expect(delta(before, after, 'brainstorm')).toEqual({ routed: 1, changed: 0, asked: 0, chosen: 1 });
    const writer = totals(after, 'email_writer');
    expect(writer.kept_share).toBe(
      Math.round(((writer.routed - writer.changed) / writer.routed) * 1000) / 10,
    );
    // The weekly rows add up to the period's totals, inside the period.
    expect(after).toMatchObject({ success: true, weeks: 2, from: weekStart(server.clock.now(), 1) });
    for (const agent of after.agents as Body[]) {
      const weekly = (after.rows as Body[]).filter((row) => row.agent_type === agent.agent_type);
      expect(weekly.reduce((sum, row) => sum + row.routed, 0)).toBe(agent.routed);
      for (const row of weekly) {
        expect(row.week_start >= after.from && row.week_start <= weekStart(server.clock.now())).toBe(true);
      }
    }
  });

  it('weeks fora de 1 a 26 é 400', async () => {
    for (const weeks of ['0', '27', 'duas']) {
      const reply = await get(`/api/agents/routing/quality/?weeks=${weeks}`);
      expect(reply).toMatchObject({
        status: 400,
        body: { success: false, error: 'Parâmetro inválido: weeks deve estar entre 1 e 26.' },
      });
    }
  });
});
