// Share links (issue 29) by HTTP, on PGlite and on PostgreSQL: a copy read signed out with
// noindex and no account data, revoked or expired (the repo's clock) into a 404 at once, another
// person's conversation or a guessed token a 404, the active-link limit under concurrent
// requests, and the public read limited per IP address.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { talk } from '../../../test/conversations.ts';
import { randomIp, startTestServer, type TestServer, type TestUser } from '../../../test/harness.ts';
import { DAY } from '../../clock.ts';
import { agentName } from '../agents/catalog.ts';
import { appendUserMessage, deleteConversation } from '../agents/conversations.ts';
import { MAX_ACTIVE_SHARE_LINKS } from './links.ts';
import { SHARE_LINK_MESSAGES as M } from './messages.ts';
import { shareLinks } from './schema.ts';

// biome-ignore lint/suspicious/noExplicitAny: replies read field by field by the assertions
type Body = Record<string, any>;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const LINKS = '/api/share-links/';
const share = (user: TestUser | null, body: Record<string, unknown>) =>
  server.request<Body>('POST', LINKS, { ...(user ? { token: user.access } : {}), body });
const open = (token: string, ip = randomIp()) => server.request<Body>('GET', `/api/shared/${token}/`, { ip });
const list = (user: TestUser) => server.request<Body>('GET', LINKS, { token: user.access });
const revoke = (user: TestUser, id: string) =>
  server.request<Body>('DELETE', `${LINKS}${id}/`, { token: user.access });

describe('links de compartilhamento', () => {
  it('abre sem conta a cópia do momento, com os agentes e a data, sem dados da conta e sem indexação', async () => {
    const ana = await server.signup({ first_name: 'Anabela', last_name: 'Quintanilha' });
    const session = await talk(server, ana.id, {
      title: 'Campanha de Páscoa',
      replies: [
        { ask: 'Ideias para a Páscoa da padaria?', answer: 'Pré-venda de **ovos** e kits.' },
        { ask: 'E para o Instagram?', answer: 'Três posts por semana.', agentUsed: 'content_ideas' },
      ],
    });
    const created = await share(ana, { source: 'agent', session_id: session.id, expires_in_days: 7 });
    expect(created.status).toBe(201);
    expect(created.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(created.body.link).toMatchObject({
      source: 'agent',
      session_id: session.id,
      title: 'Campanha de Páscoa',
      expired: false,
      expires_at: new Date(Date.parse(created.body.link.created_at) + 7 * DAY).toISOString(),
    });
    // Only the token's hash is kept.
    const [stored] = await server.services.db
      .select()
      .from(shareLinks)
      .where(eq(shareLinks.id, created.body.link.id));
    expect(JSON.stringify(stored)).not.toContain(created.body.token);

    // A message sent after sharing is not in the copy.
    await appendUserMessage(
      server.services.db,
      session,
      'Mensagem depois do link',
      server.clock.now(),
      session.leafMessageId,
    );

    const shared = await open(created.body.token);
    expect(shared.status).toBe(200);
    expect(shared.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(shared.headers['cache-control']).toBe('no-store');
    expect(shared.body).toMatchObject({
      title: 'Campanha de Páscoa',
      source: 'agent',
      agents: ['Sppock Commander', agentName('content_ideas')],
      started_at: session.createdAt.toISOString(),
      shared_at: created.body.link.created_at,
    });
    expect(shared.body.messages.map((m: Body) => [m.role, m.content, m.agent_name])).toEqual([
      ['user', 'Ideias para a Páscoa da padaria?', null],
      ['assistant', 'Pré-venda de **ovos** e kits.', 'Sppock Commander'],
      ['user', 'E para o Instagram?', null],
      ['assistant', 'Três posts por semana.', agentName('content_ideas')],
    ]);
    const text = JSON.stringify(shared.body);
    for (const secret of [ana.email, 'Anabela', 'Quintanilha', 'token', 'cost', 'user_id', 'email']) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toContain('depois do link');

    const mine = await list(ana);
    expect(mine.body).toMatchObject({ active: 1, max_active: MAX_ACTIVE_SHARE_LINKS });
    expect(mine.body.links).toEqual([created.body.link]);
    expect(JSON.stringify(mine.body)).not.toContain(created.body.token);
  });

  it('revogar responde 404 na hora; só o dono revoga', async () => {
    const bia = await server.signup({ first_name: 'Bia' });
    const caio = await server.signup({ first_name: 'Caio' });
    const session = await talk(server, bia.id, {});
    const created = await share(bia, { source: 'agent', session_id: session.id });
    expect(created.body.link.expires_at).toBeNull();
    expect((await open(created.body.token)).status).toBe(200);

    expect(await revoke(caio, created.body.link.id)).toMatchObject({
      status: 404,
      body: { error: M.linkNotFound },
    });
    expect((await open(created.body.token)).status).toBe(200);

    expect((await revoke(bia, created.body.link.id)).status).toBe(200);
    const gone = await open(created.body.token);
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ success: false, error: M.sharedNotFound });
    expect(gone.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect((await revoke(bia, created.body.link.id)).status).toBe(404);
    expect((await list(bia)).body.links).toEqual([]);
  });

  it('expira no prazo escolhido, pelo relógio do servidor', async () => {
    const davi = await server.signup({ first_name: 'Davi' });
    const session = await talk(server, davi.id, {});
    const created = await share(davi, { source: 'agent', session_id: session.id, expires_in_days: 1 });
    expect((await open(created.body.token)).status).toBe(200);
    await server.advance(DAY - 60_000, davi);
    expect((await open(created.body.token)).status).toBe(200);
    await server.advance(60_000, davi);
    expect((await open(created.body.token)).status).toBe(404);
    const mine = await list(davi);
    expect(mine.body.links[0]).toMatchObject({ id: created.body.link.id, expired: true });
    expect(mine.body.active).toBe(0);
    // The next share removes the expired link (and its copy).
    const next = await share(davi, { source: 'agent', session_id: session.id });
    expect((await list(davi)).body.links.map((link: Body) => link.id)).toEqual([next.body.link.id]);
    const rows = await server.services.db.select().from(shareLinks).where(eq(shareLinks.userId, davi.id));
    expect(rows).toHaveLength(1);
  });

  it('conversa de outra pessoa, excluída ou inexistente: 404; sem conta: 401', async () => {
    const eva = await server.signup({ first_name: 'Eva' });
    const fabio = await server.signup({ first_name: 'Fábio' });
    const session = await talk(server, eva.id, {});
    for (const session_id of [session.id, crypto.randomUUID(), 'nao-e-um-id', "1' or '1'='1"]) {
      const refused = await share(fabio, { source: 'agent', session_id });
      expect(refused.status, session_id).toBe(404);
      expect(refused.body).toEqual({ success: false, error: M.conversationNotFound });
    }
    expect((await share(fabio, { source: 'custom_agent', session_id: session.id })).status).toBe(404);
    expect((await share(null, { source: 'agent', session_id: session.id })).status).toBe(401);
    expect((await server.request('GET', LINKS)).status).toBe(401);

    // Deleting the conversation takes its links down.
    const created = await share(eva, { source: 'agent', session_id: session.id });
    expect((await open(created.body.token)).status).toBe(200);
    await deleteConversation(server.services.db, session, server.clock.now());
    expect((await open(created.body.token)).status).toBe(404);
    expect((await list(eva)).body.links).toEqual([]);
    expect((await share(eva, { source: 'agent', session_id: session.id })).status).toBe(404);
  });

  it('recusa corpo inválido com mensagens em pt-BR', async () => {
    const gil = await server.signup({ first_name: 'Gil' });
    const session = await talk(server, gil.id, {});
    const cases: [Record<string, unknown>, string][] = [
      [{ source: 'agent', session_id: session.id, expires_in_days: 2 }, M.invalidExpiry],
      [{ source: 'equipe', session_id: session.id }, M.invalidSource],
      [{ source: 'agent', session_id: '' }, M.invalidSession],
      [{ source: 'agent', session_id: 'x'.repeat(65) }, M.invalidSession],
      [{ source: 'agent' }, M.invalidSession],
    ];
    for (const [body, error] of cases) {
      const refused = await share(gil, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body).toEqual({ success: false, error });
    }
  });

  it('token adivinhado ou malformado: o mesmo 404; leituras limitadas por IP', async () => {
    for (const token of [randomBytes(32).toString('base64url'), 'curto', `${'a'.repeat(43)}%2F..`]) {
      const guess = await open(token);
      expect(guess.status, token).toBe(404);
    }
    const ip = randomIp();
    const guesses = await Promise.all(
      Array.from({ length: 61 }, () => open(randomBytes(32).toString('base64url'), ip)),
    );
    expect(guesses.filter((reply) => reply.status === 404)).toHaveLength(60);
    const limited = guesses.find((reply) => reply.status === 429);
    expect(limited?.body).toEqual({ success: false, error: M.tooManyReads });
    expect(Number(limited?.headers['retry-after'])).toBeGreaterThan(0);
  });

  it(`no máximo ${MAX_ACTIVE_SHARE_LINKS} links ativos, mesmo com pedidos simultâneos`, async () => {
    const helena = await server.signup({ first_name: 'Helena' });
    const session = await talk(server, helena.id, {});
    const replies = await Promise.all(
      Array.from({ length: MAX_ACTIVE_SHARE_LINKS + 5 }, () =>
        share(helena, { source: 'agent', session_id: session.id, expires_in_days: 1 }),
      ),
    );
    expect(replies.filter((reply) => reply.status === 201)).toHaveLength(MAX_ACTIVE_SHARE_LINKS);
    const refused = replies.filter((reply) => reply.status === 409);
    expect(refused).toHaveLength(5);
    expect(refused[0]?.body.error).toBe(M.tooManyLinks(MAX_ACTIVE_SHARE_LINKS));
    // Revoking one, or one expiring, makes room again.
    const first = replies.find((reply) => reply.status === 201);
    expect((await revoke(helena, first?.body.link.id)).status).toBe(200);
    expect((await share(helena, { source: 'agent', session_id: session.id })).status).toBe(201);
    expect((await share(helena, { source: 'agent', session_id: session.id })).status).toBe(409);
    await server.advance(DAY, helena);
    expect((await share(helena, { source: 'agent', session_id: session.id })).status).toBe(201);
  });

  it('compartilha a conversa com um agente personalizado só de quem conversou', async () => {
    const owner = await server.signup({ first_name: 'Mariana' });
    const upgrade = { token: owner.access, body: { plan_type: 'enterprise' } };
    expect((await server.request('POST', '/payments/upgrade/', upgrade)).status).toBe(200);
    const created = await server.request<Body>('POST', '/api/custom-agents/', {
      token: owner.access,
      body: {
        name: 'Propostas Boa Vista',
        description: 'Monta propostas comerciais de coffee break para eventos corporativos.',
        category: 'Vendas',
        instructions: 'Você prepara propostas comerciais da Padaria Boa Vista.',
        starter_prompts: ['Monte uma proposta de coffee break'],
        tools: [],
        audience: 'team',
      },
    });
    expect(created.status).toBe(201);
    const chat = await server.request<Body>('POST', `/api/custom-agents/${created.body.agent.id}/chat/`, {
      token: owner.access,
      body: { message: 'Proposta de coffee break para 40 pessoas' },
    });
    expect(chat.status).toBe(200);
    const sessionId = chat.body.session_id;
    const other = await server.signup({ first_name: 'Otávio' });
    expect((await share(other, { source: 'custom_agent', session_id: sessionId })).status).toBe(404);
    expect((await share(owner, { source: 'agent', session_id: sessionId })).status).toBe(404);

    const link = await share(owner, { source: 'custom_agent', session_id: sessionId, expires_in_days: 30 });
    expect(link.status).toBe(201);
    const shared = await open(link.body.token);
    expect(shared.status).toBe(200);
    expect(shared.body.source).toBe('custom_agent');
    expect(shared.body.agents).toEqual(['Propostas Boa Vista']);
    expect(shared.body.messages[0]).toMatchObject({
      role: 'user',
      content: 'Proposta de coffee break para 40 pessoas',
      agent_name: null,
    });
    expect(shared.body.messages[1]).toMatchObject({ role: 'assistant', agent_name: 'Propostas Boa Vista' });
    expect(JSON.stringify(shared.body)).not.toContain('Padaria Boa Vista.');

    // Deleting the conversation takes the link with it.
    const deleted = await server.request(
      'DELETE',
      `/api/custom-agents/${created.body.agent.id}/sessions/${sessionId}/`,
      { token: owner.access },
    );
    expect(deleted.status).toBe(200);
    expect((await open(link.body.token)).status).toBe(404);
  });
});

describe('renomear e fixar conversas', () => {
  const patch = (user: TestUser, sessionId: string, body: unknown, agent = 'chatsppock') =>
    server.request<Body>('PATCH', `/api/agents/${agent}/api/conversations/${sessionId}/`, {
      token: user.access,
      body,
    });

  it('renomeia e fixa; as fixadas vêm primeiro nas duas listas, sem mudar a data', async () => {
    const ines = await server.signup({ first_name: 'Inês' });
    const base = server.clock.now().getTime();
    const older = await talk(server, ines.id, { title: 'Mais antiga', at: new Date(base - 3 * 60_000) });
    const middle = await talk(server, ines.id, { title: 'Do meio', at: new Date(base - 2 * 60_000) });
    const newest = await talk(server, ines.id, { title: 'Mais nova', at: new Date(base - 60_000) });

    const renamed = await patch(ines, older.id, { title: '  Páscoa   2026\n— plano final ' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({
      session_id: older.id,
      title: 'Páscoa 2026 — plano final',
      pinned_at: null,
    });
    const pinned = await patch(ines, older.id, { pinned: true });
    expect(pinned.body.pinned_at).toEqual(expect.any(String));
    expect(pinned.body.date).toBe(renamed.body.date);
    await server.advance(1000, ines);
    expect((await patch(ines, middle.id, { pinned: true })).status).toBe(200);
    // Pinning again keeps its place among the pinned.
    expect((await patch(ines, older.id, { pinned: true })).body.pinned_at).toBe(pinned.body.pinned_at);

    const conversations = await server.request<Body>('GET', '/api/agents/chatsppock/api/conversations/', {
      token: ines.access,
    });
    expect(conversations.body.conversations.map((c: Body) => c.title)).toEqual([
      'Do meio',
      'Páscoa 2026 — plano final',
      'Mais nova',
    ]);
    const sessions = await server.request<Body>('GET', '/api/agents/chatsppock/api/sessions/', {
      token: ines.access,
    });
    expect(sessions.body.sessions.map((s: Body) => [s.id, s.pinned_at === null])).toEqual([
      [middle.id, false],
      [older.id, false],
      [newest.id, true],
    ]);

    const unpinned = await patch(ines, middle.id, { pinned: false });
    expect(unpinned.body.pinned_at).toBeNull();
  });

  it('recusa título vazio, longo, corpo vazio e conversa de outra pessoa', async () => {
    const joao = await server.signup({ first_name: 'João' });
    const lia = await server.signup({ first_name: 'Lia' });
    const session = await talk(server, joao.id, { title: 'Original' });
    const cases: [unknown, string][] = [
      [{ title: '   ' }, 'O título não pode ficar vazio.'],
      [{ title: 'á'.repeat(121) }, 'O título aceita até 120 caracteres.'],
      [{ title: 'x'.repeat(501) }, 'O título aceita até 120 caracteres.'],
      [{}, 'Envie um novo título (title) ou pinned para fixar ou desafixar a conversa.'],
      [{ pinned: 'sim' }, 'O campo pinned deve ser true ou false.'],
      [{ title: 'Novo', owner: 2 }, 'Campo não permitido: owner.'],
    ];
    for (const [body, error] of cases) {
      const refused = await patch(joao, session.id, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body).toEqual({ success: false, error });
    }
    expect((await patch(joao, session.id, { title: 'á'.repeat(120) })).status).toBe(200);
    for (const id of [session.id, crypto.randomUUID(), 'nao-e-um-id']) {
      expect((await patch(lia, id, { title: 'Roubada' })).status, id).toBe(404);
    }
    const anonymous = await server.request(
      'PATCH',
      `/api/agents/chatsppock/api/conversations/${session.id}/`,
      {
        body: { title: 'x' },
      },
    );
    expect(anonymous.status).toBe(401);
  });
});
