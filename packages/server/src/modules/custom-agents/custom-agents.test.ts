// Custom agents of the Enterprise plan (issue 21) by HTTP: who may create, see, edit and use an
// agent; knowledge documents answering with citations; the Commander's routing; export/import.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type TestUser } from '../../../test/harness.ts';
import { operationTable } from '../../app.ts';
import { createCustomAgentsOperations } from '../../http/custom-agents/handlers.ts';
import { users } from '../accounts/schema.ts';
import { CHAT_MESSAGES } from '../agents/chat/messages.ts';
import { llmCalls } from '../metering/schema.ts';
import { TEAM_MESSAGES } from '../teams/messages.ts';
import { MAX_AGENTS_PER_TEAM } from './agents.ts';
import { MAX_DOCUMENTS_PER_AGENT } from './knowledge.ts';
import { CUSTOM_AGENT_MESSAGES as M } from './messages.ts';

// biome-ignore lint/suspicious/noExplicitAny: replies read field by field by the assertions
type Body = Record<string, any>;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const call = (method: string, url: string, user?: TestUser, body?: unknown) =>
  server.request<Body>(method, url, { ...(user ? { token: user.access } : {}), ...(body ? { body } : {}) });

async function subscriber(plan: 'enterprise' | 'professional'): Promise<TestUser> {
  const user = await server.signup({ first_name: 'Mariana', last_name: 'Costa' });
  const reply = await call('POST', '/payments/upgrade/', user, { plan_type: plan });
  expect(reply.status).toBe(200);
  return user;
}

async function join(owner: TestUser): Promise<TestUser> {
  const member = await server.signup({ first_name: 'Paulo', last_name: 'Souza' });
  expect((await call('POST', '/api/teams/invitations/', owner, { email: member.email })).status).toBe(201);
  const body = (await server.outbox(member.email)).at(-1)?.body ?? '';
  const token = /\/convite\/([\w-]+)/.exec(body)?.[1];
  expect(await call('POST', '/api/teams/invitations/accept/', member, { token })).toMatchObject({
    status: 200,
  });
  return member;
}

const PROPOSALS = {
  name: 'Propostas Boa Vista',
  description: 'Monta propostas comerciais de coffee break e buffet para eventos corporativos.',
  category: 'Vendas',
  instructions: 'Você prepara propostas comerciais da Padaria Boa Vista com base na tabela de preços.',
  starter_prompts: [
    'Monte uma proposta de coffee break para 40 pessoas',
    'Qual o preço do kit café da manhã?',
  ],
  tools: ['url_reading'],
  audience: 'team',
};

const PRICE_TABLE = [
  'Tabela de preços 2026 da Padaria Boa Vista.',
  'Kit café da manhã: R$ 24,90 por pessoa, com pão de queijo, frutas e suco.',
  'Coffee break corporativo: R$ 32,00 por pessoa, mínimo de 20 pessoas.',
  'Entrega na Grande São Paulo sem custo para pedidos acima de R$ 500,00.',
].join('\n\n');

const asBase64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

describe('agentes personalizados do plano Enterprise', () => {
  it('o dono cria, lista, altera e exclui; a equipe vê os compartilhados; o membro não edita', async () => {
    const owner = await subscriber('enterprise');
    const created = await call('POST', '/api/custom-agents/', owner, PROPOSALS);
    expect(created).toMatchObject({
      status: 201,
      body: {
        message: 'Agente Propostas Boa Vista criado.',
        agent: { ...PROPOSALS, can_edit: true, documents: [] },
      },
    });
    const id = created.body.agent.id as string;
    const ownerOnly = await call('POST', '/api/custom-agents/', owner, {
      ...PROPOSALS,
      name: 'Rascunhos do dono',
      audience: 'owner',
    });
    expect(ownerOnly.status).toBe(201);
    expect((await call('POST', '/api/custom-agents/', owner, PROPOSALS)).body.error).toBe(
      M.duplicateName('Propostas Boa Vista'),
    );

    const member = await join(owner);
    const seen = await call('GET', '/api/custom-agents/', member);
    expect(seen.status).toBe(200);
    expect(seen.body.agents.map((agent: Body) => [agent.name, agent.can_edit])).toEqual([
      ['Propostas Boa Vista', false],
    ]);
    expect((await call('GET', `/api/custom-agents/${ownerOnly.body.agent.id}/`, member)).status).toBe(404);
    expect(await call('PATCH', `/api/custom-agents/${id}/`, member, { name: 'Outro' })).toMatchObject({
      status: 403,
      body: { error: M.ownerOnly },
    });
    expect((await call('DELETE', `/api/custom-agents/${id}/`, member)).status).toBe(403);
    expect((await call('POST', '/api/custom-agents/', member, PROPOSALS)).status).toBe(403);

    const updated = await call('PATCH', `/api/custom-agents/${id}/`, owner, {
      description: 'Propostas de buffet e coffee break.',
      name: '  Propostas  ',
    });
    expect(updated).toMatchObject({
      status: 200,
      body: {
        agent: { name: 'Propostas', description: 'Propostas de buffet e coffee break.', category: 'Vendas' },
      },
    });
    expect(await call('PATCH', `/api/custom-agents/${id}/`, owner, { name: '   ' })).toMatchObject({
      status: 400,
      body: { error: 'Informe o nome do agente.' },
    });

    expect(await call('DELETE', `/api/custom-agents/${id}/`, owner)).toMatchObject({
      status: 200,
      body: { message: 'Agente Propostas excluído.' },
    });
    expect((await call('GET', `/api/custom-agents/${id}/`, owner)).status).toBe(404);
    expect((await call('GET', '/api/custom-agents/', owner)).body.agents).toHaveLength(1);
  });

  it('Free e Pro são recusados nomeando o plano; outra equipe recebe 404', async () => {
    const free = await server.signup();
    const pro = await subscriber('professional');
    for (const user of [free, pro]) {
      expect(await call('GET', '/api/custom-agents/', user)).toMatchObject({
        status: 403,
        body: { error: M.enterpriseOnly },
      });
      expect((await call('POST', '/api/custom-agents/', user, PROPOSALS)).status).toBe(403);
    }
    expect(M.enterpriseOnly).toContain('plano Enterprise');
    expect((await call('GET', '/api/custom-agents/')).status).toBe(401);

    const owner = await subscriber('enterprise');
    const id = (await call('POST', '/api/custom-agents/', owner, PROPOSALS)).body.agent.id as string;
    const stranger = await subscriber('enterprise');
    expect((await call('GET', '/api/custom-agents/', stranger)).body.agents).toEqual([]);
    for (const [method, url, body] of [
      ['GET', `/api/custom-agents/${id}/`, undefined],
      ['PATCH', `/api/custom-agents/${id}/`, { name: 'Tomado' }],
      ['DELETE', `/api/custom-agents/${id}/`, undefined],
      ['GET', `/api/custom-agents/${id}/export/`, undefined],
      ['POST', `/api/custom-agents/${id}/documents/`, { filename: 'a.txt', content_base64: asBase64('olá') }],
      ['POST', `/api/custom-agents/${id}/chat/`, { message: 'Qual o preço do kit café da manhã?' }],
    ] as const) {
      expect((await call(method, url, stranger, body)).status, `${method} ${url}`).toBe(404);
    }
    expect((await call('GET', `/api/custom-agents/${id}/`, owner)).body.agent.name).toBe(
      'Propostas Boa Vista',
    );
  });

  it('responde pelo documento de conhecimento com citações, offline, e mede a chamada', async () => {
    const owner = await subscriber('enterprise');
    const id = (await call('POST', '/api/custom-agents/', owner, PROPOSALS)).body.agent.id as string;
    const before = await call('POST', `/api/custom-agents/${id}/chat/`, owner, {
      message: 'Qual o preço do kit café da manhã?',
    });
    expect(before.body).toMatchObject({ answer: M.offlineNoDocuments, citations: [], offline: true });

    const added = await call('POST', `/api/custom-agents/${id}/documents/`, owner, {
      filename: 'tabela-precos-2026.txt',
      content_base64: asBase64(PRICE_TABLE),
    });
    expect(added).toMatchObject({
      status: 201,
      body: { message: 'Documento tabela-precos-2026.txt adicionado.' },
    });
    expect(added.body.agent.documents).toMatchObject([{ filename: 'tabela-precos-2026.txt' }]);

    const member = await join(owner);
    const reply = await call('POST', `/api/custom-agents/${id}/chat/`, member, {
      message: 'Qual o preço do kit café da manhã?',
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ agent_id: id, agent_name: 'Propostas Boa Vista', offline: true });
    expect(reply.body.answer).toContain('Kit café da manhã: R$ 24,90 por pessoa');
    expect(reply.body.answer).not.toContain('Entrega na Grande São Paulo');
    expect(reply.body.citations).toEqual([
      expect.objectContaining({
        filename: 'tabela-precos-2026.txt',
        excerpt: expect.stringContaining('R$ 24,90'),
      }),
    ]);
    // The session is the member's own: the owner cannot continue it.
    expect(
      (
        await call('POST', `/api/custom-agents/${id}/chat/`, owner, {
          message: 'e o coffee break?',
          session_id: reply.body.session_id,
        })
      ).status,
    ).toBe(404);
    // The chat's spacing (spec 2 §9) holds for custom agents too.
    server.clock.advance(2_000);
    const next = await call('POST', `/api/custom-agents/${id}/chat/`, member, {
      message: 'E o coffee break corporativo?',
      session_id: reply.body.session_id,
    });
    expect(next.body.session_id).toBe(reply.body.session_id);
    expect(next.body.answer).toContain('R$ 32,00 por pessoa');

    const calls = await server.database.db
      .select({ agent: llmCalls.agent, provider: llmCalls.provider })
      .from(llmCalls)
      .where(eq(llmCalls.userId, member.id));
    expect(calls).toEqual([
      { agent: `custom:${id}`, provider: 'offline' },
      { agent: `custom:${id}`, provider: 'offline' },
    ]);

    // Each person lists and reads only their own conversations.
    const own = await call('GET', `/api/custom-agents/${id}/sessions/`, member);
    expect(own.body.sessions).toEqual([expect.objectContaining({ id: reply.body.session_id })]);
    const ownersOwn = (await call('GET', `/api/custom-agents/${id}/sessions/`, owner)).body
      .sessions as Body[];
    expect(ownersOwn.map((session) => session.id)).toEqual([before.body.session_id]);
    const detail = await call('GET', `/api/custom-agents/${id}/sessions/${reply.body.session_id}/`, member);
    expect(detail.body.messages.map((m: Body) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect(detail.body.messages[1].citations[0].filename).toBe('tabela-precos-2026.txt');
    for (const method of ['GET', 'DELETE']) {
      expect(
        (await call(method, `/api/custom-agents/${id}/sessions/${reply.body.session_id}/`, owner)).status,
      ).toBe(404);
    }

    // The console names the agent in its per-agent views.
    const admin = await server.signup({ first_name: 'Olga', last_name: 'Operadora' });
    await server.services.db.update(users).set({ isSuperuser: true }).where(eq(users.id, admin.id));
    const byAgent = await call('GET', '/api/agents/tokens/usage/', admin);
    expect(byAgent.body.models).toContainEqual(
      expect.objectContaining({
        agent_type: `custom:${id}`,
        agent_name: 'Propostas Boa Vista (personalizado)',
      }),
    );
    const history = await call('GET', '/api/agents/usage/history/', admin);
    expect(history.status).toBe(200);
    expect(history.body.sessions).toContainEqual(
      expect.objectContaining({
        agent_name: 'Propostas Boa Vista (personalizado)',
        user_email: member.email,
      }),
    );

    expect(
      await call('DELETE', `/api/custom-agents/${id}/sessions/${reply.body.session_id}/`, member),
    ).toMatchObject({ status: 200, body: { message: 'Conversa apagada.' } });
    expect((await call('GET', `/api/custom-agents/${id}/sessions/`, member)).body.sessions).toEqual([]);

    const document = added.body.agent.documents[0].id as string;
    expect((await call('DELETE', `/api/custom-agents/${id}/documents/${document}/`, member)).status).toBe(
      403,
    );
    expect(await call('DELETE', `/api/custom-agents/${id}/documents/${document}/`, owner)).toMatchObject({
      status: 200,
      body: { agent: { documents: [] } },
    });
  });

  it('documentos inválidos são recusados com 4xx claros', async () => {
    const owner = await subscriber('enterprise');
    const id = (await call('POST', '/api/custom-agents/', owner, PROPOSALS)).body.agent.id as string;
    const send = (filename: string, content_base64: string) =>
      call('POST', `/api/custom-agents/${id}/documents/`, owner, { filename, content_base64 });
    expect(await send('a.txt', '%%%não é base64%%%')).toMatchObject({
      status: 400,
      body: { error: M.badBase64 },
    });
    expect((await send('programa.exe', asBase64('MZ binário'))).status).toBe(415);
    expect((await send('grande.txt', asBase64('a'.repeat(718_000)))).status).toBe(413);
    expect((await call('GET', `/api/custom-agents/${id}/`, owner)).body.agent.documents).toEqual([]);
  });

  it('o Commander roteia um pedido que combina com o agente, com confiança', async () => {
    const owner = await subscriber('enterprise');
    const agent = (await call('POST', '/api/custom-agents/', owner, PROPOSALS)).body.agent;
    const routed = await call('POST', '/api/custom-agents/route/', owner, {
      message: 'Preciso de uma proposta de coffee break para 40 pessoas no evento corporativo',
    });
    expect(routed.body).toMatchObject({
      agent_id: agent.id,
      agent_name: 'Propostas Boa Vista',
      routing_message: 'O Propostas Boa Vista vai cuidar do seu pedido.',
    });
    expect(routed.body.confidence).toBeGreaterThanOrEqual(0.6);
    const elsewhere = await call('POST', '/api/custom-agents/route/', owner, {
      message: 'Escreva um e-mail de cobrança para um cliente com boleto atrasado',
    });
    expect(elsewhere.body).toMatchObject({ agent_id: null, routing_message: M.notRouted });
  });

  it('no chat, o Commander manda ao agente personalizado o pedido que combina, e a conversa segue com ele', async () => {
    const owner = await subscriber('enterprise');
    const id = (await call('POST', '/api/custom-agents/', owner, PROPOSALS)).body.agent.id as string;
    await call('POST', `/api/custom-agents/${id}/documents/`, owner, {
      filename: 'tabela-precos-2026.txt',
      content_base64: asBase64(PRICE_TABLE),
    });
    const member = await join(owner);
    const chat = (user: TestUser, body: Body) =>
      call('POST', '/api/agents/chatsppock/api/', user, {
        action: 'send_message',
        location: 'Brasil',
        ...body,
      });
    const created = await chat(member, { action: 'create_session', title: 'Nova conversa' });
    const sent = await chat(member, {
      session_id: created.body.session_id,
      message: 'Preciso de uma proposta de coffee break corporativo para 40 pessoas',
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body).toMatchObject({
      action: 'send_message',
      orchestrated: true,
      agent_name: 'Propostas Boa Vista',
      intent_detected: 'agente personalizado Propostas Boa Vista',
      description: 'O Propostas Boa Vista vai cuidar do seu pedido.',
      offline: true,
    });
    expect(sent.body.confidence).toBeGreaterThanOrEqual(60);
    expect(sent.body.message).toContain('Coffee break corporativo: R$ 32,00 por pessoa');
    server.clock.advance(3_000);
    const next = await chat(member, { session_id: sent.body.session_id, message: 'E o kit café da manhã?' });
    expect(next.body).toMatchObject({ session_id: sent.body.session_id, agent_name: 'Propostas Boa Vista' });
    expect(next.body.message).toContain('R$ 24,90');

    // Streamed like any answer: the orchestration part first, then the text, then the metadata.
    server.clock.advance(3_000);
    const streamed = await server.request<string>('POST', '/api/agents/chatsppock/api/', {
      token: member.access,
      headers: { accept: 'text/event-stream' },
      body: {
        action: 'send_message',
        location: 'Brasil',
        message: 'Preciso de uma proposta de coffee break corporativo para 40 pessoas',
      },
    });
    expect(streamed.headers['content-type']).toContain('text/event-stream');
    const parts = streamed.body
      .split('\n\n')
      .filter((line) => line.startsWith('data: {'))
      .map((line) => JSON.parse(line.slice(6)) as Body);
    const types = parts.map((part) => part.type);
    expect(types.slice(0, 2)).toEqual(['start', 'data-orchestration']);
    expect(types).toContain('text-start');
    expect(types.at(-1)).toBe('finish');
    expect(parts[1]?.data).toMatchObject({ orchestrated: true, agent_name: 'Propostas Boa Vista' });
    const streamedText = parts
      .filter((part) => part.type === 'text-delta')
      .map((part) => part.delta)
      .join('');
    expect(streamedText).toContain('R$ 32,00');
    expect(parts.at(-1)?.messageMetadata).toMatchObject({ offline: true, provider: 'offline' });

    // A request for a built-in agent still goes there; another team never reaches the agent.
    server.clock.advance(3_000);
    const email = await chat(member, {
      message: 'Escreva um e-mail de cobrança educado para um cliente com boleto atrasado.',
    });
    expect(email.body.agent_used).toBe('email_writer');
    const stranger = await subscriber('enterprise');
    const theirs = await chat(stranger, {
      message: 'Preciso de uma proposta de coffee break corporativo para 40 pessoas',
    });
    expect(theirs.status).toBe(200);
    expect(theirs.body.agent_name).not.toBe('Propostas Boa Vista');
  });

  it('espaça as mensagens como os agentes do catálogo: de 8 enviadas juntas, uma é respondida e as outras recebem 429 com Retry-After', async () => {
    const owner = await subscriber('enterprise');
    const id = (await call('POST', '/api/custom-agents/', owner, PROPOSALS)).body.agent.id as string;
    const expectOneAnswered = (replies: Body[], name: string) => {
      expect(replies.map((reply) => reply.status).sort(), name).toEqual([
        200, 429, 429, 429, 429, 429, 429, 429,
      ]);
      for (const reply of replies.filter((r) => r.status === 429)) {
        expect(reply.body).toEqual({ success: false, error: CHAT_MESSAGES.spacing });
        expect(Number(reply.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      }
    };
    const direct = await Promise.all(
      Array.from({ length: 8 }, () =>
        call('POST', `/api/custom-agents/${id}/chat/`, owner, {
          message: 'Qual o preço do kit café da manhã?',
        }),
      ),
    );
    expectOneAnswered(direct, 'chat do agente');
    // Through the Commander, which hands the message to the agent, the Commander's spacing holds.
    const routed = await Promise.all(
      Array.from({ length: 8 }, () =>
        call('POST', '/api/agents/chatsppock/api/', owner, {
          action: 'send_message',
          location: 'Brasil',
          message: 'Preciso de uma proposta de coffee break corporativo para 40 pessoas',
        }),
      ),
    );
    expectOneAnswered(routed, 'Commander');
    expect(routed.find((reply) => reply.status === 200)?.body.agent_name).toBe('Propostas Boa Vista');
    server.clock.advance(3_000);
    expect(
      (await call('POST', `/api/custom-agents/${id}/chat/`, owner, { message: 'E o coffee break?' })).status,
    ).toBe(200);
  });

  it('exporta e importa o arquivo JSON; um arquivo fora do formato é recusado', async () => {
    const owner = await subscriber('enterprise');
    const id = (await call('POST', '/api/custom-agents/', owner, PROPOSALS)).body.agent.id as string;
    const exported = await call('GET', `/api/custom-agents/${id}/export/`, owner);
    expect(exported).toMatchObject({
      status: 200,
      body: { format: 'sppock-custom-agent/v1', agent: PROPOSALS },
    });

    const other = await subscriber('enterprise');
    const imported = await call('POST', '/api/custom-agents/import/', other, exported.body);
    expect(imported).toMatchObject({
      status: 201,
      body: { message: 'Agente Propostas Boa Vista importado.', agent: { ...PROPOSALS, can_edit: true } },
    });
    expect(imported.body.agent.id).not.toBe(id);

    for (const bad of [
      { format: 'outro/v1', agent: PROPOSALS },
      { format: 'sppock-custom-agent/v1', agent: { ...PROPOSALS, category: 'Finanças' } },
      { format: 'sppock-custom-agent/v1', agent: { ...PROPOSALS, extra: true } },
      { format: 'sppock-custom-agent/v1', agent: { ...PROPOSALS, name: undefined } },
      { format: 'sppock-custom-agent/v1', agent: { ...PROPOSALS, tools: ['shell'] } },
    ]) {
      expect((await call('POST', '/api/custom-agents/import/', other, bad)).status, JSON.stringify(bad)).toBe(
        400,
      );
    }
    expect((await call('GET', '/api/custom-agents/', other)).body.agents).toHaveLength(1);
  });
});

describe('limites com pedidos ao mesmo tempo', () => {
  it('60 criações ao mesmo tempo: 50 agentes, as outras 409; o mesmo nome duas vezes ao mesmo tempo, um só', async () => {
    const owner = await subscriber('enterprise');
    const replies = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        call('POST', '/api/custom-agents/', owner, { ...PROPOSALS, name: `Propostas ${i + 1}` }),
      ),
    );
    const statuses = replies.map((reply) => reply.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(MAX_AGENTS_PER_TEAM);
    expect(statuses.filter((status) => status === 409)).toHaveLength(60 - MAX_AGENTS_PER_TEAM);
    expect(replies.find((reply) => reply.status === 409)?.body).toEqual({
      success: false,
      error: M.tooManyAgents(MAX_AGENTS_PER_TEAM),
    });
    expect((await call('GET', '/api/custom-agents/', owner)).body.agents).toHaveLength(MAX_AGENTS_PER_TEAM);

    const other = await subscriber('enterprise');
    const twins = await Promise.all(
      Array.from({ length: 6 }, () => call('POST', '/api/custom-agents/', other, PROPOSALS)),
    );
    expect(twins.map((reply) => reply.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
  });

  it('16 documentos ao mesmo tempo: 10 guardados, os outros 409', async () => {
    const owner = await subscriber('enterprise');
    const id = (await call('POST', '/api/custom-agents/', owner, PROPOSALS)).body.agent.id as string;
    const replies = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        call('POST', `/api/custom-agents/${id}/documents/`, owner, {
          filename: `tabela-${i + 1}.txt`,
          content_base64: asBase64(PRICE_TABLE),
        }),
      ),
    );
    const statuses = replies.map((reply) => reply.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(MAX_DOCUMENTS_PER_AGENT);
    expect(statuses.filter((status) => status === 409)).toHaveLength(16 - MAX_DOCUMENTS_PER_AGENT);
    expect(replies.find((reply) => reply.status === 409)?.body).toEqual({
      success: false,
      error: M.tooManyDocuments(MAX_DOCUMENTS_PER_AGENT),
    });
    const agent = await call('GET', `/api/custom-agents/${id}/`, owner);
    expect(agent.body.agent.documents).toHaveLength(MAX_DOCUMENTS_PER_AGENT);
  });
});

const allow = (owner: TestUser, member: TestUser, allowed: boolean) =>
  call('PATCH', `/api/teams/members/${member.id}/`, owner, { can_create_agents: allowed });

describe('quem cria agentes na equipe, e para onde eles vão', () => {
  it('um membro sem a permissão do dono não cria nem importa: 403 dizendo a quem pedir', async () => {
    const owner = await subscriber('enterprise');
    const member = await join(owner);
    const refused = { status: 403, body: { success: false, error: M.createNotAllowed } };
    expect(await call('POST', '/api/custom-agents/', member, PROPOSALS)).toMatchObject(refused);
    expect(
      await call('POST', '/api/custom-agents/import/', member, {
        format: 'sppock-custom-agent/v1',
        agent: PROPOSALS,
      }),
    ).toMatchObject(refused);
    expect(M.createNotAllowed).toContain('dono da equipe');
    expect((await call('GET', '/api/custom-agents/', owner)).body.agents).toEqual([]);
    const team = await call('GET', '/api/teams/', owner);
    expect(team.body.team.members.map((m: Body) => [m.id, m.can_create_agents])).toEqual([
      [owner.id, true],
      [member.id, false],
    ]);
  });

  it('o dono permite: o membro cria agentes da equipe, edita os seus e não os dos outros; sem a permissão, volta a só usar', async () => {
    const owner = await subscriber('enterprise');
    const paulo = await join(owner);
    const lucia = await join(owner);
    const ownerAgent = (await call('POST', '/api/custom-agents/', owner, PROPOSALS)).body.agent.id as string;

    // Only the owner grants, only to a person of their team, never to themselves.
    expect(await allow(paulo, paulo, true)).toMatchObject({
      status: 403,
      body: { error: TEAM_MESSAGES.ownerOnly },
    });
    expect(await allow(owner, owner, false)).toMatchObject({
      status: 400,
      body: { error: TEAM_MESSAGES.ownerAlwaysCreatesAgents },
    });
    const stranger = await subscriber('enterprise');
    expect(await allow(stranger, paulo, true)).toMatchObject({
      status: 404,
      body: { error: TEAM_MESSAGES.memberNotFound },
    });
    expect(
      await call('PATCH', `/api/teams/members/${paulo.id}/`, owner, { can_create_agents: 'sim' }),
    ).toMatchObject({ status: 400 });
    expect(await allow(owner, paulo, true)).toMatchObject({
      status: 200,
      body: {
        message: 'Paulo Souza agora pode criar agentes personalizados para a equipe.',
        member: { id: paulo.id, role: 'member', can_create_agents: true },
      },
    });

    const created = await call('POST', '/api/custom-agents/', paulo, {
      ...PROPOSALS,
      name: 'Cardápio de eventos',
    });
    expect(created).toMatchObject({
      status: 201,
      body: { agent: { name: 'Cardápio de eventos', can_edit: true } },
    });
    const pauloAgent = created.body.agent.id as string;
    const drafts = await call('POST', '/api/custom-agents/import/', paulo, {
      format: 'sppock-custom-agent/v1',
      agent: { ...PROPOSALS, name: 'Rascunhos do Paulo', audience: 'owner' },
    });
    expect(drafts).toMatchObject({ status: 201, body: { agent: { can_edit: true } } });
    const draftsId = drafts.body.agent.id as string;

    // The agents are the team's: the owner sees and edits them, the team uses the shared one.
    const ownerList = await call('GET', '/api/custom-agents/', owner);
    expect(ownerList.body.agents.map((a: Body) => [a.name, a.can_edit])).toEqual([
      ['Cardápio de eventos', true],
      ['Propostas Boa Vista', true],
      ['Rascunhos do Paulo', true],
    ]);
    expect(
      (await call('GET', '/api/custom-agents/', lucia)).body.agents.map((a: Body) => [a.name, a.can_edit]),
    ).toEqual([
      ['Cardápio de eventos', false],
      ['Propostas Boa Vista', false],
    ]);
    expect((await call('GET', `/api/custom-agents/${draftsId}/`, lucia)).status).toBe(404);
    expect((await call('PATCH', `/api/custom-agents/${pauloAgent}/`, lucia, { name: 'Meu' })).status).toBe(
      403,
    );
    expect(
      await call('PATCH', `/api/custom-agents/${pauloAgent}/`, paulo, {
        description: 'Cardápios de buffet.',
      }),
    ).toMatchObject({ status: 200, body: { agent: { description: 'Cardápios de buffet.' } } });
    expect(
      (
        await call('POST', `/api/custom-agents/${pauloAgent}/documents/`, paulo, {
          filename: 'cardapio.txt',
          content_base64: asBase64(PRICE_TABLE),
        })
      ).status,
    ).toBe(201);
    expect((await call('GET', `/api/custom-agents/${pauloAgent}/export/`, paulo)).status).toBe(200);
    // The grant is for the agents they create, not the owner's.
    expect(await call('PATCH', `/api/custom-agents/${ownerAgent}/`, paulo, { name: 'Tomado' })).toMatchObject(
      {
        status: 403,
        body: { error: M.ownerOnly },
      },
    );
    expect((await call('DELETE', `/api/custom-agents/${ownerAgent}/`, paulo)).status).toBe(403);
    expect((await call('GET', `/api/custom-agents/${ownerAgent}/export/`, paulo)).status).toBe(403);
    expect((await call('GET', '/api/custom-agents/', stranger)).body.agents).toEqual([]);
    expect((await call('GET', `/api/custom-agents/${pauloAgent}/`, stranger)).status).toBe(404);

    // Taken back: Paulo uses the shared agent, edits nothing, and his owner-only draft is the owner's.
    expect(await allow(owner, paulo, false)).toMatchObject({
      status: 200,
      body: { member: { can_create_agents: false } },
    });
    expect(await call('POST', '/api/custom-agents/', paulo, { ...PROPOSALS, name: 'Outro' })).toMatchObject({
      status: 403,
      body: { error: M.createNotAllowed },
    });
    expect((await call('PATCH', `/api/custom-agents/${pauloAgent}/`, paulo, { name: 'Meu' })).status).toBe(
      403,
    );
    expect((await call('GET', `/api/custom-agents/${pauloAgent}/`, paulo)).body.agent.can_edit).toBe(false);
    expect((await call('GET', `/api/custom-agents/${draftsId}/`, paulo)).status).toBe(404);
    expect((await call('GET', `/api/custom-agents/${draftsId}/`, owner)).status).toBe(200);

    // Leaving the team leaves the agents with it.
    expect(await allow(owner, paulo, true)).toMatchObject({ status: 200 });
    expect((await call('POST', '/api/teams/leave/', paulo)).status).toBe(200);
    expect((await call('GET', `/api/custom-agents/${pauloAgent}/`, paulo)).status).toBe(403);
    expect((await call('GET', `/api/custom-agents/${pauloAgent}/`, owner)).status).toBe(200);
  });

  it('passar a equipe leva os agentes ao novo dono, com os mesmos ids; o antigo dono usa os compartilhados', async () => {
    const owner = await subscriber('enterprise');
    const member = await join(owner);
    const shared = (await call('POST', '/api/custom-agents/', owner, PROPOSALS)).body.agent.id as string;
    const ownerOnly = (
      await call('POST', '/api/custom-agents/', owner, {
        ...PROPOSALS,
        name: 'Rascunhos do dono',
        audience: 'owner',
      })
    ).body.agent.id as string;
    await call('POST', `/api/custom-agents/${shared}/documents/`, owner, {
      filename: 'tabela-precos.txt',
      content_base64: asBase64(PRICE_TABLE),
    });
    expect(await allow(owner, member, true)).toMatchObject({ status: 200 });

    expect(await call('POST', '/api/teams/owner/', owner, { user_id: member.id })).toMatchObject({
      status: 200,
      body: { message: TEAM_MESSAGES.transferred('Paulo Souza') },
    });

    // The new owner has every agent, same ids, and edits them.
    const newOwnerList = await call('GET', '/api/custom-agents/', member);
    expect(newOwnerList.body.agents.map((a: Body) => [a.id, a.can_edit])).toEqual([
      [shared, true],
      [ownerOnly, true],
    ]);
    expect(
      await call('PATCH', `/api/custom-agents/${ownerOnly}/`, member, {
        description: 'Rascunhos da equipe.',
      }),
    ).toMatchObject({ status: 200 });
    const answer = await call('POST', `/api/custom-agents/${shared}/chat/`, member, {
      message: 'Qual o preço do kit café da manhã?',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.citations[0]).toMatchObject({ filename: 'tabela-precos.txt' });

    // The former owner is a member without the grant: they use the shared agent only.
    const team = await call('GET', '/api/teams/', owner);
    expect(team.body.team.members.map((m: Body) => [m.id, m.role, m.can_create_agents])).toEqual([
      [owner.id, 'member', false],
      [member.id, 'owner', true],
    ]);
    expect(
      (await call('GET', '/api/custom-agents/', owner)).body.agents.map((a: Body) => [a.id, a.can_edit]),
    ).toEqual([[shared, false]]);
    expect((await call('GET', `/api/custom-agents/${ownerOnly}/`, owner)).status).toBe(404);
    expect((await call('PATCH', `/api/custom-agents/${shared}/`, owner, { name: 'Tomado' })).status).toBe(
      403,
    );
    expect(
      (
        await call('POST', `/api/custom-agents/${shared}/chat/`, owner, {
          message: 'Qual o preço do kit café da manhã?',
        })
      ).status,
    ).toBe(200);
    expect(await call('POST', '/api/custom-agents/', owner, { ...PROPOSALS, name: 'Novo' })).toMatchObject({
      status: 403,
      body: { error: M.createNotAllowed },
    });
    // Handing it back is the new owner's call, and the ids keep working for the team.
    expect(await call('POST', '/api/teams/owner/', owner, { user_id: owner.id })).toMatchObject({
      status: 403,
    });
  });

  it('outra equipe, inclusive seus membros, não vê nem usa o agente: 404, e o roteamento não o escolhe', async () => {
    const owner = await subscriber('enterprise');
    const id = (await call('POST', '/api/custom-agents/', owner, PROPOSALS)).body.agent.id as string;
    const sessionId = (
      await call('POST', `/api/custom-agents/${id}/chat/`, owner, {
        message: 'Qual o preço do kit café da manhã?',
      })
    ).body.session_id as string;
    const otherOwner = await subscriber('enterprise');
    const otherMember = await join(otherOwner);
    expect(await allow(otherOwner, otherMember, true)).toMatchObject({ status: 200 });
    for (const intruder of [otherOwner, otherMember]) {
      for (const [method, url, body] of [
        ['GET', `/api/custom-agents/${id}/`, undefined],
        ['PATCH', `/api/custom-agents/${id}/`, { name: 'Tomado' }],
        ['DELETE', `/api/custom-agents/${id}/`, undefined],
        ['GET', `/api/custom-agents/${id}/export/`, undefined],
        ['GET', `/api/custom-agents/${id}/sessions/`, undefined],
        ['GET', `/api/custom-agents/${id}/sessions/${sessionId}/`, undefined],
        ['DELETE', `/api/custom-agents/${id}/sessions/${sessionId}/`, undefined],
        [
          'POST',
          `/api/custom-agents/${id}/chat/`,
          { message: 'Qual o preço do kit café da manhã?', session_id: sessionId },
        ],
      ] as const) {
        expect((await call(method, url, intruder, body)).status, `${method} ${url}`).toBe(404);
      }
      const routed = await call('POST', '/api/custom-agents/route/', intruder, {
        message: 'Preciso de uma proposta de coffee break para 40 pessoas no evento corporativo',
      });
      expect(routed.body.agent_id).toBeNull();
      expect((await call('GET', '/api/custom-agents/', intruder)).body.agents).toEqual([]);
    }
    expect((await call('GET', `/api/custom-agents/${id}/sessions/${sessionId}/`, owner)).status).toBe(200);
  });
});

describe('ferramentas do agente personalizado', () => {
  const PAGE = `<!doctype html><html lang="pt-BR"><head><title>Buffet Aurora — Cardápio</title></head>
<body><article><h1>Cardápio de eventos</h1>
<p>O Buffet Aurora atende eventos corporativos em Campinas desde 2009, com equipe própria.</p>
<p>O coquetel volante custa R$ 89,00 por pessoa, com mínimo de 50 convidados.</p></article></body></html>`;
  let site: http.Server;
  let base: string;
  let tools: TestServer;
  beforeAll(async () => {
    site = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE);
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    const port = (site.address() as AddressInfo).port;
    base = `http://127.0.0.1:${port}`;
    tools = await startTestServer({
      operations: {
        ...operationTable,
        ...createCustomAgentsOperations({
          webFetch: { testAllowAddresses: ['127.0.0.1'], allowedPorts: [port] },
        }),
      },
    });
  });
  afterAll(async () => {
    await tools?.close();
    site?.closeAllConnections();
    await new Promise((resolve) => site?.close(resolve));
  });

  it('lê a URL do pedido só quando o agente tem a leitura de URLs', async () => {
    const owner = await tools.signup();
    expect(
      (
        await tools.request('POST', '/payments/upgrade/', {
          token: owner.access,
          body: { plan_type: 'enterprise' },
        })
      ).status,
    ).toBe(200);
    const create = (body: Body) =>
      tools.request<Body>('POST', '/api/custom-agents/', {
        token: owner.access,
        body: { ...PROPOSALS, ...body },
      });
    const reader = (await create({ name: 'Leitor', tools: ['url_reading'] })).body.agent.id as string;
    const blind = (await create({ name: 'Sem leitura', tools: [] })).body.agent.id as string;
    const ask = (id: string) =>
      tools.request<Body>('POST', `/api/custom-agents/${id}/chat/`, {
        token: owner.access,
        body: { message: `Quanto custa o coquetel volante por pessoa? ${base}/cardapio` },
      });
    const read = await ask(reader);
    expect(read.status).toBe(200);
    expect(read.body.answer).toContain('O coquetel volante custa R$ 89,00 por pessoa');
    expect(read.body.citations).toEqual([expect.objectContaining({ filename: 'Buffet Aurora — Cardápio' })]);
    const refused = await ask(blind);
    expect(refused.body.answer).toContain(M.urlReadingOff);
    expect(refused.body.answer).not.toContain('R$ 89,00');
  });
});
