// More than one API node (issue 28 item 6), proven with two server processes on one PostgreSQL
// and one Redis, as behind a load balancer: sessions are shared and a revocation on one node is
// refused on the other at once; the message spacing, the plan's conversation limit and the
// operator's per-model limit hold with requests split over both; the console reads the same
// figures on both; a scheduled run falls due once for both (BullMQ's job scheduler wakes the
// sweep, the run's unique row keeps it to one run); a long run whose node is killed mid-run is
// finished by the other node.
import { randomBytes } from 'node:crypto';
import { PLAN_MONTHLY_LIMITS } from '@sppock/sdk/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LONG_RUN_MESSAGES } from '../src/modules/agents/chat/long-runs.ts';
import { TEST_REDIS_URL } from './env.ts';
import { fakeProviderEnv, type LlmFake, startFakeOpenAICompatible } from './fakes/llm/index.ts';
import { type SearchFake, startFakeSerper } from './fakes/search/index.ts';
import { createPostgresDatabase, PASSWORD, randomIp, uniqueEmail, uniquePhone } from './harness.ts';
import { type NodeProcess, startNodeProcess } from './node-process.ts';

// biome-ignore lint/suspicious/noExplicitAny: replies read field by field
type Body = Record<string, any>;

interface NodeUser {
  id: number;
  email: string;
  access: string;
  refresh: string;
}

/** The model every node answers with, and the one the per-model limit is set on. */
const MODEL = 'llama3.1';
const MODEL_RPM = 3;

let database: { url: string; drop: () => Promise<void> };
let sql: pg.Client;
let llm: LlmFake;
const serpers: SearchFake[] = [];
let a: NodeProcess;
let b: NodeProcess;
const nodes = () => [a, b];

/** Polls until `ok`; generous, since CI runs many server files at once on two cores. */
async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > deadline) {
      return value;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Registers on `node`, verifies with the code from the shared outbox, returns the first session. */
async function signup(node: NodeProcess): Promise<NodeUser> {
  const email = uniqueEmail('nos');
  const ip = randomIp();
  const registered = await node.request<Body>('POST', '/api/accounts/users/register/', {
    headers: { 'x-forwarded-for': ip },
    body: {
      first_name: 'Mariana',
      last_name: 'Costa',
      email,
      phone: uniquePhone(),
      password: PASSWORD,
      confirm_password: PASSWORD,
      terms_accepted: true,
    },
  });
  expect(registered.status, JSON.stringify(registered.body)).toBe(201);
  // The code is sent in the background: read the shared outbox until it is there.
  const outbox = await until(
    () => node.request<Body>('GET', `/__dev/outbox?to=${encodeURIComponent(email)}`),
    (reply) => reply.body.messages?.length > 0,
  );
  const code = String(outbox.body.messages.at(-1)?.body).match(/\b(\d{6})\b/)?.[1];
  const verified = await node.request<Body>('POST', '/api/accounts/users/verify_code/', {
    headers: { 'x-forwarded-for': ip },
    body: { user_id: registered.body.user_id, code, registration_token: registered.body.registration_token },
  });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  return { id: registered.body.user_id, email, access: verified.body.access, refresh: verified.body.refresh };
}

async function login(node: NodeProcess, email: string, password = PASSWORD) {
  const reply = await node.request<Body>('POST', '/api/accounts/token/', {
    headers: { 'x-forwarded-for': randomIp() },
    body: { email, password },
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body as { access: string; refresh: string; notice?: string };
}

const profile = (node: NodeProcess, token: string) =>
  node.request<Body>('GET', '/api/accounts/users/profile/', { token });

const chat = (node: NodeProcess, token: string, agent: string, body: Body) =>
  node.request<Body>('POST', `/api/agents/${agent}/api/`, { token, body });

beforeAll(async () => {
  database = await createPostgresDatabase();
  sql = new pg.Client({ connectionString: database.url });
  await sql.connect();
  llm = await startFakeOpenAICompatible();
  serpers.push(await startFakeSerper(), await startFakeSerper());
  // The operator's per-model limit, written as `npm run sppock -- limits set` does, once the
  // first node has created the table (below).
  const setModelLimit = () =>
    sql.query(
      `insert into llm_models (provider, model, name, requests_per_minute)
       values ('openai-compatible', $1, $1, $2)
       on conflict (model) do update set requests_per_minute = excluded.requests_per_minute`,
      [MODEL, MODEL_RPM],
    );
  const shared = {
    DATABASE_URL: database.url,
    REDIS_URL: TEST_REDIS_URL,
    REDIS_PREFIX: `sppock-test-${randomBytes(6).toString('hex')}:`,
    JWT_SECRET: randomBytes(32).toString('hex'),
    TRUST_PROXY: 'true',
    SPPOCK_DEMO: '1',
    JOB_TAKEOVER_MS: '1500',
    // The scheduled runs' sweep, a few times a second instead of every 30 s.
    SCHEDULE_TICK_MS: '250',
    ...fakeProviderEnv('openai-compatible', llm, { model: MODEL }),
    // LeadFinder answers offline from the web search, so each node's search fake tells which
    // node's worker runs its job.
    LLM_AGENT_LEAD_FINDER: 'offline',
    // The e-mail writer answers offline, so the spacing test spends nothing of the model's limit.
    LLM_AGENT_EMAIL_WRITER: 'offline',
  };
  // One after the other: the first migrates and seeds, the second finds it done.
  a = await startNodeProcess('a', {
    ...shared,
    SERPER_API_KEY: serpers[0]!.apiKey,
    SERPER_BASE_URL: serpers[0]!.url,
  });
  await setModelLimit();
  b = await startNodeProcess('b', {
    ...shared,
    SERPER_API_KEY: serpers[1]!.apiKey,
    SERPER_BASE_URL: serpers[1]!.url,
  });
}, 180_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await sql?.end();
  await llm?.close();
  await Promise.all(serpers.map((serper) => serper.close()));
  await database?.drop();
});

describe('dois processos do servidor num PostgreSQL e num Redis', () => {
  it('a sessão vale nos dois nós, e sair num nó é recusado no outro na hora', async () => {
    const user = await signup(a);
    // Node B reads the session once and keeps it in memory.
    expect((await profile(b, user.access)).status).toBe(200);
    expect((await profile(b, user.access)).status).toBe(200);
    const out = await a.request('POST', '/api/accounts/logout/', { body: { refresh: user.refresh } });
    expect(out.status).toBe(204);
    expect((await profile(b, user.access)).status).toBe(401);
    expect((await profile(a, user.access)).status).toBe(401);
  });

  it('uma chave de API revogada num nó é recusada no outro na hora (issue 30)', async () => {
    const user = await signup(a);
    const created = await a.request<Body>('POST', '/api/accounts/api-keys/', {
      token: user.access,
      body: { name: 'Integração', scopes: ['chat'] },
    });
    expect(created.status).toBe(201);
    const key = { authorization: `Bearer ${created.body.secret}` };
    // Node B reads the key once and keeps it in memory.
    expect((await b.request('GET', '/v1/models', { headers: key })).status).toBe(200);
    expect((await b.request('GET', '/v1/models', { headers: key })).status).toBe(200);
    const revoked = await a.request('DELETE', `/api/accounts/api-keys/${created.body.key.id}/`, {
      token: user.access,
    });
    expect(revoked.status).toBe(200);
    expect((await b.request('GET', '/v1/models', { headers: key })).status).toBe(401);
    expect((await a.request('GET', '/v1/models', { headers: key })).status).toBe(401);
  });

  it('trocar a senha num nó encerra no outro, na hora, as outras sessões', async () => {
    const user = await signup(a);
    const upgraded = await a.request('POST', '/payments/upgrade/', {
      token: user.access,
      body: { plan_type: 'professional' },
    });
    expect(upgraded.status).toBe(200);
    // A second device (Professional allows two), kept in memory on node B.
    const other = await login(b, user.email);
    expect((await profile(b, other.access)).status).toBe(200);
    const changed = await a.request('PUT', '/api/accounts/change-password/', {
      token: user.access,
      body: { old_password: PASSWORD, new_password: 'Broa&Queijo2026', new_password2: 'Broa&Queijo2026' },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(204);
    expect((await profile(b, other.access)).status).toBe(401);
    // The device that changed the password keeps its session, on both nodes.
    expect((await profile(b, user.access)).status).toBe(200);
    expect((await profile(a, user.access)).status).toBe(200);
  });

  it('entrar além do limite de dispositivos num nó encerra no outro, na hora, a sessão mais antiga', async () => {
    // Free allows one device.
    const user = await signup(b);
    expect((await profile(b, user.access)).status).toBe(200);
    const second = await login(a, user.email);
    expect(second.notice).toBeTruthy();
    const ended = await profile(b, user.access);
    expect(ended.status).toBe(401);
    expect(String(ended.body.detail)).toContain('outro dispositivo');
    expect((await profile(b, second.access)).status).toBe(200);
  });

  it('o perfil mudado num nó é o que o outro nó responde, na hora', async () => {
    const user = await signup(a);
    expect((await profile(b, user.access)).body.city).toBe('');
    const current = (await profile(a, user.access)).body;
    const { id: _id, is_superuser: _superuser, ...fields } = current;
    const updated = await a.request('PUT', '/api/accounts/users/profile/', {
      token: user.access,
      body: { ...pick(fields), city: 'Belo Horizonte' },
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect((await profile(b, user.access)).body.city).toBe('Belo Horizonte');
  });

  it('quem entra ou sai de uma equipe num nó tem o plano certo no outro, na hora (issue 28 §3)', async () => {
    // Each node keeps who pays for a person (their team and plan, payer/own-team.ts): a change of
    // the team on one node moves the person's plan version in Redis, and the other node reads again.
    const owner = await signup(a);
    const upgraded = await a.request<Body>('POST', '/payments/upgrade/', {
      token: owner.access,
      body: { plan_type: 'enterprise', payment_method_id: 'pm_card_visa' },
    });
    expect(upgraded.status, JSON.stringify(upgraded.body)).toBe(200);
    const member = await signup(b);
    const planOn = async (node: NodeProcess) =>
      (await node.request<Body>('GET', '/api/payments/package/', { token: member.access })).body.package_type;
    // Node b keeps the person's own Free plan.
    expect(await planOn(b)).toBe('freemium');
    const invited = await a.request<Body>('POST', '/api/teams/invitations/', {
      token: owner.access,
      body: { email: member.email },
    });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    const mail = await until(
      () => a.request<Body>('GET', `/__dev/outbox?to=${encodeURIComponent(member.email)}`),
      (reply) => /\/convite\//.test(JSON.stringify(reply.body.messages ?? [])),
    );
    const token = /\/convite\/([\w-]+)/.exec(JSON.stringify(mail.body.messages))?.[1];
    const accepted = await a.request<Body>('POST', '/api/teams/invitations/accept/', {
      token: member.access,
      body: { token },
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(await planOn(b)).toBe('enterprise');
    const removed = await a.request<Body>('DELETE', `/api/teams/members/${member.id}/`, {
      token: owner.access,
    });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(await planOn(b)).toBe('freemium');
  });

  it('o espaçamento entre mensagens (spec 2 §9) vale de um nó para o outro', async () => {
    const user = await signup(a);
    const first = await chat(a, user.access, 'email_writer', {
      action: 'send_message',
      message: 'Um e-mail curto de boas-vindas para um cliente novo',
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const second = await chat(b, user.access, 'email_writer', {
      action: 'send_message',
      session_id: first.body.session_id,
      message: 'Agora um mais formal',
    });
    expect(second.status).toBe(429);
    expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('o limite de conversas do plano não passa com pedidos ao mesmo tempo nos dois nós', async () => {
    const user = await signup(b);
    const limit = PLAN_MONTHLY_LIMITS.freemium.maxConversations ?? 0;
    const replies = await Promise.all(
      Array.from({ length: limit + 10 }, (_, i) =>
        chat(nodes()[i % 2]!, user.access, 'chatsppock', {
          action: 'create_session',
          title: `Conversa ${i}`,
        }),
      ),
    );
    const started = replies.filter((reply) => reply.status === 200 || reply.status === 201);
    expect(started).toHaveLength(limit);
    expect(replies.filter((reply) => reply.status === 403)).toHaveLength(10);
    const { rows } = await sql.query('select count(*)::int as n from chat_sessions where user_id = $1', [
      user.id,
    ]);
    expect(rows[0].n).toBe(limit);
  });

  it('o limite por modelo do operador não passa com chamadas ao mesmo tempo nos dois nós', async () => {
    const users = await Promise.all([0, 1, 2, 3, 4, 5, 6, 7].map((i) => signup(nodes()[i % 2]!)));
    // The limit is per clock minute: the burst must not straddle two.
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 55_000) {
      await new Promise((resolve) => setTimeout(resolve, 60_500 - intoMinute));
    }
    const before = llm.requests.length;
    const replies = await Promise.all(
      users.map((user, i) =>
        chat(nodes()[i % 2]!, user.access, 'brainstorm', {
          action: 'send_message',
          message: `Ideias para uma padaria no bairro ${i}`,
        }),
      ),
    );
    expect(llm.requests.length - before).toBe(MODEL_RPM);
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(MODEL_RPM);
    expect(replies.filter((reply) => reply.status === 429)).toHaveLength(users.length - MODEL_RPM);
  });

  it('o console lê os mesmos números de custo e uso nos dois nós', async () => {
    const admin = await login(a, 'admin@sppock.dev', 'Admin@2026');
    for (const path of ['/api/agents/tokens/usage/', '/api/agents/tokens/usage/llm-models/']) {
      const [fromA, fromB] = await Promise.all(
        nodes().map((node) => node.request<Body>('GET', path, { token: admin.access })),
      );
      expect(fromA?.status).toBe(200);
      expect(fromB?.body).toEqual(fromA?.body);
    }
    const usage = (await a.request<Body>('GET', '/api/agents/tokens/usage/', { token: admin.access })).body;
    expect(JSON.stringify(usage)).toContain('brainstorm');
  });

  it('os tokens gastos num nó contam no limite do plano no outro, na hora (issue 28 §3)', async () => {
    const user = await signup(b);
    // Node a reads the cycle's usage (nothing spent) and keeps it.
    const opened = await chat(a, user.access, 'chatsppock', { action: 'create_session', title: 'Uso' });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    const sessionId = opened.body.session_id as string;
    // On node b, one answer spends the whole Free plan with its flex allowance.
    const { baseTokens } = PLAN_MONTHLY_LIMITS.freemium;
    llm.enqueue({ kind: 'answer', text: 'Olá!', usage: { inputTokens: baseTokens * 2, outputTokens: 10 } });
    // The operator's per-model limit of the earlier test is lifted (each node reads it again within
    // 5 s), so the spend does not wait for the next clock minute; the spacing may still ask to
    // wait: sent again until answered.
    await sql.query('update llm_models set requests_per_minute = null where model = $1', [MODEL]);
    const spent = await until(
      () =>
        chat(b, user.access, 'chatsppock', { action: 'send_message', session_id: sessionId, message: 'Oi' }),
      (reply) => reply.status !== 429,
      30_000,
    );
    expect(spent.status, JSON.stringify(spent.body)).toBe(200);
    // Node a does not answer from the figure it kept: the send is refused by the plan's tokens.
    const refused = await until(
      () =>
        chat(a, user.access, 'chatsppock', {
          action: 'send_message',
          session_id: sessionId,
          message: 'Oi de novo',
        }),
      (reply) => reply.status !== 429,
    );
    expect(refused.status, JSON.stringify(refused.body)).toBe(403);
    expect(String(refused.body.error)).toContain('tokens');
  }, 60_000);

  it('um agendamento vencido roda uma vez só, com os dois nós varrendo (BullMQ)', async () => {
    const user = await signup(a);
    const created = await a.request<Body>('POST', '/api/schedules/', {
      token: user.access,
      body: {
        name: 'Bom dia da equipe',
        agent: 'email_writer',
        message: 'Um e-mail de bom dia para a equipe da padaria',
        frequency: 'daily',
        time: '08:00',
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.schedule.id;
    const listed = (node: NodeProcess) =>
      node.request<Body>('GET', '/api/schedules/', { token: user.access });
    // Due a minute ago, as when the clock passes it.
    await sql.query(`update schedules set next_run_at = now() - interval '1 minute' where id = $1`, [id]);
    const ran = await until(
      () => listed(b),
      (reply) => reply.body.schedules?.[0]?.last_run?.status === 'succeeded',
    );
    expect(ran.body.schedules[0].last_run.status, a.log + b.log).toBe('succeeded');
    // The same due time back, as a node that read it before the run would still see it: every
    // sweep that meets it finds its run taken, and only moves it on.
    const taken = await sql.query('select due_at from schedule_runs where schedule_id = $1', [id]);
    await sql.query('update schedules set next_run_at = $2 where id = $1', [id, taken.rows[0].due_at]);
    const moved = await until(
      () => listed(a),
      (reply) => Date.parse(reply.body.schedules?.[0]?.next_run_at) > Date.now(),
    );
    expect(Date.parse(moved.body.schedules[0].next_run_at)).toBeGreaterThan(Date.now());
    const runs = await sql.query('select status from schedule_runs where schedule_id = $1', [id]);
    expect(runs.rows).toEqual([{ status: 'succeeded' }]);
    const conversations = await sql.query(
      `select count(*)::int as n from chat_sessions where user_id = $1 and title like 'Bom dia da equipe — %'`,
      [user.id],
    );
    expect(conversations.rows[0].n).toBe(1);
    const notices = await sql.query(
      `select count(*)::int as n from support_notifications where user_id = $1 and notification_type = 'scheduled_run'`,
      [user.id],
    );
    expect(notices.rows[0].n).toBe(1);
  });

  it('uma execução longa cujo nó morre (SIGKILL) no meio é terminada pelo outro nó', async () => {
    const user = await signup(a);
    const upgraded = await a.request('POST', '/payments/upgrade/', {
      token: user.access,
      body: { plan_type: 'professional' },
    });
    expect(upgraded.status).toBe(200);
    for (const serper of serpers) {
      serper.hang();
    }
    const pending = chat(a, user.access, 'lead_finder', {
      action: 'send_message',
      message: 'Clínicas odontológicas em Contagem',
    }).catch((error: unknown) => error);
    // Whichever node's worker took the job is searching (its search fake holds the call).
    const taken = await until(
      async () => serpers.findIndex((serper) => serper.searches.length > 0),
      (index) => index >= 0,
    );
    expect(taken).toBeGreaterThanOrEqual(0);
    const dead = nodes()[taken]!;
    const survivor = nodes()[1 - taken]!;
    // The survivor's search answers from now on.
    serpers[1 - taken]!.forget();
    serpers[1 - taken]!.respond([
      {
        title: 'Clínica Sorriso Contagem',
        url: 'https://sorrisocontagem.example.com.br/',
        snippet: 'Clínica odontológica em Contagem.',
      },
    ]);
    await dead.kill();
    const { rows: runs } = await sql.query('select id, session_id from agent_runs where user_id = $1', [
      user.id,
    ]);
    expect(runs).toHaveLength(1);
    const run = await until(
      async () => (await sql.query('select status from agent_runs where id = $1', [runs[0].id])).rows[0],
      (row) => row?.status !== 'running',
      40_000,
    );
    expect(run).toMatchObject({ status: 'completed' });
    const session = await chat(survivor, user.access, 'lead_finder', {
      action: 'get_session',
      session_id: runs[0].session_id,
    });
    expect(session.status).toBe(200);
    const answer = session.body.messages.at(-1);
    expect(answer).toMatchObject({ id: runs[0].id, role: 'assistant' });
    expect(answer.content).toContain('sorrisocontagem.example.com.br');
    expect(answer.content).not.toContain(LONG_RUN_MESSAGES.interrupted('LeadFinder'));
    // The request was on node A: it got the answer if A survived, and lost its connection if not.
    const reply = (await pending) as { status?: number };
    if (survivor === a) {
      expect(reply.status).toBe(200);
    } else {
      expect(reply).toBeInstanceOf(Error);
    }
  });
});

/** The writable fields of a profile (the update takes them all). */
function pick(fields: Body): Body {
  const keys = [
    'first_name',
    'last_name',
    'email',
    'phone',
    'company',
    'position',
    'industry',
    'address',
    'city',
    'state',
    'country',
    'postal_code',
    'timezone',
  ];
  return Object.fromEntries(keys.map((key) => [key, fields[key]]));
}
