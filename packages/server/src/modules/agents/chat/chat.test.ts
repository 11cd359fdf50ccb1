// The chat by HTTP, as a new user meets it: sessions, the Commander's routing, offline answers
// metered at R$ 0, ownership, feedback, the account area fed by the same tables.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type TestUser } from '../../../../test/harness.ts';
import { chatSessions } from '../../conversations/schema.ts';
import { countTokens } from '../../llm/tokens.ts';
import { conversationStarts, llmCalls } from '../../metering/schema.ts';
import { usageChanged } from '../../payer/cycle-usage.ts';
import { OFFLINE_NOTE } from '../registry/index.ts';
import { CHAT_MESSAGES } from './messages.ts';

let server: TestServer;

/** The 403 of a Free user on the Pro agent LeadFinder: it names the plan that unlocks it. */
const LEAD_FINDER_LOCKED =
  'O agente LeadFinder está disponível a partir do plano Pro. Faça upgrade para usá-lo.';

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

// biome-ignore lint/suspicious/noExplicitAny: replies of every action's shape, read field by field by the assertions
type ReplyBody = Record<string, any>;

const api = (agent = 'chatsppock') => `/api/agents/${agent}/api/`;

/** Conversations metered for the user (what the plan's limit counts). */
async function conversationsStarted(user: TestUser): Promise<number> {
  const rows = await server.services.db
    .select({ id: conversationStarts.id })
    .from(conversationStarts)
    .where(eq(conversationStarts.userId, user.id));
  return rows.length;
}

async function act(user: TestUser, body: Record<string, unknown>, agent = 'chatsppock') {
  return server.request<ReplyBody>('POST', api(agent), { token: user.access, body });
}

describe('sessões e mensagens', () => {
  it('cria, envia ao Commander, vê o roteamento, avalia, exporta e apaga', async () => {
    const user = await server.signup();
    const created = await act(user, { action: 'create_session', title: 'Nova conversa' });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      success: true,
      action: 'create_session',
      title: 'Nova conversa',
      message: 'Nova sessão de Sppock Commander criada!',
    });
    const sessionId = created.body.session_id as string;

    const sent = await act(user, {
      action: 'send_message',
      session_id: sessionId,
      message: 'Escreva um e-mail de cobrança educado para um cliente com boleto atrasado.',
      location: 'Brasil',
    });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({
      success: true,
      action: 'send_message',
      session_id: sessionId,
      orchestrated: true,
      agent_used: 'email_writer',
      agent_name: 'Email Writer',
      provider: 'offline',
      model: 'sppock-offline',
      offline: true,
    });
    expect(sent.body.confidence).toBeGreaterThanOrEqual(60);
    expect(sent.body.confidenceRange).toMatch(/% a \d+%$/);
    expect(sent.body.intent_detected).toContain('e-mail');
    expect(sent.body.description).toBe('O Email Writer vai cuidar do seu pedido.');
    expect(sent.body.message).toBe(sent.body.content);
    expect(sent.body.message).toContain(OFFLINE_NOTE);
    // Offline answers are metered with real token counts, at R$ 0.
    expect(sent.body.tokens.output).toBe(countTokens(sent.body.message));
    expect(sent.body.tokens.input).toBeGreaterThan(countTokens('Escreva um e-mail de cobrança'));
    expect(sent.body.tokens.total).toBe(sent.body.tokens.input + sent.body.tokens.output);
    const [call] = await server.services.db.select().from(llmCalls).where(eq(llmCalls.userId, user.id));
    expect(call).toMatchObject({
      sessionId,
      agent: 'email_writer',
      provider: 'offline',
      model: 'sppock-offline',
      inputTokens: sent.body.tokens.input,
      outputTokens: sent.body.tokens.output,
      costUsd: 0,
      costBrl: 0,
      outcome: 'ok',
    });

    const listed = await act(user, { action: 'list_sessions' });
    expect(listed.body.sessions).toEqual([
      expect.objectContaining({
        id: sessionId,
        // 'Nova conversa' takes its title from the first message.
        title: 'Escreva um e-mail de cobrança educado para um cliente com…',
        message_count: 2,
        total_tokens_used: sent.body.tokens.total,
      }),
    ]);

    const loaded = await act(user, { action: 'get_session', session_id: sessionId });
    expect(loaded.body.messages.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant']);
    expect(loaded.body.messages[1]).toMatchObject({
      id: sent.body.message_id,
      agent_used: 'email_writer',
      confidence: sent.body.confidence,
      stopped: false,
    });

    const feedback = await server.request(
      'POST',
      `/api/agents/chatsppock/api/sessions/${sessionId}/feedback/`,
      {
        token: user.access,
        body: { feedback_type: 'positive', message_id: sent.body.message_id },
      },
    );
    expect(feedback).toMatchObject({ status: 200, body: { success: true, message: 'Feedback enviado!' } });
    // Only answers are rated: the user's own message is not one.
    const onQuestion = await server.request(
      'POST',
      `/api/agents/chatsppock/api/sessions/${sessionId}/feedback/`,
      {
        token: user.access,
        body: { feedback_type: 'negative', message_id: loaded.body.messages[0].id },
      },
    );
    expect(onQuestion).toMatchObject({ status: 404, body: { error: 'Mensagem não encontrada' } });

    const exported = await server.request<ReplyBody>(
      'GET',
      `/api/agents/chatsppock/api/conversations/${sessionId}/export/`,
      { token: user.access },
    );
    expect(exported.status).toBe(200);
    expect(exported.body.messages).toHaveLength(2);

    const pages = await server.request<ReplyBody>('GET', '/api/agents/chatsppock/api/sessions/?limit=1', {
      token: user.access,
    });
    expect(pages.body).toMatchObject({ success: true, total: 1, sessions: [{ id: sessionId }] });
    for (const [query, error] of [
      ['limit=0', CHAT_MESSAGES.invalidPage],
      ['page=0', CHAT_MESSAGES.invalidPageNumber],
    ]) {
      const bad = await server.request('GET', `/api/agents/chatsppock/api/sessions/?${query}`, {
        token: user.access,
      });
      expect(bad, query).toMatchObject({ status: 400, body: { success: false, error } });
    }

    const usage = await server.request<ReplyBody>('GET', '/api/agents/chatsppock/api/usage/', {
      token: user.access,
    });
    expect(usage.body.usage).toMatchObject({
      tokens_used_this_month: sent.body.tokens.total,
      conversations_this_month: 1,
    });

    const deleted = await act(user, { action: 'delete_session', session_id: sessionId });
    expect(deleted.body).toMatchObject({
      success: true,
      message: 'Sessão de Sppock Commander deletada permanentemente!',
      deleted_session_id: sessionId,
    });
    expect((await act(user, { action: 'list_sessions' })).body.sessions).toEqual([]);
    expect((await act(user, { action: 'get_session', session_id: sessionId })).status).toBe(404);
  });

  it('sem session_id cria a sessão; uma saudação fica com o Commander', async () => {
    const user = await server.signup();
    const sent = await act(user, {
      action: 'send_message',
      message: 'Bom dia, tudo bem?',
      location: 'Brasil',
    });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ agent_used: 'chatsppock', orchestrated: true, offline: true });
    const listed = await act(user, { action: 'list_sessions' });
    expect(listed.body.sessions).toEqual([
      expect.objectContaining({ id: sent.body.session_id, title: 'Bom dia, tudo bem?' }),
    ]);
  });

  it('só o dono lê ou altera uma sessão: a de outro usuário é 404', async () => {
    const owner = await server.signup();
    const stranger = await server.signup();
    const created = await act(owner, { action: 'create_session', title: 'Plano da padaria' });
    const id = created.body.session_id;
    for (const body of [
      { action: 'get_session', session_id: id },
      { action: 'delete_session', session_id: id },
      { action: 'send_message', session_id: id, message: 'Olá', location: 'Brasil' },
    ]) {
      const reply = await act(stranger, body);
      expect(reply, JSON.stringify(body)).toMatchObject({
        status: 404,
        body: { success: false, error: CHAT_MESSAGES.sessionNotFound },
      });
    }
    const feedback = await server.request('POST', `/api/agents/chatsppock/api/sessions/${id}/feedback/`, {
      token: stranger.access,
      body: { feedback_type: 'negative' },
    });
    expect(feedback.status).toBe(404);
    expect((await act(stranger, { action: 'list_sessions' })).body.sessions).toEqual([]);
    // The owner's session is untouched.
    expect((await act(owner, { action: 'get_session', session_id: id })).status).toBe(200);
  });

  it('mensagem vazia, longa demais, ação desconhecida: 400 em pt-BR, nada guardado', async () => {
    const user = await server.signup();
    expect((await act(user, { action: 'send_message', message: '   ', location: 'Brasil' })).body).toEqual({
      success: false,
      error: CHAT_MESSAGES.emptyMessage,
    });
    expect(
      (await act(user, { action: 'send_message', message: 'a'.repeat(20_001), location: 'Brasil' })).body,
    ).toEqual({ success: false, error: CHAT_MESSAGES.messageTooLong });
    expect((await act(user, { action: 'archive_session' })).body).toEqual({
      success: false,
      error: CHAT_MESSAGES.unknownAction,
    });
    expect((await act(user, { action: 'get_session' })).body).toEqual({
      success: false,
      error: CHAT_MESSAGES.missingSessionId,
    });
    expect((await act(user, { action: 'list_sessions' })).body.sessions).toEqual([]);
  });

  it('um agente de formulário valida os campos e monta a mensagem a partir deles', async () => {
    const user = await server.signup();
    const invalid = await act(
      user,
      { action: 'send_message', message: 'Formulário', location: 'Brasil', extras: { form: {} } },
      'email_writer',
    );
    expect(invalid.status).toBe(400);
    expect(invalid.body.error).toMatch(/obrigatório/);
    expect((await act(user, { action: 'list_sessions' }, 'email_writer')).body.sessions).toEqual([]);
  });

  it('no plano Free, um arquivo (multipart) é recusado, nomeando o plano, sem ser guardado', async () => {
    const user = await server.signup();
    const boundary = '----sppockchat';
    const payload = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="action"',
      '',
      'send_message',
      `--${boundary}`,
      'Content-Disposition: form-data; name="message"',
      '',
      'Resuma este cardápio',
      `--${boundary}`,
      'Content-Disposition: form-data; name="file"; filename="cardapio.txt"',
      'Content-Type: text/plain',
      '',
      'Café coado: R$ 7,50',
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const reply = await server.request('POST', api(), {
      token: user.access,
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(reply).toMatchObject({
      status: 403,
      body: {
        success: false,
        error:
          'A análise de documentos está disponível nos planos Pro e Enterprise. Faça upgrade para enviar arquivos.',
      },
    });
    expect((await act(user, { action: 'list_sessions' })).body.sessions).toEqual([]);
  });

  it('multipart só com texto é uma mensagem comum', async () => {
    const user = await server.signup();
    const boundary = '----sppocktexto';
    const field = (name: string, value: string) => [
      `--${boundary}`,
      `Content-Disposition: form-data; name="${name}"`,
      '',
      value,
    ];
    const payload = [
      ...field('action', 'send_message'),
      ...field('message', 'Ideias de combos de café da manhã para uma padaria'),
      ...field('location', 'Brasil'),
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const reply = await server.request<ReplyBody>('POST', api(), {
      token: user.access,
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ success: true, action: 'send_message', offline: true });
  });

  it('o Commander responde e nomeia o plano quando o agente escolhido não está no plano', async () => {
    const user = await server.signup();
    const sent = await act(user, {
      action: 'send_message',
      message: 'Encontre leads de clínicas odontológicas em Belo Horizonte para eu prospectar.',
      location: 'Brasil',
    });
    expect(sent.status).toBe(200);
    expect(sent.body.agent_used).toBe('chatsppock');
    expect(sent.body.description).toMatch(/plano Pro/);
    expect(sent.body.message).toMatch(/Pro/);
    // Called directly, the agent is refused with the documented 403.
    const direct = await act(
      user,
      { action: 'send_message', message: 'Encontre leads', location: 'Brasil' },
      'lead_finder',
    );
    expect(direct).toEqual(
      expect.objectContaining({ status: 403, body: { success: false, error: LEAD_FINDER_LOCKED } }),
    );
    const [call] = await server.services.db
      .select()
      .from(llmCalls)
      .where(and(eq(llmCalls.userId, user.id), eq(llmCalls.agent, 'lead_finder')));
    expect(call).toBeUndefined();
  });

  it('um agente fora do plano não abre, não lista nem mostra conversa: o 403 do envio, nomeando o plano', async () => {
    const user = await server.signup();
    const refused = { status: 403, body: { success: false, error: LEAD_FINDER_LOCKED } };
    const created = await act(user, { action: 'create_session', title: 'Leads' }, 'lead_finder');
    expect(created).toMatchObject(refused);
    expect(await conversationsStarted(user)).toBe(0);
    expect(await act(user, { action: 'list_sessions' }, 'lead_finder')).toMatchObject(refused);
    // A conversation from the time the user was on Pro stays theirs to delete, not to read.
    const [old] = await server.services.db
      .insert(chatSessions)
      .values({
        id: randomUUID(),
        userId: user.id,
        agentType: 'lead_finder',
        title: 'Leads do tempo do Pro',
        createdAt: server.clock.now(),
        updatedAt: server.clock.now(),
      })
      .returning();
    const session_id = old?.id as string;
    expect(await act(user, { action: 'get_session', session_id }, 'lead_finder')).toMatchObject(refused);
    expect(
      await server.request('GET', '/api/agents/lead_finder/api/sessions/', { token: user.access }),
    ).toMatchObject(refused);
    expect(
      await server.request('POST', `/api/agents/lead_finder/api/sessions/${session_id}/feedback/`, {
        token: user.access,
        body: { feedback_type: 'positive' },
      }),
    ).toMatchObject(refused);
    expect(await act(user, { action: 'delete_session', session_id }, 'lead_finder')).toMatchObject({
      status: 200,
    });
    // An agent of the plan is untouched.
    expect((await act(user, { action: 'create_session', title: 'Ideias' }, 'brainstorm')).status).toBe(200);
  });
});

describe('espaçamento e limites', () => {
  it('espaçamento de §9 por usuário e agente: 429 com Retry-After, depois aceita', async () => {
    const user = await server.signup();
    // Two sends at once: whichever reaches the limiter second is refused, whatever the machine's speed.
    const pair = async (agent: string, messages: [string, string]) => {
      const created = await act(user, { action: 'create_session', title: 'Nova conversa' }, agent);
      const session_id = created.body.session_id as string;
      const replies = await Promise.all(
        messages.map((message) =>
          act(user, { action: 'send_message', session_id, message, location: 'Brasil' }, agent),
        ),
      );
      const refused = replies.find((reply) => reply.status === 429);
      expect(replies.map((reply) => reply.status).sort()).toEqual([200, 429]);
      expect(refused?.body).toEqual({ success: false, error: CHAT_MESSAGES.spacing });
      return { session_id, retryAfter: refused?.headers['retry-after'] };
    };
    const commander = await pair('chatsppock', ['Bom dia!', 'Bom dia de novo!']);
    expect(commander.retryAfter).toBe('3');
    // Another agent has its own spacing (2 s).
    expect((await pair('brainstorm', ['Ideias para uma padaria de bairro', 'Mais ideias'])).retryAfter).toBe(
      '2',
    );
    // The refused message was not stored.
    const loaded = await act(user, { action: 'get_session', session_id: commander.session_id });
    expect(loaded.body.messages).toHaveLength(2);
    server.clock.advance(3000);
    const later = await act(user, {
      action: 'send_message',
      session_id: commander.session_id,
      message: 'Bom dia de novo!',
      location: 'Brasil',
    });
    expect(later.status).toBe(200);
  });

  it('tokens do ciclo esgotados (com a margem flexível): 403 nomeando o plano que aumenta o limite', async () => {
    const user = await server.signup();
    const created = await act(user, { action: 'create_session', title: 'Nova conversa' });
    await server.services.db.insert(llmCalls).values({
      userId: user.id,
      agent: 'chatsppock',
      provider: 'offline',
      model: 'sppock-offline',
      inputTokens: 119_000,
      outputTokens: 999,
      outcome: 'ok',
      createdAt: server.clock.now(),
    });
    // Written here, not spent through the server: the nodes are told, as a spend tells them.
    await usageChanged(server.services, user.id);
    const under = await act(user, {
      action: 'send_message',
      session_id: created.body.session_id,
      message: 'Oi',
      location: 'Brasil',
    });
    expect(under.status).toBe(200);
    server.clock.advance(3000);
    const over = await act(user, {
      action: 'send_message',
      session_id: created.body.session_id,
      message: 'Oi de novo',
      location: 'Brasil',
    });
    expect(over).toMatchObject({
      status: 403,
      body: {
        success: false,
        error:
          'Você atingiu o limite de tokens do plano Free neste ciclo (100.000 tokens, mais 20.000 de margem). O plano Pro aumenta o limite para 2.000.000 tokens.',
      },
    });
  });

  it('conversas do ciclo esgotadas: nova sessão recusada (apagar não devolve o limite)', async () => {
    const user = await server.signup();
    for (let i = 0; i < 30; i += 1) {
      const created = await act(user, { action: 'create_session', title: `Conversa ${i + 1}` });
      expect(created.status).toBe(200);
      await act(user, { action: 'delete_session', session_id: created.body.session_id });
    }
    const refused = await act(user, { action: 'create_session', title: 'Mais uma' });
    expect(refused).toMatchObject({
      status: 403,
      body: {
        error:
          'Você atingiu o limite de 30 conversas do plano Free neste ciclo. O plano Pro aumenta o limite para 300 conversas.',
      },
    });
    const sendWithout = await act(user, { action: 'send_message', message: 'Oi', location: 'Brasil' });
    expect(sendWithout.status).toBe(403);
  });

  it('120 create_session ao mesmo tempo: nunca mais que as 30 conversas do Free', async () => {
    const user = await server.signup();
    const replies = await Promise.all(
      Array.from({ length: 120 }, (_, i) =>
        act(user, { action: 'create_session', title: `Corrida ${i + 1}` }),
      ),
    );
    const statuses = replies.map((reply) => reply.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(30);
    expect(statuses.filter((status) => status === 403)).toHaveLength(90);
    expect(replies.find((reply) => reply.status === 403)?.body).toEqual({
      success: false,
      error:
        'Você atingiu o limite de 30 conversas do plano Free neste ciclo. O plano Pro aumenta o limite para 300 conversas.',
    });
    expect(await conversationsStarted(user)).toBe(30);
  });

  it('novas conversas por send_message ao mesmo tempo, em agentes diferentes: o limite vale também', async () => {
    const user = await server.signup();
    // 28 of the 30 used: two places left for sends that each open a conversation.
    for (let i = 0; i < 28; i += 1) {
      expect((await act(user, { action: 'create_session', title: `Conversa ${i + 1}` })).status).toBe(200);
    }
    // The four agents of the Free plan: the per-agent spacing does not refuse any of them first.
    const agents = ['chatsppock', 'brainstorm', 'content_generator', 'email_writer'];
    const replies = await Promise.all(
      agents.map((agent) =>
        act(user, { action: 'send_message', message: 'Ideias para uma padaria', location: 'Brasil' }, agent),
      ),
    );
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 200, 403, 403]);
    expect(await conversationsStarted(user)).toBe(30);
  });
});
