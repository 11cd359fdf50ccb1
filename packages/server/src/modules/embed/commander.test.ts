// The Commander on a partner site (issue 16): the visitor session (site key, origin, widget,
// owner's quota), the visitor token bound to one conversation, one origin and send_message,
// metered to the site owner and throttled per visitor; the token provider mode (a user's own
// token from a registered origin); CORS on exactly the embed's calls.
import { and, eq } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomIp, startTestServer, type TestServer, type TestUser } from '../../../test/harness.ts';
import { COMMANDER_PATH } from '../../http/embed/http.ts';
import { CHATBOT_MESSAGES } from '../chatbot/messages.ts';
import { chatSessions } from '../conversations/schema.ts';
import { llmCalls } from '../metering/schema.ts';
import { usageChanged } from '../payer/cycle-usage.ts';
import { VISITOR_MESSAGES } from './commander.ts';
import { EMBED_MESSAGES as M } from './messages.ts';

let server: TestServer;

interface ChatReply {
  message_id: string;
  clarification: { choices: { agent: string }[] };
}

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

let originCounter = 0;
const partnerOrigin = () => {
  originCounter += 1;
  return `https://commander${originCounter}-${Date.now().toString(36)}.exemplo.com.br`;
};

interface Site {
  id: number;
  site_key: string;
}

async function siteFor(owner: TestUser, origin: string, widgets = ['commander']): Promise<Site> {
  const reply = await server.request<{ data: Site }>('POST', '/api/embed/sites/', {
    token: owner.access,
    body: { name: 'Loja Aurora', allowed_origins: [origin], widgets },
  });
  expect(reply.status).toBe(201);
  return reply.body.data;
}

interface VisitorSession {
  access: string;
  session_id: string;
  expires_in: number;
  error?: string;
}

const startVisitor = (siteKey: string, origin: string | null, extra: Record<string, unknown> = {}) =>
  server.request<VisitorSession>('POST', '/api/embed/commander/session/', {
    ip: randomIp(),
    body: { site_key: siteKey, ...extra },
    headers: origin ? { origin } : {},
  });

const send = (token: string, origin: string, body: Record<string, unknown>) =>
  server.request<{ success: boolean; message?: string; error?: string; session_id?: string }>(
    'POST',
    COMMANDER_PATH,
    { token, headers: { origin }, body: { location: 'Brasil', ...body } },
  );

const message = (sessionId: string, text = 'Escreva um e-mail de boas-vindas para um cliente novo.') => ({
  action: 'send_message',
  session_id: sessionId,
  message: text,
});

describe('Commander num site parceiro: visitante pela chave do site', () => {
  it('abre a conversa na conta do dono, responde e mede o uso no plano do dono', async () => {
    const owner = await server.signup();
    const origin = partnerOrigin();
    const site = await siteFor(owner, origin);
    const opened = await startVisitor(site.site_key, origin, {
      visitor_name: 'Marina Duarte',
      visitor_email: 'marina@lojaaurora.com.br',
    });
    expect(opened.status).toBe(201);
    expect(opened.body.expires_in).toBe(1800);

    const answered = await send(opened.body.access, origin, message(opened.body.session_id));
    expect(answered.status).toBe(200);
    expect(answered.body).toMatchObject({ success: true, session_id: opened.body.session_id });
    expect(answered.body.message).toBeTruthy();
    expect(answered.headers['access-control-allow-origin']).toBe(origin);

    const calls = await server.services.db
      .select()
      .from(llmCalls)
      .where(eq(llmCalls.sessionId, opened.body.session_id));
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.every((call) => call.userId === owner.id)).toBe(true);
    const [conversation] = await server.services.db
      .select()
      .from(chatSessions)
      .where(and(eq(chatSessions.id, opened.body.session_id), eq(chatSessions.userId, owner.id)));
    expect(conversation?.title).toBe('Visitante Marina Duarte <marina@lojaaurora.com.br> · Loja Aurora');
  });

  it('a pergunta de volta chega ao visitante; a escolha responde ao pedido original só na conversa dele', async () => {
    const owner = await server.signup();
    const origin = partnerOrigin();
    const site = await siteFor(owner, origin);
    const opened = await startVisitor(site.site_key, origin);
    const unsure =
      'Só preciso de 5 opções de linha de assunto para o e-mail da proposta que vou mandar pra Construtora Andrade amanhã';
    const asked = await server.request<ChatReply>('POST', COMMANDER_PATH, {
      token: opened.body.access,
      headers: { origin },
      body: { location: 'Brasil', ...message(opened.body.session_id, unsure) },
    });
    expect(asked.status).toBe(200);
    expect(asked.body.clarification.choices.map((c) => c.agent)).toEqual(['email_writer', 'brainstorm']);
    // Another visitor of the same site cannot answer it: their token is bound to their conversation.
    const stranger = await startVisitor(site.site_key, origin);
    server.clock.advance(3000);
    const forged = await send(stranger.body.access, origin, {
      ...message(stranger.body.session_id, 'Escrever um e-mail'),
      choice: { question_id: asked.body.message_id, agent: 'email_writer' },
    });
    expect(forged.status).toBe(404);
    const chosen = await send(opened.body.access, origin, {
      ...message(opened.body.session_id, 'Escrever um e-mail'),
      choice: { question_id: asked.body.message_id, agent: 'email_writer' },
    });
    expect(chosen.status).toBe(200);
    expect(chosen.body).toMatchObject({ agent_used: 'email_writer', session_id: opened.body.session_id });
    // 'Perguntar a outro agente' reaches no answer outside the visitor's conversation.
    const ownAnswer = await server.request<ChatReply>('POST', COMMANDER_PATH, {
      token: owner.access,
      body: { action: 'send_message', message: 'Escreva um e-mail de boas-vindas para um cliente novo.' },
    });
    server.clock.advance(3000);
    const reached = await send(opened.body.access, origin, {
      ...message(opened.body.session_id, 'O mesmo pedido.'),
      instead_of: ownAnswer.body.message_id,
    });
    expect(reached.status).toBe(404);
  });

  it('recusa sem o Commander no site, de origem não cadastrada, chave desconhecida e visitante inválido', async () => {
    const owner = await server.signup();
    const origin = partnerOrigin();
    const chatbotOnly = await siteFor(owner, origin, ['chatbot']);
    expect((await startVisitor(chatbotOnly.site_key, origin)).body).toEqual({
      success: false,
      error: M.commanderDisabled,
    });
    const site = await siteFor(owner, partnerOrigin());
    const elsewhere = await startVisitor(site.site_key, 'https://outra.exemplo.com.br');
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.body.error).toBe(M.originRefused);
    expect((await startVisitor(site.site_key, null)).status).toBe(403);
    const unknown = await startVisitor(`sk_${'ab'.repeat(16)}`, origin);
    expect(unknown).toMatchObject({ status: 404, body: { error: M.siteKeyUnknown } });
    const badEmail = await startVisitor(site.site_key, origin, { visitor_email: 'não é e-mail' });
    expect(badEmail.status).toBe(400);
  });

  it('o token do visitante só vale na conversa dele, com send_message, da origem dele e em nada mais', async () => {
    const owner = await server.signup();
    const origin = partnerOrigin();
    const site = await siteFor(owner, origin);
    const visitor = await startVisitor(site.site_key, origin);
    const token = visitor.body.access;

    // The owner's own conversation is out of the visitor's reach.
    const own = await server.request<{ session_id: string }>('POST', COMMANDER_PATH, {
      token: owner.access,
      body: { action: 'create_session', title: 'Planejamento interno' },
    });
    const intruding = await send(token, origin, message(own.body.session_id));
    expect(intruding).toMatchObject({ status: 403, body: { error: M.visitorOnlySend } });
    const noSession = await send(token, origin, { action: 'send_message', message: 'Oi' });
    expect(noSession.status).toBe(403);
    for (const body of [
      { action: 'create_session', title: 'Outra' },
      { action: 'delete_session', session_id: visitor.body.session_id },
      { action: 'get_session_messages', session_id: visitor.body.session_id },
    ]) {
      const reply = await send(token, origin, body);
      expect(reply.status, body.action).toBe(403);
    }
    // Another origin, or the token anywhere else in the API.
    expect((await send(token, partnerOrigin(), message(visitor.body.session_id))).body.error).toBe(
      M.visitorTokenInvalid,
    );
    expect((await send(token, 'null', message(visitor.body.session_id))).status).toBe(401);
    const usage = await server.request('GET', '/api/agents/chatsppock/api/usage/', {
      token,
      headers: { origin },
    });
    expect(usage.status).toBe(401);
    const sites = await server.request('GET', '/api/embed/sites/', { token, headers: { origin } });
    expect(sites.status).toBe(401);

    // The site removed (or the widget turned off): the token stops at once.
    await server.request('DELETE', `/api/embed/sites/${site.id}/`, { token: owner.access });
    const after = await send(token, origin, message(visitor.body.session_id));
    expect(after).toMatchObject({ status: 401, body: { error: M.visitorTokenInvalid } });
  });

  it('a resposta em andamento (issue 29): o visitante segue e para só a da conversa dele, da origem dele', async () => {
    const owner = await server.signup();
    const origin = partnerOrigin();
    const site = await siteFor(owner, origin);
    const visitor = await startVisitor(site.site_key, origin);
    const token = visitor.body.access;
    expect((await send(token, origin, message(visitor.body.session_id))).status).toBe(200);
    const streamOf = (sessionId: string) => `/api/agents/sessions/${sessionId}/stream/`;
    // Nothing on its way in their conversation once answered: 204 to follow, false to stop.
    const follow = await server.request('GET', streamOf(visitor.body.session_id), {
      token,
      headers: { origin, accept: 'text/event-stream' },
    });
    expect(follow.status).toBe(204);
    expect(follow.headers['access-control-allow-origin']).toBe(origin);
    const stop = await server.request('DELETE', streamOf(visitor.body.session_id), {
      token,
      headers: { origin },
    });
    expect(stop).toMatchObject({ status: 200, body: { success: true, stopped: false } });
    // The owner's own conversation, or another visitor's, is out of reach: 404.
    const own = await server.request<{ session_id: string }>('POST', COMMANDER_PATH, {
      token: owner.access,
      body: { action: 'create_session', title: 'Planejamento interno' },
    });
    const other = await startVisitor(site.site_key, origin);
    await send(other.body.access, origin, message(other.body.session_id));
    for (const sessionId of [own.body.session_id, other.body.session_id]) {
      for (const method of ['GET', 'DELETE'] as const) {
        const reply = await server.request(method, streamOf(sessionId), { token, headers: { origin } });
        expect(reply.status, `${method} ${sessionId}`).toBe(404);
      }
    }
    // From another origin the visitor's token is no token.
    const elsewhere = await server.request('DELETE', streamOf(visitor.body.session_id), {
      token,
      headers: { origin: partnerOrigin() },
    });
    expect(elsewhere.status).toBe(401);
    // The preflight of these calls: GET and DELETE with a bearer, for Commander sites only.
    const preflight = await server.request('OPTIONS', streamOf(visitor.body.session_id), {
      headers: { origin, 'access-control-request-method': 'DELETE' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-methods']).toBe('GET, DELETE');
    expect(preflight.headers['access-control-allow-headers']).toContain('authorization');
    const refused = await server.request('OPTIONS', streamOf(visitor.body.session_id), {
      headers: { origin: 'https://desconhecida.exemplo.com.br', 'access-control-request-method': 'GET' },
    });
    expect(refused.status).toBe(403);
  });

  it('o token do visitante expira em 30 minutos', async () => {
    const owner = await server.signup();
    const origin = partnerOrigin();
    const site = await siteFor(owner, origin);
    const visitor = await startVisitor(site.site_key, origin);
    await server.advance(31 * 60_000, owner);
    const late = await send(visitor.body.access, origin, message(visitor.body.session_id));
    // An expired visitor token is just an invalid bearer for the API.
    expect(late.status).toBe(401);
  });

  it('um token que só diz ser de visitante, sem a assinatura do servidor, não passa', async () => {
    const owner = await server.signup();
    const origin = partnerOrigin();
    const site = await siteFor(owner, origin);
    const visitor = await startVisitor(site.site_key, origin);
    // The real token's claims (the visitor audience among them), signed with another key: the
    // audience read before verifying only lets a token on to the whole check, never past it.
    const claims = decodeJwt(visitor.body.access);
    const otherKey = new TextEncoder().encode('outra-chave-que-nao-e-a-do-servidor-2026');
    for (const audience of [claims.aud as string, [claims.aud as string, 'outra']]) {
      const forged = await new SignJWT({ ...claims, aud: audience })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .sign(otherKey);
      const reply = await send(forged, origin, message(visitor.body.session_id));
      expect(reply.status).toBe(401);
    }
    const real = await send(visitor.body.access, origin, message(visitor.body.session_id));
    expect(real.status).toBe(200);
    // The owner's own token still speaks for the owner, from the site's origin too.
    const own = await server.request<{ session_id: string }>('POST', COMMANDER_PATH, {
      token: owner.access,
      headers: { origin },
      body: { action: 'create_session', title: 'Do dono' },
    });
    expect(own.status).toBe(403);
  });

  it('cota do dono esgotada: recusa a sessão e as mensagens com uma mensagem clara', async () => {
    const owner = await server.signup();
    const origin = partnerOrigin();
    const site = await siteFor(owner, origin);
    const visitor = await startVisitor(site.site_key, origin);
    expect(visitor.status).toBe(201);
    await server.services.db.insert(llmCalls).values({
      userId: owner.id,
      agent: 'chatsppock',
      provider: 'offline',
      model: 'sppock-offline',
      inputTokens: 120_000,
      outputTokens: 1,
      outcome: 'ok',
      createdAt: server.clock.now(),
    });
    // Written straight to the table: the nodes' kept cycle usage is told, as the gateway does.
    await usageChanged(server.services, owner.id);
    const refused = await send(visitor.body.access, origin, message(visitor.body.session_id));
    expect(refused).toMatchObject({ status: 403, body: { success: false, error: M.ownerQuota } });
    const again = await startVisitor(site.site_key, origin);
    expect(again).toMatchObject({ status: 403, body: { error: M.ownerQuota } });
  });

  it('limita as mensagens por visitante (429 com Retry-After), sem frear outro visitante', async () => {
    const owner = await server.signup();
    const origin = partnerOrigin();
    const site = await siteFor(owner, origin);
    const first = await startVisitor(site.site_key, origin);
    const [limit] = VISITOR_MESSAGES;
    for (let i = 0; i < limit; i += 1) {
      // Invalid-but-authorised bodies count too: the throttle comes before the answer.
      const reply = await send(first.body.access, origin, message(first.body.session_id, ' '));
      expect(reply.status).toBe(400);
    }
    const over = await send(first.body.access, origin, message(first.body.session_id));
    expect(over).toMatchObject({ status: 429, body: { error: CHATBOT_MESSAGES.tooMany } });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    const second = await startVisitor(site.site_key, origin);
    const other = await send(second.body.access, origin, message(second.body.session_id));
    expect(other.status).toBe(200);
  });
});

describe('Commander num site parceiro: espaçamento entre mensagens', () => {
  it('conta por visitante: o dono e outro visitante não fazem um visitante esperar', async () => {
    const owner = await server.signup();
    const origin = partnerOrigin();
    const site = await siteFor(owner, origin);
    const first = await startVisitor(site.site_key, origin);
    const second = await startVisitor(site.site_key, origin);
    const own = await server.request('POST', COMMANDER_PATH, {
      token: owner.access,
      body: { action: 'send_message', message: 'Resumo do dia', location: 'Brasil' },
    });
    expect(own.status).toBe(200);
    expect((await send(first.body.access, origin, message(first.body.session_id))).status).toBe(200);
    expect((await send(second.body.access, origin, message(second.body.session_id))).status).toBe(200);
    // The same visitor at once: the Commander's spacing (spec 2 §9) applies to them.
    const again = await send(first.body.access, origin, message(first.body.session_id, 'E outra coisa?'));
    expect(again.status).toBe(429);
  });
});

describe('Commander num site parceiro: provedor de token e CORS', () => {
  it('com o token do próprio usuário, de uma origem com o Commander, envia mensagens e nada mais', async () => {
    const owner = await server.signup();
    const user = await server.signup();
    const origin = partnerOrigin();
    await siteFor(owner, origin);
    const first = await send(user.access, origin, { action: 'send_message', message: 'Olá, Commander' });
    expect(first.status).toBe(200);
    expect(first.headers['access-control-allow-origin']).toBe(origin);
    const [call] = await server.services.db
      .select()
      .from(llmCalls)
      .where(eq(llmCalls.sessionId, first.body.session_id as string));
    // The signed-in user's own plan pays, not the site owner's.
    expect(call?.userId).toBe(user.id);
    const other = await send(user.access, origin, { action: 'get_sessions' });
    expect(other).toMatchObject({ status: 403, body: { error: M.visitorOnlySend } });
  });

  it('preflight só para origens de sites com o Commander, e só nas chamadas do embed', async () => {
    const owner = await server.signup();
    const commanderOrigin = partnerOrigin();
    const chatbotOrigin = partnerOrigin();
    await siteFor(owner, commanderOrigin);
    await siteFor(owner, chatbotOrigin, ['chatbot']);
    const preflight = (url: string, origin: string) =>
      server.request('OPTIONS', url, {
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization, content-type',
        },
      });
    const allowed = await preflight(COMMANDER_PATH, commanderOrigin);
    expect(allowed.status).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe(commanderOrigin);
    expect(allowed.headers['access-control-allow-headers']).toContain('authorization');
    const session = await preflight('/api/embed/commander/session/', commanderOrigin);
    expect(session.status).toBe(204);
    expect(session.headers['access-control-allow-headers']).toBe('content-type');

    expect((await preflight(COMMANDER_PATH, chatbotOrigin)).status).toBe(403);
    expect((await preflight(COMMANDER_PATH, 'https://desconhecida.exemplo.com.br')).status).toBe(403);
    for (const url of [
      '/api/agents/chatsppock/api/usage/',
      '/api/agents/chatsppock/api/sessions/',
      '/api/agents/email_writer/api/',
      '/api/accounts/profile/',
    ]) {
      const reply = await preflight(url, commanderOrigin);
      expect(reply.headers['access-control-allow-origin'], url).toBeUndefined();
    }
  });
});
