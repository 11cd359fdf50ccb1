// The search across conversations (issue 29) by HTTP, on PGlite and on PostgreSQL: pt-BR
// stemming without accents or case, the passage's highlighted segments, pages, the 400s, and who
// may find what (never another account's or a team member's messages, never with a visitor token).
import fs from 'node:fs';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { talk } from '../../../test/conversations.ts';
import { randomIp, startTestServer, type TestServer, type TestUser } from '../../../test/harness.ts';
import { deleteConversation } from '../agents/conversations.ts';
import { chatMessages } from '../conversations/schema.ts';
import { CONVERSATION_SEARCH_MESSAGES as M } from './messages.ts';

// biome-ignore lint/suspicious/noExplicitAny: replies read field by field by the assertions
type Body = Record<string, any>;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const SEARCH = '/api/agents/conversations/search/';
const search = (user: TestUser | null, params: Record<string, string | number>) =>
  server.request<Body>(
    'GET',
    `${SEARCH}?${new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]))}`,
    user ? { token: user.access } : {},
  );

/** The passage as the user reads it, matches in [brackets]. */
const shown = (hit: Body) =>
  hit.passage.segments.map((s: Body) => (s.match ? `[${s.text}]` : s.text)).join('');

describe('busca nas conversas', () => {
  it('a dobra de hoje (migração 0032, tempo linear) dá o mesmo texto que a da 0018 em cada caractere', async () => {
    // 0018's expression, as written there, applied to every code point of the basic plane; stored
    // vectors were made with it, and a search must fold its words exactly as they were folded.
    const migration = fs.readFileSync(
      new URL('../../../drizzle/0018_conversation_search.sql', import.meta.url),
      'utf8',
    );
    const original = /RETURN (translate\(lower\(input\).*?);--> statement-breakpoint/s.exec(migration)?.[1];
    expect(original).toMatch(/^translate\(lower\(input\), 'áàâ/);
    const rows = async <T>(query: SQL) =>
      ((await server.database.db.execute(query)) as unknown as { rows: T[] }).rows;
    const differing = await rows<{ n: number; first: number | null }>(
      sql.raw(`select count(*)::int as n, min(c) as first from generate_series(1, 65535) c
        where (c < 55296 or c > 57343)
          and ${original?.replace('input', 'chr(c)')} is distinct from sppock_search_fold(chr(c))`),
    );
    expect(differing[0]).toEqual({ n: 0, first: null });
    const folded = await rows<{ text: string }>(
      sql`select sppock_search_fold(${'AÇÕES na PÁSCOA: ýÿÝ ñÑ'} || chr(57344) || 'x') as text`,
    );
    expect(folded[0]?.text).toBe('acoes na pascoa: yyy nn x');
    const definition = await rows<{ body: string }>(
      sql`select pg_get_functiondef('sppock_search_fold'::regproc) as body`,
    );
    expect(definition[0]?.body).toMatch(/regexp_replace/);
    expect(definition[0]?.body).not.toMatch(/translate/);
  });

  it('acha sem acento, sem caixa e pelo radical, e destaca o trecho no texto original', async () => {
    const ana = await server.signup({ first_name: 'Ana' });
    const session = await talk(server, ana.id, {
      title: 'Campanha de Páscoa',
      replies: [
        {
          ask: 'Quero AÇÕES de marketing para a PÁSCOA da padaria.',
          answer: 'Sugiro planejar a pré-venda de ovos e kits de café da manhã para a Páscoa.',
        },
      ],
    });
    await talk(server, ana.id, {
      agent: 'email_writer',
      title: 'E-mail para clientes',
      replies: [
        { ask: 'Escreva um e-mail sobre o cardápio de inverno.', answer: 'Olá! Nosso cardápio mudou.' },
      ],
    });

    const easter = await search(ana, { q: 'pascoa' });
    expect(easter.status).toBe(200);
    expect(easter.body.results).toHaveLength(2);
    const [answer, question] = easter.body.results;
    expect(answer).toMatchObject({
      conversation_id: session.id,
      source: 'agent',
      agent: 'chatsppock',
      agent_name: 'Sppock Commander',
      title: 'Campanha de Páscoa',
      role: 'assistant',
    });
    expect(question.role).toBe('user');
    expect(Date.parse(answer.date)).toBeGreaterThan(Date.parse(question.date));
    const [stored] = await server.services.db
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .where(and(eq(chatMessages.role, 'assistant'), eq(chatMessages.sessionId, session.id)));
    expect(answer.message_id).toBe(stored?.id);
    expect(shown(question)).toBe('Quero AÇÕES de marketing para a [PÁSCOA] da padaria.');
    expect(easter.body.next_cursor).toBeNull();

    // Accents and case on either side; the stem ('planejamento' finds 'planejar').
    expect(shown((await search(ana, { q: 'Ações' })).body.results[0])).toContain('[AÇÕES]');
    expect(shown((await search(ana, { q: 'PLANEJAMENTO' })).body.results[0])).toContain('[planejar]');
    // The last word is a prefix while it is typed; the other words must all be there.
    expect((await search(ana, { q: 'cardá' })).body.results).toHaveLength(2);
    expect((await search(ana, { q: 'inverno card' })).body.results).toHaveLength(1);
    expect((await search(ana, { q: 'cardápio -inverno' })).body.results).toHaveLength(1);
    expect((await search(ana, { q: 'padaria inverno' })).body.results).toHaveLength(0);
    expect((await search(ana, { q: '"pré-venda de ovos"' })).body.results).toHaveLength(1);
    expect((await search(ana, { q: 'de a o' })).body.results).toEqual([]);

    // A deleted conversation leaves the search as it leaves the list.
    await deleteConversation(server.services.db, session, server.clock.now());
    expect((await search(ana, { q: 'pascoa' })).body.results).toEqual([]);
  });

  it('o trecho de uma mensagem longa fica em volta do achado, em texto puro', async () => {
    const bia = await server.signup({ first_name: 'Bia' });
    const filler = 'Texto de contexto sobre a padaria e seus fornecedores de farinha. '.repeat(8);
    await talk(server, bia.id, {
      replies: [
        {
          ask: `${filler}O <img src=x onerror=alert(1)> forno quebrou 🍞 ontem à noite. ${filler}`,
          answer: 'Entendi.',
        },
      ],
    });
    const [hit] = (await search(bia, { q: 'forno' })).body.results;
    expect(hit.passage.truncated_start).toBe(true);
    expect(hit.passage.truncated_end).toBe(true);
    expect(shown(hit)).toContain('O <img src=x onerror=alert(1)> [forno] quebrou 🍞 ontem à noite.');
    expect(shown(hit).length).toBeLessThanOrEqual(220);
  });

  it('pagina da conversa mais ativa para a menos ativa e, nela, da mensagem mais nova, sem repetir nem pular', async () => {
    const caio = await server.signup({ first_name: 'Caio' });
    const base = server.clock.now().getTime();
    for (let index = 0; index < 5; index += 1) {
      await talk(server, caio.id, {
        title: `Fornecedor ${index}`,
        at: new Date(base - index * 60_000),
        replies: [{ ask: `Cotação de fornecedor número ${index}`, answer: 'Certo.' }],
      });
    }
    // An older conversation with three matching messages: a page may end inside it.
    await talk(server, caio.id, {
      title: 'Fornecedor 5',
      at: new Date(base - 10 * 60_000),
      replies: [1, 2, 3].map((turn) => ({ ask: `Fornecedores de açúcar, parte ${turn}`, answer: 'Certo.' })),
    });
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const reply: { status: number; body: Body } = await search(caio, {
        q: 'fornecedores',
        limit: 2,
        ...(cursor ? { cursor } : {}),
      });
      expect(reply.status).toBe(200);
      seen.push(...reply.body.results.map((hit: Body) => `${hit.title}:${hit.passage.segments.at(-1).text}`));
      cursor = reply.body.next_cursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(4);
    expect(seen).toEqual([
      ...[0, 1, 2, 3, 4].map((index) => `Fornecedor ${index}: número ${index}`),
      ...[3, 2, 1].map((turn) => `Fornecedor 5: de açúcar, parte ${turn}`),
    ]);
  });

  it('ninguém acha as conversas de outra conta', async () => {
    const alice = await server.signup({ first_name: 'Alice' });
    const bruno = await server.signup({ first_name: 'Bruno' });
    await talk(server, alice.id, {
      replies: [{ ask: 'Minha senha do banco é jabuticaba-secreta', answer: 'Não compartilhe senhas.' }],
    });
    expect((await search(alice, { q: 'jabuticaba' })).body.results).toHaveLength(1);
    expect((await search(bruno, { q: 'jabuticaba' })).body.results).toEqual([]);
    expect((await search(bruno, { q: 'jabut' })).body.results).toEqual([]);
    // A page cursor names a position, never a person: Alice's cursor gives Bruno nothing of hers.
    await talk(server, alice.id, { replies: [{ ask: 'jabuticaba de novo', answer: 'Ok.' }] });
    const first = await search(alice, { q: 'jabuticaba', limit: 1 });
    expect(first.body.next_cursor).toEqual(expect.any(String));
    const stolen = await search(bruno, { q: 'jabuticaba', cursor: first.body.next_cursor });
    expect(stolen.body.results).toEqual([]);
    expect((await search(null, { q: 'jabuticaba' })).status).toBe(401);
  });

  it('as conversas com agentes personalizados são de quem conversou: o dono não acha as do membro', async () => {
    const owner = await server.signup({ first_name: 'Mariana' });
    expect(
      (
        await server.request('POST', '/payments/upgrade/', {
          token: owner.access,
          body: { plan_type: 'enterprise' },
        })
      ).status,
    ).toBe(200);
    const member = await server.signup({ first_name: 'Paulo' });
    const invite = await server.request('POST', '/api/teams/invitations/', {
      token: owner.access,
      body: { email: member.email },
    });
    expect(invite.status).toBe(201);
    const token = /\/convite\/([\w-]+)/.exec((await server.outbox(member.email)).at(-1)?.body ?? '')?.[1];
    expect(
      (
        await server.request('POST', '/api/teams/invitations/accept/', {
          token: member.access,
          body: { token },
        })
      ).status,
    ).toBe(200);
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
    const agentId = created.body.agent.id;
    const chat = await server.request<Body>('POST', `/api/custom-agents/${agentId}/chat/`, {
      token: member.access,
      body: { message: 'Proposta de coffee break para o casamento da Joana' },
    });
    expect(chat.status).toBe(200);

    const mine = await search(member, { q: 'casamento' });
    expect(mine.body.results).toEqual([
      expect.objectContaining({
        source: 'custom_agent',
        agent: agentId,
        agent_name: 'Propostas Boa Vista',
        conversation_id: chat.body.session_id,
        role: 'user',
      }),
    ]);
    expect((await search(owner, { q: 'casamento' })).body.results).toEqual([]);

    // Once the agent is the owner's only, the member no longer opens it: it leaves their search too.
    const hidden = await server.request('PATCH', `/api/custom-agents/${agentId}/`, {
      token: owner.access,
      body: { audience: 'owner' },
    });
    expect(hidden.status).toBe(200);
    expect((await search(member, { q: 'casamento' })).body.results).toEqual([]);
  });

  it('um visitante de site parceiro não busca: o token dele não é um token de acesso', async () => {
    const owner = await server.signup({ first_name: 'Beatriz' });
    const upgrade = { token: owner.access, body: { plan_type: 'enterprise' } };
    expect((await server.request('POST', '/payments/upgrade/', upgrade)).status).toBe(200);
    await talk(server, owner.id, { replies: [{ ask: 'Margem de lucro do pão de queijo', answer: 'Ok.' }] });
    const origin = `https://busca-${Date.now().toString(36)}.exemplo.com.br`;
    const site = await server.request<Body>('POST', '/api/embed/sites/', {
      token: owner.access,
      body: { name: 'Loja Aurora', allowed_origins: [origin], widgets: ['commander'] },
    });
    expect(site.status).toBe(201);
    const visitor = await server.request<Body>('POST', '/api/embed/commander/session/', {
      ip: randomIp(),
      body: { site_key: site.body.data.site_key },
      headers: { origin },
    });
    expect(visitor.status).toBe(201);
    const reply = await server.request<Body>('GET', `${SEARCH}?q=margem`, {
      token: visitor.body.access,
      headers: { origin },
    });
    expect(reply.status).toBe(401);
    expect(JSON.stringify(reply.body)).not.toContain('queijo');
  });

  it('recusa busca vazia, longa demais, limite e cursor inválidos com mensagens em pt-BR', async () => {
    const davi = await server.signup({ first_name: 'Davi' });
    const refusal = async (params: Record<string, string | number>) => {
      const reply = await search(davi, params);
      expect(reply.status, JSON.stringify(params)).toBe(400);
      return reply.body;
    };
    expect(await refusal({ q: '   ' })).toEqual({ success: false, error: M.emptyQuery });
    expect(await refusal({ q: '' })).toEqual({ success: false, error: M.emptyQuery });
    expect(await refusal({})).toEqual({ success: false, error: M.emptyQuery });
    expect(await refusal({ q: 'á'.repeat(201) })).toEqual({ success: false, error: M.queryTooLong });
    expect(await refusal({ q: 'pão', limit: 51 })).toEqual({ success: false, error: M.invalidLimit });
    expect(await refusal({ q: 'pão', cursor: 'nao-e-um-cursor' })).toEqual({
      success: false,
      error: M.invalidCursor,
    });
    const forged = Buffer.from(
      JSON.stringify(['2026-13-45 10:00:00+00', 'x', '2026-02-31 25:00:00+00', 'y']),
    ).toString('base64url');
    expect(await refusal({ q: 'pão', cursor: forged })).toEqual({ success: false, error: M.invalidCursor });
    expect((await search(davi, { q: 'á'.repeat(200) })).status).toBe(200);
    // tsquery syntax typed by a person is only text.
    for (const q of ['pão & !(x) | y:*', "':* \\", 'or', '-', '"']) {
      expect((await search(davi, { q })).status, q).toBe(200);
    }
  });
});
