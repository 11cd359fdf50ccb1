// Long runs as jobs (issue 11 "Long-running work", spec 2 §9): LeadFinder's answer runs on the
// job queue with its status stored and its steps on the stream; a run the server lost by
// stopping is marked interrupted at the next start and the session says so; the same on BullMQ
// against the real Redis.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_REDIS_URL } from '../../../../test/env.ts';
import { type SearchFake, startFakeSerper } from '../../../../test/fakes/search/index.ts';
import { startTestServer, type TestServer, type TestUser } from '../../../../test/harness.ts';
import { agentRuns } from '../../jobs/schema.ts';
import { LONG_RUN_MESSAGES } from './long-runs.ts';

// biome-ignore lint/suspicious/noExplicitAny: replies read field by field
type ReplyBody = Record<string, any>;

const HITS = [
  {
    title: 'Clínica Sorriso Pampulha',
    url: 'https://sorrisopampulha.example.com.br/',
    snippet: 'Clínica odontológica na Pampulha, Belo Horizonte.',
  },
];

async function proUser(server: TestServer): Promise<TestUser> {
  const user = await server.signup();
  const upgraded = await server.request('POST', '/payments/upgrade/', {
    token: user.access,
    body: { plan_type: 'professional' },
  });
  expect(upgraded.status).toBe(200);
  return user;
}

function ask(server: TestServer, user: TestUser, message: string, headers: Record<string, string> = {}) {
  return server.request<ReplyBody>('POST', '/api/agents/lead_finder/api/', {
    token: user.access,
    headers,
    body: { action: 'send_message', message },
  });
}

type Part = { type: string; data?: Record<string, unknown>; delta?: string; messageMetadata?: ReplyBody };

function parts(body: unknown): Part[] {
  return String(body)
    .split('\n\n')
    .map((event) => event.replace(/^data: /, ''))
    .filter((data) => data && data !== '[DONE]')
    .map((data) => JSON.parse(data) as Part);
}

/** Polls until `ok`; generous, since CI runs many server files at once on two cores. */
async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const value = await read();
    if (ok(value)) {
      return value;
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('A condição não aconteceu a tempo.');
}

describe('fila no processo', () => {
  let serper: SearchFake;
  let server: TestServer;
  beforeAll(async () => {
    serper = await startFakeSerper();
    server = await startTestServer({ env: { SERPER_API_KEY: serper.apiKey, SERPER_BASE_URL: serper.url } });
  });
  afterAll(async () => {
    await server?.close();
    await serper?.close();
  });

  it('o LeadFinder roda como job: execução concluída guardada, contada na fila do console', async () => {
    const user = await proUser(server);
    serper.respond(HITS);
    const before = server.services.queue.snapshot().completed;
    const reply = await ask(server, user, 'Clínicas odontológicas em Belo Horizonte');
    expect(reply.status).toBe(200);
    expect(reply.body.message).toContain(
      '[Clínica Sorriso Pampulha](https://sorrisopampulha.example.com.br/)',
    );
    const [run] = await server.services.db
      .select()
      .from(agentRuns)
      .where(eq(agentRuns.id, reply.body.message_id));
    expect(run).toMatchObject({
      status: 'completed',
      queue: 'inline',
      agent: 'lead_finder',
      userId: user.id,
    });
    expect(run?.progress).toBe(LONG_RUN_MESSAGES.searching('Clínicas odontológicas em Belo Horizonte'));
    const figures = server.services.queue.snapshot();
    expect(figures.activeJobs).toBe(0);
    // The request and the job it ran.
    expect(figures.completed - before).toBeGreaterThanOrEqual(2);
  });

  it('no stream: partes data-job com o andamento, depois a resposta e o fim', async () => {
    const user = await proUser(server);
    serper.respond(HITS);
    const reply = await ask(server, user, 'Clínicas odontológicas em Contagem', {
      accept: 'text/event-stream',
    });
    expect(reply.status).toBe(200);
    const events = parts(reply.body);
    const jobs = events.filter((p) => p.type === 'data-job').map((p) => p.data);
    const runId = events.find((p) => p.type === 'start') as unknown as { messageId: string };
    expect(jobs[0]).toEqual({ run_id: runId.messageId, status: 'running', step: LONG_RUN_MESSAGES.queued });
    expect(jobs).toContainEqual({
      run_id: runId.messageId,
      status: 'running',
      step: LONG_RUN_MESSAGES.searching('Clínicas odontológicas em Contagem'),
    });
    expect(jobs.at(-1)).toMatchObject({ status: 'completed' });
    const text = events
      .filter((p) => p.type === 'text-delta')
      .map((p) => p.delta)
      .join('');
    expect(text).toContain('Clínica Sorriso Pampulha');
    expect(events.at(-1)?.messageMetadata).toMatchObject({ message_id: runId.messageId, stopped: false });
  });

  it('reinício no meio da execução: a execução fica interrompida e a sessão diz isso', async () => {
    const user = await proUser(server);
    serper.hang();
    const pending = ask(server, user, 'Clínicas odontológicas em Betim');
    const run = await until(
      async () => (await server.services.db.select().from(agentRuns).where(eq(agentRuns.userId, user.id)))[0],
      (row) => row?.progress === LONG_RUN_MESSAGES.searching('Clínicas odontológicas em Betim'),
    );
    expect(run?.status).toBe('running');
    // The server stopped without finishing the run; the next one starts on the same database.
    const next = await startTestServer({
      database: server.database,
      clock: server.clock,
      env: { JWT_SECRET: server.services.config.jwtSecret ?? '' },
    });
    try {
      const [after] = await next.services.db.select().from(agentRuns).where(eq(agentRuns.id, run!.id));
      expect(after).toMatchObject({ status: 'interrupted' });
      const session = await next.request<ReplyBody>('POST', '/api/agents/lead_finder/api/', {
        token: user.access,
        body: { action: 'get_session', session_id: run!.sessionId },
      });
      expect(session.status).toBe(200);
      expect(session.body.messages.at(-1)).toMatchObject({
        id: run!.answerId,
        role: 'assistant',
        content: LONG_RUN_MESSAGES.interrupted('LeadFinder'),
        stopped: true,
      });
    } finally {
      await next.close();
    }
    // The first server's run ends later: it stays interrupted, stores nothing, and its request says so.
    await serper.close();
    const reply = await pending;
    expect(reply).toMatchObject({
      status: 502,
      body: { error: LONG_RUN_MESSAGES.interrupted('LeadFinder') },
    });
    const [final] = await server.services.db.select().from(agentRuns).where(eq(agentRuns.id, run!.id));
    expect(final?.status).toBe('interrupted');
    serper = await startFakeSerper();
  });
});

describe('BullMQ no Redis (REDIS_URL)', () => {
  let serper: SearchFake;
  let server: TestServer;
  beforeAll(async () => {
    serper = await startFakeSerper();
    server = await startTestServer({
      env: { SERPER_API_KEY: serper.apiKey, SERPER_BASE_URL: serper.url, REDIS_URL: TEST_REDIS_URL },
      redisPrefix: `sppock-test-${randomBytes(6).toString('hex')}:`,
    });
  });
  afterAll(async () => {
    await server?.close();
    await serper?.close();
  });

  it('o job passa pela fila do BullMQ, com o andamento no stream e a execução concluída', async () => {
    expect(server.services.jobs.kind).toBe('bullmq');
    const user = await proUser(server);
    serper.respond(HITS);
    const reply = await ask(server, user, 'Clínicas odontológicas em Nova Lima', {
      accept: 'text/event-stream',
    });
    expect(reply.status).toBe(200);
    const events = parts(reply.body);
    const steps = events.filter((p) => p.type === 'data-job').map((p) => p.data?.step);
    expect(steps).toContain(LONG_RUN_MESSAGES.searching('Clínicas odontológicas em Nova Lima'));
    expect(
      events
        .filter((p) => p.type === 'text-delta')
        .map((p) => p.delta)
        .join(''),
    ).toContain('sorrisopampulha.example.com.br');
    const start = events.find((p) => p.type === 'start') as unknown as { messageId: string };
    const [run] = await server.services.db.select().from(agentRuns).where(eq(agentRuns.id, start.messageId));
    expect(run).toMatchObject({ status: 'completed', queue: 'bullmq' });
    expect(await server.services.jobs.isAlive(start.messageId)).toBe(false);
  });
});
