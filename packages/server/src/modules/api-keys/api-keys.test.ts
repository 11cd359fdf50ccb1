// Personal API keys and their surfaces (issue 30), by HTTP with clients nobody here wrote: the
// official `openai` npm client on /v1 (models, a streamed and a whole answer of the Commander with
// the offline provider, OpenAI's errors) and the MCP SDK's own client on /mcp (tools, a call,
// resources). Keys are shown once and stored hashed, revoked at once, scoped, rate limited and
// counted under the user's lock (run on PostgreSQL too: SPPOCK_TEST_DB=postgres).
import type { AddressInfo } from 'node:net';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { eq } from 'drizzle-orm';
import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeProviderEnv, type LlmFake, START_FAKE } from '../../../test/fakes/llm/index.ts';
import { startTestServer, type TestServer, type TestUser } from '../../../test/harness.ts';
import {
  CARRIED_CONVERSATION_MAX,
  CARRIED_INSTRUCTIONS_MAX,
  MESSAGE_MAX,
} from '../../http/api-keys/openai.ts';
import { AGENT_CATALOG } from '../agents/catalog.ts';
import { hashApiKey } from './keys.ts';
import { API_KEY_RATE, MAX_API_KEYS } from './limits.ts';
import { API_KEY_MESSAGES as M } from './messages.ts';
import { apiKeys } from './schema.ts';

// biome-ignore lint/suspicious/noExplicitAny: replies read field by field by the assertions
type Body = Record<string, any>;

let server: TestServer;
let base: string;
beforeAll(async () => {
  server = await startTestServer();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await server?.close();
});

const KEYS = '/api/accounts/api-keys/';

async function createKey(user: TestUser, scopes: string[] = ['chat'], name = 'Planilha de leads') {
  const reply = await server.request<Body>('POST', KEYS, { token: user.access, body: { name, scopes } });
  expect(reply.status).toBe(201);
  return reply.body as { secret: string; key: Body; message: string };
}

const openai = (apiKey: string) => new OpenAI({ apiKey, baseURL: `${base}/v1`, maxRetries: 0 });

/** The spacing between messages to one agent: the manual clock moves past it. */
const pastSpacing = () => server.clock.advance(60_000);

describe('chaves de API na conta', () => {
  it('mostra a chave uma vez, guarda só o hash e lista sem o segredo', async () => {
    const ana = await server.signup({ first_name: 'Ana' });
    const created = await createKey(ana, ['chat', 'conversations:read']);
    expect(created.secret).toMatch(/^spk_[A-Za-z0-9_-]{43}$/);
    expect(created.message).toBe(M.created('Planilha de leads'));
    expect(created.key).toMatchObject({
      name: 'Planilha de leads',
      scopes: ['chat', 'conversations:read'],
      last_used_at: null,
    });
    expect(created.key.hint).toBe(`${created.secret.slice(0, 8)}…${created.secret.slice(-4)}`);

    const [row] = await server.services.db.select().from(apiKeys).where(eq(apiKeys.id, created.key.id));
    expect(row?.keyHash).toBe(hashApiKey(created.secret));
    expect(JSON.stringify(row)).not.toContain(created.secret);

    const list = await server.request<Body>('GET', KEYS, { token: ana.access });
    expect(list.status).toBe(200);
    expect(list.body).toEqual({
      success: true,
      max_keys: MAX_API_KEYS,
      can_create_team_keys: false,
      keys: [created.key],
    });
    expect(JSON.stringify(list.body)).not.toContain(created.secret);
  });

  it('recusa nome vazio, longo demais e permissões desconhecidas, em pt-BR', async () => {
    const bia = await server.signup();
    const post = (body: unknown) => server.request<Body>('POST', KEYS, { token: bia.access, body });
    expect(await post({ name: '   ', scopes: ['chat'] })).toMatchObject({
      status: 400,
      body: { error: M.invalidName },
    });
    expect(await post({ name: 'x'.repeat(61), scopes: ['chat'] })).toMatchObject({
      status: 400,
      body: { error: M.invalidName },
    });
    expect(await post({ name: 'Ok', scopes: [] })).toMatchObject({
      status: 400,
      body: { error: M.invalidScopes },
    });
    expect(await post({ name: 'Ok', scopes: ['admin'] })).toMatchObject({
      status: 400,
      body: { error: M.invalidScopes },
    });
    expect((await server.request('POST', KEYS, { body: { name: 'Ok', scopes: ['chat'] } })).status).toBe(401);
  });

  it(`não passa de ${MAX_API_KEYS} chaves ativas com pedidos simultâneos`, async () => {
    const caio = await server.signup();
    const replies = await Promise.all(
      Array.from({ length: MAX_API_KEYS + 5 }, (_, i) =>
        server.request<Body>('POST', KEYS, {
          token: caio.access,
          body: { name: `Chave ${i}`, scopes: ['chat'] },
        }),
      ),
    );
    expect(replies.filter((r) => r.status === 201)).toHaveLength(MAX_API_KEYS);
    expect(replies.filter((r) => r.status === 403).map((r) => r.body.error)).toEqual(
      Array(5).fill(M.tooMany),
    );
    // A revoked key frees its place.
    const first = replies.find((r) => r.status === 201)?.body.key.id;
    expect((await server.request('DELETE', `${KEYS}${first}/`, { token: caio.access })).status).toBe(200);
    expect(
      (await server.request('POST', KEYS, { token: caio.access, body: { name: 'Nova', scopes: ['chat'] } }))
        .status,
    ).toBe(201);
  });

  it('a chave de outra pessoa não se revoga (404)', async () => {
    const dono = await server.signup();
    const outro = await server.signup();
    const { key } = await createKey(dono);
    expect(await server.request<Body>('DELETE', `${KEYS}${key.id}/`, { token: outro.access })).toMatchObject({
      status: 404,
      body: { success: false, error: M.notFound },
    });
    expect((await server.request('DELETE', `${KEYS}nao-e-um-id/`, { token: dono.access })).status).toBe(404);
  });
});

describe('OpenAI-compatível com o cliente oficial', () => {
  it('lista os modelos e recebe a resposta do Commander em stream, com o uso no fim', async () => {
    const user = await server.signup({ first_name: 'Marina' });
    const { secret } = await createKey(user);
    const client = openai(secret);

    const models = await client.models.list();
    const ids = models.data.map((model) => model.id);
    expect(ids[0]).toBe('sppock-commander');
    const freeAgents = AGENT_CATALOG.filter(
      (a) => a.agent_type !== 'chatsppock' && !a.hidden && a.plans.includes('freemium'),
    );
    expect(ids.slice(1).sort()).toEqual(freeAgents.map((a) => `sppock-${a.agent_type}`).sort());

    const { data: stream, response } = await client.chat.completions
      .create({
        model: 'sppock-commander',
        stream: true,
        stream_options: { include_usage: true },
        messages: [
          { role: 'user', content: 'Escreva um e-mail de boas-vindas para clientes novos da padaria' },
        ],
      })
      .withResponse();
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const agent = response.headers.get('x-sppock-agent');
    expect(agent).toBeTruthy();
    let text = '';
    let usage: OpenAI.CompletionUsage | null | undefined;
    let sessionId: string | undefined;
    for await (const chunk of stream) {
      expect(chunk.object).toBe('chat.completion.chunk');
      text += chunk.choices[0]?.delta.content ?? '';
      if (chunk.usage) {
        usage = chunk.usage;
      }
      const extension = (chunk as unknown as { sppock?: { session_id: string; agent: string } }).sppock;
      if (extension) {
        sessionId = extension.session_id;
        expect(extension.agent).toBe(agent);
      }
    }
    expect(text.length).toBeGreaterThan(20);
    expect(usage?.total_tokens).toBe((usage?.prompt_tokens ?? 0) + (usage?.completion_tokens ?? 0));
    expect(sessionId).toMatch(/^[0-9a-f-]{36}$/);

    // The conversation is the user's, in their list like any other.
    const sessions = await server.request<Body>('GET', `/api/agents/chatsppock/api/sessions/`, {
      token: user.access,
    });
    expect(sessions.body.sessions.map((s: Body) => s.id ?? s.session_id)).toContain(sessionId);

    // The key's last use is shown.
    const list = await server.request<Body>('GET', KEYS, { token: user.access });
    expect(list.body.keys[0].last_used_at).not.toBeNull();
  });

  it('responde inteiro sem stream, com o agente no cabeçalho e em sppock.agent, e continua a conversa', async () => {
    const user = await server.signup();
    const { secret } = await createKey(user);
    const { data, response } = await openai(secret)
      .chat.completions.create({
        model: 'sppock-commander',
        messages: [
          { role: 'system', content: 'Seja breve.' },
          { role: 'user', content: 'Me dê ideias de brainstorm para o nome de uma cafeteria' },
        ],
      })
      .withResponse();
    expect(data.object).toBe('chat.completion');
    expect(data.choices[0]?.message.content?.length).toBeGreaterThan(20);
    const extension = (data as unknown as { sppock: { agent: string; session_id: string; offline: boolean } })
      .sppock;
    expect(response.headers.get('x-sppock-agent')).toBe(extension.agent);
    expect(extension.offline).toBe(true);

    // The chat's spacing between messages holds for a key too: 429 in OpenAI's shape, with the wait.
    const tooSoon = await server.request<Body>('POST', '/v1/chat/completions', {
      headers: { authorization: `Bearer ${secret}` },
      body: { model: 'sppock-commander', messages: [{ role: 'user', content: 'E mais três?' }] },
    });
    expect(tooSoon).toMatchObject({ status: 429, body: { error: { type: 'rate_limit_error' } } });
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);

    pastSpacing();
    const next = await server.request<Body>('POST', '/v1/chat/completions', {
      headers: { authorization: `Bearer ${secret}` },
      body: {
        model: 'sppock-commander',
        messages: [{ role: 'user', content: 'E mais três?' }],
        sppock: { session_id: extension.session_id },
      },
    });
    expect(next.status).toBe(200);
    expect(next.body.sppock.session_id).toBe(extension.session_id);
  });

  it('responde os erros no formato da OpenAI: 401, 403, 404, 400, 413 e 429', async () => {
    const user = await server.signup();
    const chat = await createKey(user);
    const readOnly = await createKey(user, ['conversations:read'], 'Só leitura');
    const ask = { model: 'sppock-commander', messages: [{ role: 'user' as const, content: 'Olá' }] };

    await expect(openai('spk_invalida').chat.completions.create(ask)).rejects.toMatchObject({
      status: 401,
      error: { type: 'authentication_error', code: 'invalid_api_key', message: M.invalidKey },
    });
    const anonymous = await fetch(`${base}/v1/models`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({
      error: { message: M.missingKey, type: 'authentication_error', param: null, code: 'missing_api_key' },
    });
    // A login's access token is no API key.
    expect((await server.request('GET', '/v1/models', { token: user.access })).status).toBe(401);

    await expect(openai(readOnly.secret).chat.completions.create(ask)).rejects.toMatchObject({
      status: 403,
      error: { type: 'permission_error', code: 'insufficient_scope' },
    });
    await expect(
      openai(chat.secret).chat.completions.create({ ...ask, model: 'gpt-4o' }),
    ).rejects.toMatchObject({
      status: 404,
      error: { type: 'not_found_error', param: 'model', code: 'model_not_found' },
    });
    // An agent outside the Free plan is no model of this key.
    const proOnly = AGENT_CATALOG.find((a) => !a.plans.includes('freemium'));
    await expect(
      openai(chat.secret).chat.completions.create({ ...ask, model: `sppock-${proOnly?.agent_type}` }),
    ).rejects.toMatchObject({ status: 404 });
    await expect(
      openai(chat.secret).chat.completions.create({
        ...ask,
        messages: [{ role: 'system', content: 'Só sistema' }],
      }),
    ).rejects.toMatchObject({ status: 400, error: { type: 'invalid_request_error', param: 'messages' } });

    const auth = { authorization: `Bearer ${chat.secret}` };
    const malformed = await server.request<Body>('POST', '/v1/chat/completions', {
      headers: { ...auth, 'content-type': 'application/json' },
      payload: '{"model":',
    });
    expect(malformed).toMatchObject({ status: 400, body: { error: { type: 'invalid_request_error' } } });
    const huge = await server.request<Body>('POST', '/v1/chat/completions', {
      headers: { ...auth, 'content-type': 'application/json' },
      payload: JSON.stringify({ ...ask, messages: [{ role: 'user', content: 'a'.repeat(2 * 1024 * 1024) }] }),
    });
    expect(huge).toMatchObject({ status: 413, body: { error: { code: 'request_too_large' } } });
    const long = await server.request<Body>('POST', '/v1/chat/completions', {
      headers: auth,
      body: { ...ask, messages: [{ role: 'user', content: 'a'.repeat(20_001) }] },
    });
    expect(long).toMatchObject({ status: 400, body: { error: { param: 'messages' } } });
    // Another user's conversation is not found, as one that never existed.
    const other = await server.request<Body>('POST', '/v1/chat/completions', {
      headers: auth,
      body: { ...ask, sppock: { session_id: '6f1c2a7e-3b4d-4e8a-9c21-5d7f8a0b1c23' } },
    });
    expect(other).toMatchObject({ status: 404, body: { error: { type: 'not_found_error' } } });
  });

  it('a mesma chave tem um limite de chamadas por minuto (429 com Retry-After)', async () => {
    const user = await server.signup();
    const { secret } = await createKey(user);
    const replies = await Promise.all(
      Array.from({ length: API_KEY_RATE.calls + 3 }, () =>
        server.request<Body>('GET', '/v1/models', { headers: { authorization: `Bearer ${secret}` } }),
      ),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(API_KEY_RATE.calls);
    const limited = replies.filter((r) => r.status === 429);
    expect(limited).toHaveLength(3);
    expect(limited[0]?.body.error.type).toBe('rate_limit_error');
    expect(Number(limited[0]?.headers['retry-after'])).toBeGreaterThan(0);
    server.clock.advance(API_KEY_RATE.windowMs);
    expect(
      (await server.request('GET', '/v1/models', { headers: { authorization: `Bearer ${secret}` } })).status,
    ).toBe(200);
  });

  it('uma chave revogada é recusada na hora, mesmo lembrada pelo nó', async () => {
    const user = await server.signup();
    const { secret, key } = await createKey(user);
    const auth = { authorization: `Bearer ${secret}` };
    expect((await server.request('GET', '/v1/models', { headers: auth })).status).toBe(200);
    expect((await server.request('GET', '/v1/models', { headers: auth })).status).toBe(200);
    expect((await server.request('DELETE', `${KEYS}${key.id}/`, { token: user.access })).status).toBe(200);
    expect(await server.request<Body>('GET', '/v1/models', { headers: auth })).toMatchObject({
      status: 401,
      body: { error: { code: 'invalid_api_key' } },
    });
    expect((await server.request<Body>('GET', KEYS, { token: user.access })).body.keys).toEqual([]);
  });
});

describe('equipe Enterprise pela chave', () => {
  it('a chave de um membro usa os agentes personalizados da equipe e o uso conta no grupo do dono', async () => {
    const owner = await server.signup({ first_name: 'Mariana', last_name: 'Costa' });
    expect(
      (
        await server.request('POST', '/payments/upgrade/', {
          token: owner.access,
          body: { plan_type: 'enterprise' },
        })
      ).status,
    ).toBe(200);
    const agent = {
      name: 'Propostas Boa Vista',
      description: 'Monta propostas comerciais de coffee break e buffet para eventos corporativos.',
      category: 'Vendas',
      instructions: 'Você prepara propostas comerciais da Padaria Boa Vista.',
      starter_prompts: ['Monte uma proposta de coffee break para 40 pessoas'],
      tools: [],
      audience: 'team',
    };
    const shared = await server.request<Body>('POST', '/api/custom-agents/', {
      token: owner.access,
      body: agent,
    });
    expect(shared.status).toBe(201);
    const ownerOnly = await server.request<Body>('POST', '/api/custom-agents/', {
      token: owner.access,
      body: { ...agent, name: 'Rascunhos do dono', audience: 'owner' },
    });
    expect(ownerOnly.status).toBe(201);

    const member = await server.signup({ first_name: 'Paulo', last_name: 'Souza' });
    expect(
      (
        await server.request('POST', '/api/teams/invitations/', {
          token: owner.access,
          body: { email: member.email },
        })
      ).status,
    ).toBe(201);
    const token = /\/convite\/([\w-]+)/.exec((await server.outbox(member.email)).at(-1)?.body ?? '')?.[1];
    expect(
      (
        await server.request('POST', '/api/teams/invitations/accept/', {
          token: member.access,
          body: { token },
        })
      ).status,
    ).toBe(200);

    const { secret } = await createKey(member);
    const client = openai(secret);
    const ids = (await client.models.list()).data.map((model) => model.id);
    const model = `sppock-custom-${shared.body.agent.id}`;
    expect(ids).toContain(model);
    expect(ids).not.toContain(`sppock-custom-${ownerOnly.body.agent.id}`);
    // Enterprise: every agent of the catalogue.
    expect(ids).toContain(
      `sppock-${AGENT_CATALOG.find((a) => a.plans.length === 1 && !a.hidden)?.agent_type}`,
    );

    const whole = await client.chat.completions.create({
      model,
      messages: [{ role: 'user', content: 'Monte uma proposta de coffee break para 40 pessoas' }],
    });
    expect(whole.choices[0]?.message.content?.length).toBeGreaterThan(20);
    expect((whole as unknown as { sppock: { agent: string } }).sppock.agent).toBe(
      `custom:${shared.body.agent.id}`,
    );

    pastSpacing();
    let streamed = '';
    for await (const chunk of await client.chat.completions.create({
      model,
      stream: true,
      messages: [{ role: 'user', content: 'E para 80 pessoas?' }],
    })) {
      streamed += chunk.choices[0]?.delta.content ?? '';
    }
    expect(streamed.length).toBeGreaterThan(20);

    const usage = await server.request<Body>('GET', '/api/teams/usage/', { token: owner.access });
    expect(usage.body.members.find((m: Body) => m.id === member.id)?.conversations).toBe(2);
  });
});

/** The MCP SDK's own client on /mcp with the key. */
async function connect(secret: string) {
  const client = new Client({ name: 'teste', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${base}/mcp`), {
      requestInit: { headers: { authorization: `Bearer ${secret}` } },
    }),
  );
  return client;
}

describe('chaves da equipe Enterprise', () => {
  async function enterpriseOwner(first_name: string) {
    const owner = await server.signup({ first_name, last_name: 'Dona' });
    const upgraded = await server.request('POST', '/payments/upgrade/', {
      token: owner.access,
      body: { plan_type: 'enterprise' },
    });
    expect(upgraded.status).toBe(200);
    return owner;
  }

  async function join(owner: TestUser) {
    const member = await server.signup({ first_name: 'Paulo', last_name: 'Souza' });
    const invited = await server.request('POST', '/api/teams/invitations/', {
      token: owner.access,
      body: { email: member.email },
    });
    expect(invited.status).toBe(201);
    const token = /\/convite\/([\w-]+)/.exec((await server.outbox(member.email)).at(-1)?.body ?? '')?.[1];
    const accepted = await server.request('POST', '/api/teams/invitations/accept/', {
      token: member.access,
      body: { token },
    });
    expect(accepted.status).toBe(200);
    return member;
  }

  async function teamAgent(owner: TestUser, name: string) {
    const reply = await server.request<Body>('POST', '/api/custom-agents/', {
      token: owner.access,
      body: {
        name,
        description: 'Monta propostas comerciais de coffee break e buffet para eventos corporativos.',
        category: 'Vendas',
        instructions: 'Você prepara propostas comerciais.',
        starter_prompts: [],
        tools: [],
        audience: 'team',
      },
    });
    expect(reply.status).toBe(201);
    return reply.body.agent.id as string;
  }

  const teamKey = (user: TestUser, body: Body = {}) =>
    server.request<Body>('POST', KEYS, {
      token: user.access,
      body: { name: 'Integração da equipe', scopes: ['chat'], team: true, ...body },
    });

  it('só o dono Enterprise cria a chave da equipe; a lista a marca; o uso conta no grupo da equipe', async () => {
    const owner = await enterpriseOwner('Helena');
    const member = await join(owner);
    const agentId = await teamAgent(owner, 'Propostas da Helena');

    // Who may not: a member of the team, a Pro subscriber, a free account.
    expect(
      (await server.request<Body>('GET', KEYS, { token: member.access })).body.can_create_team_keys,
    ).toBe(false);
    expect(await teamKey(member)).toMatchObject({ status: 403, body: { error: M.teamOwnerOnly } });
    const free = await server.signup();
    expect(await teamKey(free)).toMatchObject({ status: 403, body: { error: M.teamOwnerOnly } });
    const pro = await server.signup();
    await server.request('POST', '/payments/upgrade/', { token: pro.access, body: { plan_type: 'pro' } });
    expect(await teamKey(pro)).toMatchObject({ status: 403, body: { error: M.teamOwnerOnly } });
    // A refused request created nothing.
    expect((await server.request<Body>('GET', KEYS, { token: member.access })).body.keys).toEqual([]);

    const ownerList = await server.request<Body>('GET', KEYS, { token: owner.access });
    expect(ownerList.body.can_create_team_keys).toBe(true);
    const created = await teamKey(owner);
    expect(created.status).toBe(201);
    expect(created.body.key.team).toBe(true);
    const personal = await createKey(owner);
    expect(personal.key.team).toBe(false);
    const listed = (await server.request<Body>('GET', KEYS, { token: owner.access })).body.keys as Body[];
    expect(listed.map((key) => [key.id, key.team])).toEqual([
      [created.body.key.id, true],
      [personal.key.id, false],
    ]);

    const client = openai(created.body.secret);
    const model = `sppock-custom-${agentId}`;
    expect((await client.models.list()).data.map((m) => m.id)).toContain(model);
    const mcp = await connect(created.body.secret);
    try {
      expect((await mcp.listTools()).tools.map((tool) => tool.name)).toContain(model);
    } finally {
      await mcp.close();
    }
    const usageOf = async () =>
      (await server.request<Body>('GET', '/api/teams/usage/', { token: owner.access })).body;
    const before = await usageOf();
    await client.chat.completions.create({
      model: 'sppock-commander',
      messages: [{ role: 'user', content: 'Escreva um e-mail curto de boas-vindas a um cliente novo.' }],
    });
    pastSpacing();
    await client.chat.completions.create({
      model,
      messages: [{ role: 'user', content: 'Monte uma proposta de coffee break para 40 pessoas' }],
    });
    const after = await usageOf();
    const conversations = (usage: Body) =>
      (usage.members as Body[]).reduce((sum, m) => sum + (m.conversations as number), 0);
    expect(conversations(after)).toBe(conversations(before) + 2);
    expect(after.members.find((m: Body) => m.id === owner.id)?.conversations).toBe(
      (before.members.find((m: Body) => m.id === owner.id)?.conversations ?? 0) + 2,
    );
  });

  it('a chave da equipe só conversa: a leitura de conversas (as pessoais do dono) é recusada', async () => {
    const owner = await enterpriseOwner('Marta');
    const refused = await teamKey(owner, { scopes: ['chat', 'conversations:read'] });
    expect(refused).toMatchObject({ status: 400, body: { error: M.teamKeyChatOnly } });
    expect(await teamKey(owner, { scopes: ['conversations:read'] })).toMatchObject({ status: 400 });
    expect((await server.request<Body>('GET', KEYS, { token: owner.access })).body.keys).toEqual([]);

    // A row written before the rule (or by hand) still never reads the owner's conversations.
    const { body } = await teamKey(owner);
    await server.services.db
      .update(apiKeys)
      .set({ scopes: ['chat', 'conversations:read'] })
      .where(eq(apiKeys.id, body.key.id));
    const personal = await createKey(owner, ['chat', 'conversations:read'], 'Leitura pessoal');
    // The owner's personal conversation.
    await openai(personal.secret).chat.completions.create({
      model: 'sppock-commander',
      messages: [{ role: 'user', content: 'Escreva um e-mail curto de boas-vindas a um cliente novo.' }],
    });
    for (const [secret, reads] of [
      [body.secret as string, false],
      [personal.secret, true],
    ] as const) {
      const mcp = await connect(secret);
      try {
        const listed = await mcp.listResources();
        expect(listed.resources.length > 0).toBe(reads);
      } finally {
        await mcp.close();
      }
    }
  });

  it('a chave de outra equipe não alcança os agentes desta: 404', async () => {
    const ours = await enterpriseOwner('Iara');
    const ourAgent = await teamAgent(ours, 'Agente da Iara');
    const theirs = await enterpriseOwner('Jonas');
    await teamAgent(theirs, 'Agente do Jonas');
    const { body } = await teamKey(theirs);
    const client = openai(body.secret);
    expect((await client.models.list()).data.map((m) => m.id)).not.toContain(`sppock-custom-${ourAgent}`);
    await expect(
      client.chat.completions.create({
        model: `sppock-custom-${ourAgent}`,
        messages: [{ role: 'user', content: 'Oi' }],
      }),
    ).rejects.toMatchObject({ status: 404, error: { code: 'model_not_found' } });
  });

  it('o plano rebaixado recusa a chave da equipe; o membro removido perde os agentes da equipe', async () => {
    const owner = await enterpriseOwner('Lia');
    const member = await join(owner);
    const agentId = await teamAgent(owner, 'Agente da Lia');
    const { body } = await teamKey(owner);
    const memberKey = await createKey(member);
    const model = `sppock-custom-${agentId}`;
    expect((await openai(memberKey.secret).models.list()).data.map((m) => m.id)).toContain(model);

    const removed = await server.request('DELETE', `/api/teams/members/${member.id}/`, {
      token: owner.access,
    });
    expect(removed.status).toBe(200);
    expect((await openai(memberKey.secret).models.list()).data.map((m) => m.id)).not.toContain(model);
    await expect(
      openai(memberKey.secret).chat.completions.create({
        model,
        messages: [{ role: 'user', content: 'Oi' }],
      }),
    ).rejects.toMatchObject({ status: 404, error: { code: 'model_not_found' } });

    const auth = { authorization: `Bearer ${body.secret}` };
    expect((await server.request('GET', '/v1/models', { headers: auth })).status).toBe(200);
    const downgraded = await server.request('POST', '/payments/upgrade/', {
      token: owner.access,
      body: { plan_type: 'freemium' },
    });
    expect(downgraded.status).toBe(200);
    expect(await server.request<Body>('GET', '/v1/models', { headers: auth })).toMatchObject({
      status: 403,
      body: { error: { type: 'permission_error', code: 'team_key_invalid', message: M.teamKeyInvalid } },
    });
    await expect(
      openai(body.secret).chat.completions.create({
        model: 'sppock-commander',
        messages: [{ role: 'user', content: 'Oi' }],
      }),
    ).rejects.toMatchObject({
      status: 403,
      message: expect.stringContaining('chave da equipe não vale mais'),
    });
    // Listed still, so the owner sees it and revokes it.
    expect((await server.request<Body>('GET', KEYS, { token: owner.access })).body.keys[0].team).toBe(true);
  });
});

describe('servidor MCP com o cliente do SDK', () => {
  it('lista os agentes como ferramentas (formulários com os seus campos) e chama o Commander', async () => {
    const user = await server.signup();
    expect(
      (
        await server.request('POST', '/payments/upgrade/', {
          token: user.access,
          body: { plan_type: 'professional' },
        })
      ).status,
    ).toBe(200);
    const { secret } = await createKey(user, ['chat', 'conversations:read']);
    const client = await connect(secret);
    try {
      const { tools } = await client.listTools();
      const commander = tools.find((tool) => tool.name === 'sppock-commander');
      expect(commander?.description).toContain('Sppock Commander');
      expect(commander?.inputSchema.required).toEqual(['message']);
      const formAgent = AGENT_CATALOG.find((a) => a.form && a.plans.includes('professional'));
      const formTool = tools.find((tool) => tool.name === `sppock-${formAgent?.agent_type}`);
      expect(Object.keys(formTool?.inputSchema.properties ?? {}).sort()).toEqual(
        [...(formAgent?.form?.fields.map((f) => f.name) ?? []), 'session_id'].sort(),
      );
      expect(formTool?.inputSchema.required).toEqual(
        formAgent?.form?.fields.filter((f) => f.required).map((f) => f.name),
      );

      const result = (await client.callTool({
        name: 'sppock-commander',
        arguments: { message: 'Escreva um e-mail de boas-vindas para clientes novos da padaria' },
      })) as { content: { type: string; text: string }[]; isError?: boolean; structuredContent?: Body };
      expect(result.isError).toBeFalsy();
      expect(result.content[0]?.text.length).toBeGreaterThan(20);
      const sessionId = result.structuredContent?.session_id;

      // A form agent answers from its form's values; a value missing is refused with the form's pt-BR message.
      pastSpacing();
      const email = (await client.callTool({
        name: 'sppock-email_writer',
        arguments: {
          email_type: 'Follow-up',
          recipient_name: 'Carla Mendes',
          goal: 'Confirmar a encomenda de 40 kits de café da manhã para sexta-feira',
          tone: 'Cordial',
        },
      })) as { content: { text: string }[]; isError?: boolean };
      expect(email.isError).toBeFalsy();
      expect(email.content[0]?.text).toContain('Carla');
      pastSpacing();
      const missing = (await client.callTool({
        name: 'sppock-email_writer',
        arguments: { email_type: 'Follow-up', tone: 'Cordial', recipient_name: 'Carla Mendes' },
      })) as { content: { text: string }[]; isError?: boolean };
      expect(missing.isError).toBe(true);
      expect(missing.content[0]?.text).toContain('Objetivo do e-mail');

      const { resources } = await client.listResources();
      const uri = `sppock://conversations/${sessionId}`;
      expect(resources.map((r) => r.uri)).toContain(uri);
      const read = await client.readResource({ uri });
      expect((read.contents[0] as { text: string }).text).toContain('e-mail de boas-vindas');
    } finally {
      await client.close();
    }
  });

  it('outra pessoa não lê as minhas conversas, e sem chave não há MCP', async () => {
    const me = await server.signup();
    const mine = await createKey(me, ['chat', 'conversations:read']);
    const meClient = await connect(mine.secret);
    const called = (await meClient.callTool({
      name: 'sppock-commander',
      arguments: { message: 'Ideias de nomes para uma padaria' },
    })) as {
      structuredContent?: Body;
    };
    await meClient.close();
    const uri = `sppock://conversations/${called.structuredContent?.session_id}`;

    const other = await server.signup();
    const theirs = await createKey(other, ['conversations:read']);
    const client = await connect(theirs.secret);
    try {
      expect((await client.listResources()).resources.map((r) => r.uri)).not.toContain(uri);
      await expect(client.readResource({ uri })).rejects.toThrow(/Conversa não encontrada/);
      // Without `chat`, no tools.
      expect((await client.listTools()).tools).toEqual([]);
    } finally {
      await client.close();
    }

    const anonymous = await fetch(`${base}/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('/v1 com a conversa inteira do cliente (provedor gravado)', () => {
  let fake: LlmFake;
  let recorded: TestServer;
  let url: string;
  beforeAll(async () => {
    fake = await START_FAKE.openai();
    recorded = await startTestServer({
      env: { ...fakeProviderEnv('openai', fake, { model: 'gpt-4o-mini' }), LLM_MAX_RETRIES: '0' },
    });
    await recorded.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(recorded.app.server.address() as AddressInfo).port}/v1`;
  });
  afterAll(async () => {
    await recorded?.close();
    await fake?.close();
  });

  async function recordedKey() {
    const user = await recorded.signup({ first_name: 'Rita' });
    const reply = await recorded.request<Body>('POST', KEYS, {
      token: user.access,
      body: { name: 'Cliente OpenAI', scopes: ['chat'] },
    });
    expect(reply.status).toBe(201);
    return { user, client: new OpenAI({ apiKey: reply.body.secret, baseURL: url, maxRetries: 0 }) };
  }

  it('as mensagens anteriores chegam ao modelo como histórico e instruções; a conversa guarda a última', async () => {
    const { user, client } = await recordedKey();
    const from = fake.requests.length;
    const answer = await client.chat.completions.create({
      model: 'sppock-email_writer',
      messages: [
        { role: 'system', content: 'Responda sempre assinando como Equipe Doces da Serra.' },
        { role: 'user', content: 'Meu cliente se chama Joaquim Prado e comprou 3 bolos de fubá.' },
        { role: 'assistant', content: 'Entendido: Joaquim Prado, 3 bolos de fubá.' },
        { role: 'user', content: 'Escreva um e-mail curto agradecendo a compra dele.' },
      ],
    });
    expect(answer.choices[0]?.message.content?.length).toBeGreaterThan(0);
    expect(fake.requests.length).toBeGreaterThan(from);
    const prompt = fake.lastPrompt();
    expect(prompt.system).toContain('Responda sempre assinando como Equipe Doces da Serra.');
    expect(prompt.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user']);
    expect(prompt.messages[0]?.text).toContain('Joaquim Prado');
    expect(prompt.messages[1]?.text).toContain('3 bolos de fubá');
    expect(prompt.messages.at(-1)?.text).toBe('Escreva um e-mail curto agradecendo a compra dele.');

    // The conversation stored is the message and its answer, not a copy of the client's history.
    const sessionId = (answer as unknown as { sppock: { session_id: string } }).sppock.session_id;
    const loaded = await recorded.request<Body>('POST', '/api/agents/email_writer/api/', {
      token: user.access,
      body: { action: 'get_session', session_id: sessionId },
    });
    expect(loaded.status).toBe(200);
    expect(loaded.body.messages.map((m: Body) => [m.role, m.content])).toEqual([
      ['user', 'Escreva um e-mail curto agradecendo a compra dele.'],
      ['assistant', answer.choices[0]?.message.content],
    ]);

    // Continuing Sppock's own conversation, the stored history is the one the model sees: what the
    // client carried again is not read twice.
    recorded.clock.advance(60_000);
    await client.chat.completions.create({
      model: 'sppock-email_writer',
      messages: [
        { role: 'system', content: 'Instrução que não deve entrar.' },
        { role: 'user', content: 'Texto antigo que não deve entrar.' },
        { role: 'user', content: 'Agora deixe mais formal.' },
      ],
      // @ts-expect-error Sppock's extension field
      sppock: { session_id: sessionId },
    });
    const next = fake.lastPrompt();
    expect(next.system).not.toContain('Instrução que não deve entrar.');
    const texts = next.messages.map((m) => m.text).join('\n');
    expect(texts).not.toContain('Texto antigo');
    expect(texts).toContain('Escreva um e-mail curto agradecendo a compra dele.');
    expect(next.messages.at(-1)?.text).toBe('Agora deixe mais formal.');
  });

  it('um agente personalizado da equipe também recebe as instruções e as mensagens anteriores', async () => {
    const { user, client } = await recordedKey();
    const upgraded = await recorded.request('POST', '/payments/upgrade/', {
      token: user.access,
      body: { plan_type: 'enterprise' },
    });
    expect(upgraded.status).toBe(200);
    const agent = await recorded.request<Body>('POST', '/api/custom-agents/', {
      token: user.access,
      body: {
        name: 'Propostas da Rita',
        description: 'Monta propostas comerciais de coffee break para eventos corporativos.',
        category: 'Vendas',
        instructions: 'Você prepara propostas comerciais da Padaria Boa Vista.',
        starter_prompts: [],
        tools: [],
        audience: 'team',
      },
    });
    expect(agent.status).toBe(201);
    await client.chat.completions.create({
      model: `sppock-custom-${agent.body.agent.id}`,
      messages: [
        { role: 'system', content: 'Use sempre valores em reais com centavos.' },
        { role: 'user', content: 'O evento é da Metalúrgica Andrade, para 40 pessoas.' },
        { role: 'assistant', content: 'Certo: Metalúrgica Andrade, 40 pessoas.' },
        { role: 'user', content: 'Monte a proposta.' },
      ],
    });
    const prompt = fake.lastPrompt();
    expect(prompt.system).toContain('Você prepara propostas comerciais da Padaria Boa Vista.');
    expect(prompt.system).toContain('Use sempre valores em reais com centavos.');
    expect(prompt.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user']);
    expect(prompt.messages[0]?.text).toContain('Metalúrgica Andrade');
    expect(prompt.messages.at(-1)?.text).toBe('Monte a proposta.');
  });

  it('recusa uma conversa grande demais, instruções longas demais e papéis desconhecidos, no formato da OpenAI', async () => {
    const { client } = await recordedKey();
    const from = fake.requests.length;
    const turn = 'a'.repeat(MESSAGE_MAX);
    const tooBig = Array.from({ length: Math.ceil(CARRIED_CONVERSATION_MAX / MESSAGE_MAX) + 1 }, (_, i) => ({
      role: i % 2 === 0 ? ('user' as const) : ('assistant' as const),
      content: turn,
    }));
    await expect(
      client.chat.completions.create({
        model: 'sppock-email_writer',
        messages: [...tooBig, { role: 'user', content: 'Resuma.' }],
      }),
    ).rejects.toMatchObject({
      status: 400,
      error: { type: 'invalid_request_error', param: 'messages' },
      message: expect.stringContaining('passa de 100.000 caracteres'),
    });
    await expect(
      client.chat.completions.create({
        model: 'sppock-email_writer',
        messages: [
          { role: 'system', content: 'b'.repeat(CARRIED_INSTRUCTIONS_MAX + 1) },
          { role: 'user', content: 'Oi' },
        ],
      }),
    ).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('As mensagens "system" passam de 8.000 caracteres.'),
    });
    await expect(
      client.chat.completions.create({
        model: 'sppock-email_writer',
        messages: [
          { role: 'tool', content: 'resultado', tool_call_id: 'x' },
          { role: 'user', content: 'Oi' },
        ],
      }),
    ).rejects.toMatchObject({ status: 400, message: expect.stringContaining('role "tool"') });
    // None of them reached the model.
    expect(fake.requests.length).toBe(from);
  });
});
