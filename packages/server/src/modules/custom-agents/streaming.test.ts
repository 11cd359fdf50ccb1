// Custom-agent answers that stream and survive a reload (issue 29 item 4 for custom agents): the
// agent's own chat with `Accept: text/event-stream` and a Commander send a custom agent took are
// recorded like the Commander's answers, so a dropped connection, a reload or a second tab
// follows them to the same final text, and a stop from another connection ends the model call and
// keeps the part received. Only the conversation's person follows or stops it; a partner visitor
// only their own conversation, and never a private agent's.
import type { AddressInfo } from 'node:net';
import { parseJsonEventStream, uiMessageChunkSchema } from 'ai';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomIp, startTestServer, type TestServer, type TestUser } from '../../../test/harness.ts';
import { COMMANDER_PATH } from '../../http/embed/http.ts';
import { llmCalls } from '../metering/schema.ts';
import { customAgentMessages } from './schema.ts';

// biome-ignore lint/suspicious/noExplicitAny: replies read field by field by the assertions
type Body = Record<string, any>;
type Chunk = { type: string; [key: string]: unknown };

let server: TestServer;
let base: string;

beforeAll(async () => {
  // A slow offline stream (one word every 10 ms), so a test can drop or stop it midway.
  server = await startTestServer({ env: { LLM_OFFLINE_STREAM_DELAY_MS: '10' } });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await server?.close();
});

const call = (method: string, url: string, user: TestUser, body?: unknown) =>
  server.request<Body>(method, url, { token: user.access, ...(body ? { body } : {}) });

const PROPOSALS = {
  name: 'Propostas Boa Vista',
  description: 'Monta propostas comerciais de coffee break e buffet para eventos corporativos.',
  category: 'Vendas',
  instructions: 'Você prepara propostas comerciais da Padaria Boa Vista com base na tabela de preços.',
  starter_prompts: ['Monte uma proposta de coffee break para 40 pessoas'],
  tools: [],
  audience: 'team',
};

/** Long paragraphs that all match the question: the offline answer quotes four of them (~400 words). */
const PRICE_TABLE = Array.from({ length: 6 }, (_, index) =>
  [
    `Coffee break corporativo, opção ${index + 1}: R$ ${30 + index},00 por pessoa, mínimo de 20 pessoas.`,
    'Inclui pão de queijo, mini sanduíches de peito de peru, bolo de laranja, frutas da estação,',
    'suco natural de laranja, café coado, chá de camomila e água mineral com e sem gás, servidos',
    'em mesa decorada com toalha de linho, louça de porcelana e talheres de inox, com montagem uma',
    'hora antes do evento e recolhimento ao final, equipe de dois garçons para cada cinquenta',
    'convidados, reposição contínua durante o coffee break e descarte correto de todo o material.',
  ].join(' '),
).join('\n\n');
const QUESTION = 'Preciso de uma proposta de coffee break corporativo para 40 pessoas';

async function enterpriseTeam(): Promise<{ owner: TestUser; member: TestUser; agentId: string }> {
  const owner = await server.signup({ first_name: 'Mariana', last_name: 'Costa' });
  expect((await call('POST', '/payments/upgrade/', owner, { plan_type: 'enterprise' })).status).toBe(200);
  const created = await call('POST', '/api/custom-agents/', owner, PROPOSALS);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const agentId = created.body.agent.id as string;
  const added = await call('POST', `/api/custom-agents/${agentId}/documents/`, owner, {
    filename: 'tabela-precos-2026.txt',
    content_base64: Buffer.from(PRICE_TABLE, 'utf8').toString('base64'),
  });
  expect(added.status).toBe(201);
  const member = await server.signup({ first_name: 'Paulo', last_name: 'Souza' });
  expect((await call('POST', '/api/teams/invitations/', owner, { email: member.email })).status).toBe(201);
  const invitation = (await server.outbox(member.email)).at(-1)?.body ?? '';
  const token = /\/convite\/([\w-]+)/.exec(invitation)?.[1];
  expect((await call('POST', '/api/teams/invitations/accept/', member, { token })).status).toBe(200);
  return { owner, member, agentId };
}

function sendToAgent(user: TestUser, agentId: string, body: Body, signal?: AbortSignal) {
  return fetch(`${base}/api/custom-agents/${agentId}/chat/`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${user.access}`,
      'content-type': 'application/json',
      accept: 'text/event-stream',
    },
    body: JSON.stringify(body),
    ...(signal ? { signal } : {}),
  });
}

function answerStream(
  token: string,
  sessionId: string,
  method: 'GET' | 'DELETE' = 'GET',
  headers: Record<string, string> = {},
) {
  return fetch(`${base}/api/agents/sessions/${sessionId}/stream/`, {
    method,
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream', ...headers },
  });
}

async function* parts(response: Response): AsyncGenerator<Chunk> {
  if (!response.body) {
    return;
  }
  const reader = parseJsonEventStream({ stream: response.body, schema: uiMessageChunkSchema }).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) {
      return;
    }
    if (!value.success) {
      throw value.error;
    }
    yield value.value as Chunk;
  }
}

async function collect(response: Response) {
  const types: string[] = [];
  let text = '';
  let finish: Body | undefined;
  for await (const part of parts(response)) {
    types.push(part.type);
    if (part.type === 'text-delta') {
      text += String(part.delta);
    }
    if (part.type === 'finish') {
      finish = part.messageMetadata as Body;
    }
  }
  return { types, text, finish };
}

/** Reads a send until its first text, then drops the connection; the conversation's id and the text read. */
async function dropAfterFirstText(response: Response, controller: AbortController) {
  let sessionId = '';
  let before = '';
  try {
    for await (const part of parts(response)) {
      if (part.type === 'start') {
        sessionId = String((part.messageMetadata as { session_id: string }).session_id);
      }
      if (part.type === 'text-delta') {
        before += String(part.delta);
        controller.abort();
      }
    }
  } catch (error) {
    expect((error as Error).name).toBe('AbortError');
  }
  return { sessionId, before };
}

const storedAnswer = async (messageId: string) =>
  (
    await server.services.db.select().from(customAgentMessages).where(eq(customAgentMessages.id, messageId))
  )[0];

describe('chat de agente personalizado em stream', () => {
  it('responde em stream, com citações no fim; a conversa guarda pergunta e resposta', async () => {
    const { member, agentId } = await enterpriseTeam();
    const response = await sendToAgent(member, agentId, { message: QUESTION });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-vercel-ai-ui-message-stream')).toBe('v1');
    const whole = await collect(response);
    expect(whole.types[0]).toBe('start');
    expect(whole.types.at(-1)).toBe('finish');
    expect(whole.types.filter((type) => type === 'text-delta').length).toBeGreaterThan(50);
    expect(whole.text).toContain('R$ 30,00 por pessoa');
    expect(whole.finish).toMatchObject({ offline: true, provider: 'offline', stopped: false, cost_brl: 0 });
    expect(whole.finish?.citations[0]).toMatchObject({ filename: 'tabela-precos-2026.txt' });
    const sessionId = String(whole.finish?.session_id);
    const detail = await call('GET', `/api/custom-agents/${agentId}/sessions/${sessionId}/`, member);
    expect(detail.body.messages.map((m: Body) => [m.role, m.content])).toEqual([
      ['user', QUESTION],
      ['assistant', whole.text],
    ]);
    const calls = await server.services.db
      .select({ agent: llmCalls.agent, output: llmCalls.outputTokens })
      .from(llmCalls)
      .where(eq(llmCalls.userId, member.id));
    expect(calls).toEqual([{ agent: `custom:${agentId}`, output: whole.finish?.tokens.output }]);
    // Ended: nothing in flight.
    expect((await answerStream(member.access, sessionId)).status).toBe(204);
  });

  it('uma conexão que cai depois da primeira parte não para a resposta: a retomada dá o mesmo texto final', async () => {
    const { member, agentId } = await enterpriseTeam();
    const controller = new AbortController();
    const response = await sendToAgent(member, agentId, { message: QUESTION }, controller.signal);
    const { sessionId, before } = await dropAfterFirstText(response, controller);
    expect(before).not.toBe('');
    // The question shows at once in the conversation a reload reads.
    const detail = await call('GET', `/api/custom-agents/${agentId}/sessions/${sessionId}/`, member);
    expect(detail.body.messages.map((m: Body) => m.role)).toEqual(['user']);
    // A reload, and a second tab a moment later: both replay from the start and follow live.
    const first = await answerStream(member.access, sessionId);
    expect(first.status).toBe(200);
    const firstRead = collect(first);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const second = await answerStream(member.access, sessionId);
    expect(second.status).toBe(200);
    const [one, two] = await Promise.all([firstRead, collect(second)]);
    expect(one.types[0]).toBe('start');
    expect(one.types.at(-1)).toBe('finish');
    expect(one.text.startsWith(before)).toBe(true);
    expect(two.text).toBe(one.text);
    expect(one.finish).toMatchObject({ stopped: false });
    // Generated to its end although the connection that asked for it was gone.
    expect(await storedAnswer(String(one.finish?.message_id))).toMatchObject({ content: one.text });
    expect(one.text.split(/\s+/).length).toBeGreaterThan(150);
    expect((await answerStream(member.access, sessionId)).status).toBe(204);
  });

  it('parar de outra aba interrompe o modelo e guarda a parte recebida', async () => {
    const { member, agentId } = await enterpriseTeam();
    const response = await sendToAgent(member, agentId, { message: QUESTION });
    let sessionId = '';
    let messageId = '';
    let received = '';
    let deltas = 0;
    let finish: Body | undefined;
    for await (const part of parts(response)) {
      if (part.type === 'start') {
        messageId = String(part.messageId);
        sessionId = String((part.messageMetadata as { session_id: string }).session_id);
      }
      if (part.type === 'text-delta') {
        received += String(part.delta);
        deltas += 1;
        if (deltas === 3) {
          const stop = await answerStream(member.access, sessionId, 'DELETE');
          expect(await stop.json()).toEqual({ success: true, stopped: true });
        }
      }
      if (part.type === 'finish') {
        finish = part.messageMetadata as Body;
      }
    }
    expect(finish).toMatchObject({ message_id: messageId, stopped: true });
    expect((await storedAnswer(messageId))?.content).toBe(received);
    expect(received.split(/\s+/).length).toBeLessThan(150);
    const [metered] = await server.services.db.select().from(llmCalls).where(eq(llmCalls.userId, member.id));
    expect(metered).toMatchObject({ outcome: 'aborted', provider: 'offline' });
  });

  it('retomar e parar: só a pessoa da conversa; o dono da equipe, outra equipe e quem perdeu o acesso recebem 404', async () => {
    const { owner, member, agentId } = await enterpriseTeam();
    const stranger = await server.signup();
    const response = await sendToAgent(member, agentId, { message: QUESTION });
    let sessionId = '';
    for await (const part of parts(response)) {
      if (part.type === 'start') {
        sessionId = String((part.messageMetadata as { session_id: string }).session_id);
        break;
      }
    }
    for (const method of ['GET', 'DELETE'] as const) {
      for (const other of [owner, stranger]) {
        const refused = await answerStream(other.access, sessionId, method);
        expect(refused.status).toBe(404);
        expect(await refused.json()).toEqual({ success: false, error: 'Sessão não encontrada' });
      }
      const anonymous = await fetch(`${base}/api/agents/sessions/${sessionId}/stream/`, { method });
      expect(anonymous.status).toBe(401);
    }
    // Nobody else's stop reached it: the member follows it to its end.
    const rest = await collect(await answerStream(member.access, sessionId));
    expect(rest.finish).toMatchObject({ stopped: false });

    // The owner makes the agent theirs only: the member's next answer cannot be followed.
    server.clock.advance(3_000);
    const next = await sendToAgent(member, agentId, { message: QUESTION, session_id: sessionId });
    const reader = parts(next);
    await reader.next();
    expect((await call('PATCH', `/api/custom-agents/${agentId}/`, owner, { audience: 'owner' })).status).toBe(
      200,
    );
    expect((await answerStream(member.access, sessionId)).status).toBe(404);
    expect((await answerStream(member.access, sessionId, 'DELETE')).status).toBe(404);
    await reader.return(undefined);
  });
});

describe('Commander em stream respondido por agente personalizado', () => {
  it('a resposta do agente escolhido pelo Commander é retomada depois de a conexão cair', async () => {
    const { member } = await enterpriseTeam();
    const controller = new AbortController();
    const response = await fetch(`${base}${COMMANDER_PATH}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${member.access}`,
        'content-type': 'application/json',
        accept: 'text/event-stream',
      },
      body: JSON.stringify({ action: 'send_message', location: 'Brasil', message: QUESTION }),
      signal: controller.signal,
    });
    const { sessionId, before } = await dropAfterFirstText(response, controller);
    const resumed = await collect(await answerStream(member.access, sessionId));
    expect(resumed.types.slice(0, 2)).toEqual(['start', 'data-orchestration']);
    expect(resumed.text.startsWith(before)).toBe(true);
    expect(resumed.finish).toMatchObject({ session_id: sessionId, stopped: false });
    expect(await storedAnswer(String(resumed.finish?.message_id))).toMatchObject({ content: resumed.text });
  });

  it('o visitante de um site parceiro retoma só a própria conversa com o agente publicado', async () => {
    const { owner, agentId } = await enterpriseTeam();
    const origin = `https://retomada-${Date.now().toString(36)}.exemplo.com.br`;
    const site = await call('POST', '/api/embed/sites/', owner, {
      name: 'Loja Aurora',
      allowed_origins: [origin],
      widgets: ['commander'],
    });
    expect(site.status).toBe(201);
    expect(
      (
        await call('PATCH', `/api/embed/sites/${site.body.data.id}/`, owner, {
          published_agents: [agentId],
        })
      ).status,
    ).toBe(200);
    const open = async () => {
      const opened = await server.request<Body>('POST', '/api/embed/commander/session/', {
        ip: randomIp(),
        body: { site_key: site.body.data.site_key },
        headers: { origin },
      });
      expect(opened.status, JSON.stringify(opened.body)).toBe(201);
      return opened.body as { access: string; session_id: string };
    };
    const guest = await open();
    const other = await open();
    const controller = new AbortController();
    const response = await fetch(`${base}${COMMANDER_PATH}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${guest.access}`,
        'content-type': 'application/json',
        accept: 'text/event-stream',
        origin,
      },
      body: JSON.stringify({
        action: 'send_message',
        location: 'Brasil',
        session_id: guest.session_id,
        message: QUESTION,
      }),
      signal: controller.signal,
    });
    const { sessionId, before } = await dropAfterFirstText(response, controller);
    expect(sessionId).toBe(guest.session_id);
    // Another visitor of the same site cannot follow or stop it.
    for (const method of ['GET', 'DELETE'] as const) {
      expect((await answerStream(other.access, sessionId, method, { origin })).status).toBe(404);
    }
    const resumed = await collect(await answerStream(guest.access, sessionId, 'GET', { origin }));
    expect(resumed.text.startsWith(before)).toBe(true);
    expect(resumed.finish).toMatchObject({ stopped: false });
    const stored = await server.services.db
      .select()
      .from(customAgentMessages)
      .where(and(eq(customAgentMessages.sessionId, sessionId), eq(customAgentMessages.role, 'assistant')));
    expect(stored.map((row) => row.content)).toEqual([resumed.text]);
  });
});
