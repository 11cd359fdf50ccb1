// What an anonymous visitor of a partner site reaches through the Commander (issue 25, items 1
// and 4): only the custom agents the owner published to that site, never an owner-only one or the
// owner's profile, never a URL fetched for them; each site's monthly budget, set by the owner and
// held under concurrent visitors; a conversation created only by a first message; visitor names
// kept as one plain line.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomIp, startTestServer, type TestServer, type TestUser } from '../../../test/harness.ts';
import { COMMANDER_PATH } from '../../http/embed/http.ts';
import { users } from '../accounts/schema.ts';
import { chatSessions } from '../conversations/schema.ts';
import { CUSTOM_AGENT_MESSAGES } from '../custom-agents/messages.ts';
import { customAgentSessions } from '../custom-agents/schema.ts';
import { conversationStarts, llmCalls } from '../metering/schema.ts';
import { EMBED_MESSAGES as M } from './messages.ts';

// biome-ignore lint/suspicious/noExplicitAny: replies read field by field by the assertions
type Body = Record<string, any>;

/** A page on loopback, counting every fetch the server makes of it. */
let page: http.Server;
let pageBase: string;
let pageHits = 0;
let server: TestServer;

beforeAll(async () => {
  page = http.createServer((_req, res) => {
    pageHits += 1;
    res
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(
        '<!doctype html><html lang="pt-BR"><head><title>Intranet</title></head><body><p>Página interna da rede do servidor.</p></body></html>',
      );
  });
  await new Promise<void>((resolve) => page.listen(0, '127.0.0.1', resolve));
  const port = (page.address() as AddressInfo).port;
  pageBase = `http://127.0.0.1:${port}`;
  server = await startTestServer();
  // The fetcher may reach this loopback page: only the visitor rules keep it unread.
  Object.assign(server.services.config.webFetch, { allowedPorts: [port], testAllowAddresses: ['127.0.0.1'] });
});
afterAll(async () => {
  await server?.close();
  page?.closeAllConnections();
  await new Promise((resolve) => page?.close(resolve));
});

const call = (method: string, url: string, user: TestUser, body?: unknown) =>
  server.request<Body>(method, url, { token: user.access, ...(body ? { body } : {}) });

let originCounter = 0;
const partnerOrigin = () => {
  originCounter += 1;
  return `https://visitantes${originCounter}-${Date.now().toString(36)}.exemplo.com.br`;
};

/** An Enterprise subscriber with a filled-in profile (what must never reach a visitor). */
async function enterpriseOwner(): Promise<TestUser> {
  const owner = await server.signup({ first_name: 'Beatriz', last_name: 'Quintela' });
  expect((await call('POST', '/payments/upgrade/', owner, { plan_type: 'enterprise' })).status).toBe(200);
  // Written straight to the table: every node is told first, as the server's own writes do.
  await server.services.tokens.sessionsChanged(owner.id);
  await server.services.db
    .update(users)
    .set({ company: 'Padaria Boa Vista', position: 'Sócia-diretora', city: 'Belo Horizonte' })
    .where(eq(users.id, owner.id));
  return owner;
}

async function siteFor(owner: TestUser, origin: string): Promise<{ id: number; site_key: string }> {
  const reply = await call('POST', '/api/embed/sites/', owner, {
    name: 'Loja Aurora',
    allowed_origins: [origin],
    widgets: ['commander'],
  });
  expect(reply.status).toBe(201);
  return reply.body.data;
}

const startVisitor = (siteKey: string, origin: string, extra: Body = {}) =>
  server.request<Body>('POST', '/api/embed/commander/session/', {
    ip: randomIp(),
    body: { site_key: siteKey, ...extra },
    headers: { origin },
  });

async function visitor(siteKey: string, origin: string): Promise<{ access: string; session_id: string }> {
  const opened = await startVisitor(siteKey, origin);
  expect(opened.status, JSON.stringify(opened.body)).toBe(201);
  return opened.body as { access: string; session_id: string };
}

const visitorSends = (who: { access: string; session_id: string }, origin: string, message: string) =>
  server.request<Body>('POST', COMMANDER_PATH, {
    token: who.access,
    headers: { origin },
    body: { action: 'send_message', session_id: who.session_id, message, location: 'Brasil' },
  });

const ownerSends = (owner: TestUser, message: string) =>
  call('POST', COMMANDER_PATH, owner, { action: 'send_message', message, location: 'Brasil' });

const PAYROLL = {
  name: 'Folha Interna',
  description: 'Responde sobre salários da folha de pagamento dos funcionários.',
  category: 'Administração',
  instructions: 'Você responde sobre a folha de pagamento interna da padaria.',
  starter_prompts: ['Qual o salário da Joana Prado na folha de pagamento?'],
  tools: ['url_reading'],
  audience: 'owner',
};
const PAYROLL_DOCUMENT = [
  'Folha de pagamento de março.',
  'Salário de Joana Prado na folha de pagamento: R$ 18.400,00, CPF 123.456.789-09.',
  'Senha do cofre da folha de pagamento: Aurora#2026.',
].join('\n\n');
const PAYROLL_QUESTION = 'Qual o salário da Joana Prado na folha de pagamento?';

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
].join('\n\n');
const PROPOSAL_QUESTION = 'Preciso de uma proposta de coffee break corporativo para 40 pessoas';

async function agentWithDocument(owner: TestUser, agent: Body, document: string): Promise<string> {
  const created = await call('POST', '/api/custom-agents/', owner, agent);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = created.body.agent.id as string;
  const added = await call('POST', `/api/custom-agents/${id}/documents/`, owner, {
    filename: 'conhecimento.txt',
    content_base64: Buffer.from(document, 'utf8').toString('base64'),
  });
  expect(added.status).toBe(201);
  return id;
}

const customCallsOf = async (owner: TestUser) =>
  server.services.db
    .select()
    .from(llmCalls)
    .where(and(eq(llmCalls.userId, owner.id), like(llmCalls.agent, 'custom:%')));

describe('Commander num site parceiro: os agentes personalizados que o visitante alcança', () => {
  it('um agente só do dono, ou da equipe sem publicação, nunca responde ao visitante: nem roteado, nem citado, nenhuma URL lida', async () => {
    const owner = await enterpriseOwner();
    await agentWithDocument(owner, PAYROLL, PAYROLL_DOCUMENT);
    await agentWithDocument(owner, PROPOSALS, PRICE_TABLE);
    const origin = partnerOrigin();
    const site = await siteFor(owner, origin);
    const hitsBefore = pageHits;

    const first = await visitor(site.site_key, origin);
    const asked = await visitorSends(first, origin, `${PAYROLL_QUESTION} ${pageBase}/folha`);
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body.agent_name).not.toBe('Folha Interna');
    const second = await visitor(site.site_key, origin);
    const proposal = await visitorSends(second, origin, PROPOSAL_QUESTION);
    expect(proposal.status).toBe(200);
    expect(proposal.body.agent_name).not.toBe('Propostas Boa Vista');
    for (const reply of [asked, proposal]) {
      const text = JSON.stringify(reply.body);
      for (const secret of ['18.400', '123.456.789-09', 'Aurora#2026', 'R$ 32,00', 'Intranet']) {
        expect(text).not.toContain(secret);
      }
    }
    expect(pageHits).toBe(hitsBefore);
    expect(await customCallsOf(owner)).toEqual([]);

    // The same message from the owner goes to the agent, reads the page and quotes the document:
    // only the visitor's rules kept them out above.
    const own = await ownerSends(owner, `${PAYROLL_QUESTION} ${pageBase}/folha`);
    expect(own.body.agent_name).toBe('Folha Interna');
    expect(own.body.message).toContain('R$ 18.400,00');
    expect(pageHits).toBe(hitsBefore + 1);
  });

  it('um agente da equipe publicado no site responde ao visitante pelos documentos, sem ler URLs, e a conversa segue com ele', async () => {
    const owner = await enterpriseOwner();
    const proposals = await agentWithDocument(owner, PROPOSALS, PRICE_TABLE);
    await agentWithDocument(owner, PAYROLL, PAYROLL_DOCUMENT);
    const origin = partnerOrigin();
    const site = await siteFor(owner, origin);
    const published = await call('PATCH', `/api/embed/sites/${site.id}/`, owner, {
      published_agents: [proposals],
    });
    expect(published).toMatchObject({
      status: 200,
      body: {
        message: M.updated,
        data: { published_agents: [{ id: proposals, name: 'Propostas Boa Vista' }] },
      },
    });
    const hitsBefore = pageHits;

    const guest = await visitor(site.site_key, origin);
    const answered = await visitorSends(guest, origin, `${PROPOSAL_QUESTION} ${pageBase}/cardapio`);
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    expect(answered.body).toMatchObject({ agent_name: 'Propostas Boa Vista', session_id: guest.session_id });
    expect(answered.body.message).toContain('Coffee break corporativo: R$ 32,00 por pessoa');
    expect(answered.body.message).toContain(CUSTOM_AGENT_MESSAGES.visitorToolsOff);
    expect(pageHits).toBe(hitsBefore);
    server.clock.advance(3_000);
    const next = await visitorSends(guest, origin, 'E o kit café da manhã?');
    expect(next.body).toMatchObject({ agent_name: 'Propostas Boa Vista', session_id: guest.session_id });
    expect(next.body.message).toContain('R$ 24,90');
    // One conversation, in the owner's account, under the id reserved for the visitor.
    const [session] = await server.services.db
      .select()
      .from(customAgentSessions)
      .where(eq(customAgentSessions.id, guest.session_id));
    expect(session).toMatchObject({ userId: owner.id, agentId: proposals, title: 'Visitante · Loja Aurora' });

    // Another published agent does not open the owner-only one.
    server.clock.advance(3_000);
    const payroll = await visitorSends(await visitor(site.site_key, origin), origin, PAYROLL_QUESTION);
    expect(payroll.status).toBe(200);
    expect(JSON.stringify(payroll.body)).not.toContain('18.400');
  });

  it('um agente só do dono não pode ser publicado, torná-lo só do dono o despublica, e nada de outra equipe ou sem Enterprise', async () => {
    const owner = await enterpriseOwner();
    const payroll = await agentWithDocument(owner, PAYROLL, PAYROLL_DOCUMENT);
    const proposals = await agentWithDocument(owner, PROPOSALS, PRICE_TABLE);
    const origin = partnerOrigin();
    const site = await siteFor(owner, origin);
    const url = `/api/embed/sites/${site.id}/`;

    const refused = await call('PATCH', url, owner, {
      published_agents: [proposals, payroll],
      monthly_messages: 50,
    });
    expect(refused).toMatchObject({
      status: 400,
      body: { success: false, error: CUSTOM_AGENT_MESSAGES.ownerOnlyNotPublishable('Folha Interna') },
    });
    // Nothing changed: neither the agents nor the budget sent with them.
    const listed = async () =>
      ((await call('GET', '/api/embed/sites/', owner)).body.sites as Body[]).find(
        (row) => row.id === site.id,
      );
    expect(await listed()).toMatchObject({ published_agents: [], monthly_messages: 200 });

    expect((await call('PATCH', url, owner, { published_agents: [proposals] })).status).toBe(200);
    expect(
      await call('PATCH', `/api/custom-agents/${proposals}/`, owner, { audience: 'owner' }),
    ).toMatchObject({
      status: 200,
    });
    expect((await listed())?.published_agents).toEqual([]);
    // Shared with the team again, it stays unpublished until the owner publishes it again.
    await call('PATCH', `/api/custom-agents/${proposals}/`, owner, { audience: 'team' });
    expect((await listed())?.published_agents).toEqual([]);
    const guest = await visitor(site.site_key, origin);
    const reply = await visitorSends(guest, origin, PROPOSAL_QUESTION);
    expect(reply.body.agent_name).not.toBe('Propostas Boa Vista');

    // Another team's agent is unknown here; a plan without custom agents publishes nothing.
    const stranger = await enterpriseOwner();
    const theirs = await agentWithDocument(stranger, PROPOSALS, PRICE_TABLE);
    expect(await call('PATCH', url, owner, { published_agents: [theirs] })).toMatchObject({
      status: 400,
      body: { error: CUSTOM_AGENT_MESSAGES.publishUnknown(theirs) },
    });
    expect(
      (await call('PATCH', `/api/embed/sites/${site.id}/`, stranger, { monthly_messages: 1 })).status,
    ).toBe(404);
    const free = await server.signup();
    const freeSite = await siteFor(free, partnerOrigin());
    expect(
      await call('PATCH', `/api/embed/sites/${freeSite.id}/`, free, { published_agents: [proposals] }),
    ).toMatchObject({ status: 403, body: { error: CUSTOM_AGENT_MESSAGES.enterpriseOnly } });
  });

  it('o perfil do dono não entra na resposta ao visitante, nem pelos agentes internos', async () => {
    const owner = await enterpriseOwner();
    const origin = partnerOrigin();
    const site = await siteFor(owner, origin);
    const request = 'Escreva um e-mail de boas-vindas para um cliente novo.';
    const own = await ownerSends(owner, request);
    expect(own.body.message).toContain('Padaria Boa Vista');
    const reply = await visitorSends(await visitor(site.site_key, origin), origin, request);
    expect(reply.status).toBe(200);
    for (const fact of ['Beatriz', 'Quintela', 'Padaria Boa Vista', 'Sócia-diretora', 'Belo Horizonte']) {
      expect(reply.body.message).not.toContain(fact);
    }
  });
});

describe('Commander num site parceiro: o orçamento do site', () => {
  const startsOf = async (owner: TestUser) =>
    server.services.db.select().from(conversationStarts).where(eq(conversationStarts.userId, owner.id));
  const siteOf = async (owner: TestUser, id: number) =>
    ((await call('GET', '/api/embed/sites/', owner)).body.sites as Body[]).find((row) => row.id === id);

  it('uma sessão sem mensagem não gasta conversa nem orçamento; a primeira mensagem cria a conversa', async () => {
    const owner = await enterpriseOwner();
    const origin = partnerOrigin();
    const site = await siteFor(owner, origin);
    const guests = [await visitor(site.site_key, origin), await visitor(site.site_key, origin)];
    expect(await startsOf(owner)).toEqual([]);
    expect(
      await server.services.db.select().from(chatSessions).where(eq(chatSessions.userId, owner.id)),
    ).toEqual([]);
    expect(await siteOf(owner, site.id)).toMatchObject({ monthly_messages: 200, messages_this_month: 0 });

    const [guest] = guests as [{ access: string; session_id: string }];
    expect((await visitorSends(guest, origin, 'Olá, quais serviços vocês oferecem?')).status).toBe(200);
    const [conversation] = await server.services.db
      .select()
      .from(chatSessions)
      .where(eq(chatSessions.userId, owner.id));
    expect(conversation).toMatchObject({ id: guest.session_id, title: 'Visitante · Loja Aurora' });
    expect(await startsOf(owner)).toHaveLength(1);
    expect(await siteOf(owner, site.id)).toMatchObject({ messages_this_month: 1 });
  });

  it('o dono define o orçamento e vê o uso; esgotado, o visitante lê uma mensagem clara até o mês seguinte', async () => {
    const owner = await enterpriseOwner();
    const origin = partnerOrigin();
    const site = await siteFor(owner, origin);
    const url = `/api/embed/sites/${site.id}/`;
    for (const body of [{ monthly_messages: 100_001 }, { monthly_messages: -1 }, { monthly_messages: '2' }]) {
      expect(await call('PATCH', url, owner, body)).toMatchObject({
        status: 400,
        body: { error: M.budgetInvalid },
      });
    }
    expect(await call('PATCH', url, owner, { monthly_messages: 2 })).toMatchObject({
      status: 200,
      body: { data: { monthly_messages: 2, messages_this_month: 0 } },
    });
    const guest = await visitor(site.site_key, origin);
    expect((await visitorSends(guest, origin, 'Olá!')).status).toBe(200);
    server.clock.advance(3_000);
    expect((await visitorSends(guest, origin, 'Quais os horários?')).status).toBe(200);
    server.clock.advance(3_000);
    const spent = await visitorSends(guest, origin, 'E aos domingos?');
    expect(spent).toMatchObject({ status: 403, body: { success: false, error: M.siteBudgetSpent } });
    expect(await startVisitor(site.site_key, origin)).toMatchObject({
      status: 403,
      body: { error: M.siteBudgetSpent },
    });
    expect(await siteOf(owner, site.id)).toMatchObject({ monthly_messages: 2, messages_this_month: 2 });

    // The owner raises it: the visitor goes on.
    await call('PATCH', url, owner, { monthly_messages: 3 });
    server.clock.advance(3_000);
    expect((await visitorSends(guest, origin, 'E aos domingos?')).status).toBe(200);
    // A new month starts from zero.
    await server.advance(32 * 24 * 60 * 60_000, owner);
    expect(await siteOf(owner, site.id)).toMatchObject({ messages_this_month: 0 });
    expect((await visitorSends(await visitor(site.site_key, origin), origin, 'Olá de novo!')).status).toBe(
      200,
    );
  });

  it('visitantes ao mesmo tempo nunca passam do orçamento do site', async () => {
    const owner = await enterpriseOwner();
    const origin = partnerOrigin();
    const site = await siteFor(owner, origin);
    await call('PATCH', `/api/embed/sites/${site.id}/`, owner, { monthly_messages: 3 });
    const guests = await Promise.all(Array.from({ length: 8 }, () => visitor(site.site_key, origin)));
    const replies = await Promise.all(
      guests.map((guest) => visitorSends(guest, origin, 'Olá, quais serviços vocês oferecem?')),
    );
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 200, 200, 403, 403, 403, 403, 403]);
    for (const reply of replies.filter((r) => r.status === 403)) {
      expect(reply.body.error).toBe(M.siteBudgetSpent);
    }
    expect(await siteOf(owner, site.id)).toMatchObject({ messages_this_month: 3 });
    expect(await startsOf(owner)).toHaveLength(3);
  });

  it('o nome do visitante vira uma linha de texto: sem caracteres de controle, e longo demais é recusado', async () => {
    const owner = await enterpriseOwner();
    const origin = partnerOrigin();
    const site = await siteFor(owner, origin);
    const named = await startVisitor(site.site_key, origin, {
      visitor_name: '  Marina\u202e\u200b Duarte\u0007\n<img src=x onerror=alert(1)>  ',
      visitor_email: 'marina@lojaaurora.com.br',
    });
    expect(named.status).toBe(201);
    expect((await visitorSends(named.body as never, origin, 'Olá!')).status).toBe(200);
    const [conversation] = await server.services.db
      .select({ title: chatSessions.title })
      .from(chatSessions)
      .where(eq(chatSessions.id, named.body.session_id));
    // Stored as text (the app shows it as text, never as HTML), on one line.
    expect(conversation?.title).toBe(
      'Visitante Marina Duarte <img src=x onerror=alert(1)> <marina@lojaaurora.com.br> · Loja Aurora',
    );
    expect(await startVisitor(site.site_key, origin, { visitor_name: 'M'.repeat(101) })).toMatchObject({
      status: 400,
      body: { error: M.visitorInvalid },
    });
  });
});
