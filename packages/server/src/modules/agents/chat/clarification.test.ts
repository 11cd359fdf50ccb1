// The Commander's question back (issue 26 items 3, 4) by HTTP: an unsure request gets one short
// question with two choices (JSON field and stream part), metered as a cheap offline turn; a
// choice answers the original request with the chosen agent, once, within the plan, and leaves
// a labelled example; forged, foreign and stale choices are refused and change nothing.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type TestUser } from '../../../../test/harness.ts';
import { llmCalls } from '../../metering/schema.ts';
import { routingExamples } from '../schema.ts';
import { claimQuestion, findQuestion } from './clarifications.ts';
import { CHAT_MESSAGES as M } from './messages.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

// biome-ignore lint/suspicious/noExplicitAny: replies of every action's shape, read field by field
type ReplyBody = Record<string, any>;

/** validation.tsv lines the router is unsure about (both offered agents in the Free plan, or one Pro). */
const SUBJECT_LINES =
  'Só preciso de 5 opções de linha de assunto para o e-mail da proposta que vou mandar pra Construtora Andrade amanhã';
const IDLE_WAREHOUSE = 'tô com um galpão de 400 m² parado em Uberlândia, o que dá pra fazer com ele?';

function send(user: TestUser, body: Record<string, unknown>, agent = 'chatsppock') {
  return server.request<ReplyBody>('POST', `/api/agents/${agent}/api/`, {
    token: user.access,
    body: { action: 'send_message', location: 'Brasil', ...body },
  });
}

async function transcript(user: TestUser, sessionId: string) {
  const reply = await server.request<ReplyBody>('POST', '/api/agents/chatsppock/api/', {
    token: user.access,
    body: { action: 'get_session', session_id: sessionId },
  });
  expect(reply.status).toBe(200);
  return reply.body.messages as ReplyBody[];
}

async function examplesOf(user: TestUser) {
  return server.services.db.select().from(routingExamples).where(eq(routingExamples.userId, user.id));
}

/** Asks the unsure request and returns the question's reply. */
async function ask(user: TestUser, text = SUBJECT_LINES) {
  const reply = await send(user, { message: text });
  expect(reply.status).toBe(200);
  expect(reply.body.clarification).toBeDefined();
  server.clock.advance(3000);
  return reply.body;
}

describe('pergunta de volta', () => {
  it('um pedido sem certeza recebe uma pergunta curta com duas opções, num turno barato sem modelo', async () => {
    const user = await server.signup();
    const reply = await send(user, { message: SUBJECT_LINES });
    expect(reply.status).toBe(200);
    const question = 'Você quer que eu **escreva um e-mail** ou **gere ideias de negócio** para isso?';
    expect(reply.body).toMatchObject({
      success: true,
      message: question,
      content: question,
      orchestrated: true,
      agent_used: 'chatsppock',
      description: 'O Sppock Commander quer confirmar o que você precisa antes de encaminhar.',
      provider: 'offline',
      offline: true,
      clarification: {
        question,
        choices: [
          { agent: 'email_writer', label: 'Escrever um e-mail' },
          { agent: 'brainstorm', label: 'Gerar ideias de negócio' },
        ],
        chosen_agent: null,
      },
    });
    expect(reply.body.verbose_log).toContain('pergunta de volta');
    // Metered as any answer, at R$ 0, with a prompt of the request alone.
    const calls = await server.services.db.select().from(llmCalls).where(eq(llmCalls.userId, user.id));
    expect(calls).toEqual([
      expect.objectContaining({ agent: 'chatsppock', provider: 'offline', costBrl: 0, outcome: 'ok' }),
    ]);
    expect(reply.body.tokens.input).toBeLessThan(60);

    const messages = await transcript(user, reply.body.session_id);
    expect(messages.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(messages[1]).toMatchObject({
      id: reply.body.message_id,
      content: question,
      clarification: { chosen_agent: null },
    });
  });

  it('a escolha responde ao pedido original com o agente escolhido, sem nova mensagem do usuário, e vira exemplo', async () => {
    const user = await server.signup();
    const asked = await ask(user);
    const chosen = await send(user, {
      session_id: asked.session_id,
      message: 'Escrever um e-mail',
      choice: { question_id: asked.message_id, agent: 'email_writer' },
    });
    expect(chosen.status).toBe(200);
    expect(chosen.body).toMatchObject({
      session_id: asked.session_id,
      agent_used: 'email_writer',
      orchestrated: true,
      confidence: 98,
      intent_detected: 'escolha do usuário: Escrever um e-mail',
      description: 'O Email Writer vai cuidar do seu pedido.',
    });
    expect(chosen.body.clarification).toBeUndefined();
    // The offline Email Writer quotes the request it answered: the original, not the label.
    expect(chosen.body.message).toContain('Construtora Andrade');

    const messages = await transcript(user, asked.session_id);
    expect(messages.map((m) => [m.role, m.agent_used ?? null])).toEqual([
      ['user', null],
      ['assistant', 'chatsppock'],
      ['assistant', 'email_writer'],
    ]);
    expect(messages[0]?.content).toBe(SUBJECT_LINES);
    expect(messages[1]?.clarification).toMatchObject({ chosen_agent: 'email_writer' });

    expect(await examplesOf(user)).toEqual([
      expect.objectContaining({
        messageId: asked.message_id,
        text: SUBJECT_LINES,
        label: 'email_writer',
        routedAgent: 'email_writer',
        source: 'clarification',
      }),
    ]);
  });

  it('um agente fora do plano escolhido: o Commander responde e nomeia o plano', async () => {
    const user = await server.signup();
    const asked = await ask(user, IDLE_WAREHOUSE);
    expect(asked.clarification.choices.map((c: ReplyBody) => c.agent)).toEqual([
      'brainstorm',
      'supplier_finder',
    ]);
    const chosen = await send(user, {
      session_id: asked.session_id,
      message: 'Encontrar fornecedores',
      choice: { question_id: asked.message_id, agent: 'supplier_finder' },
    });
    expect(chosen.status).toBe(200);
    expect(chosen.body).toMatchObject({ agent_used: 'chatsppock' });
    expect(chosen.body.description).toBe(
      'O Supplier Finder está disponível a partir do plano Pro; o Sppock Commander vai responder e explicar.',
    );
  });

  it('escolha repetida, forjada, de outra conversa ou que ficou para trás é recusada e nada muda', async () => {
    const user = await server.signup();
    const other = await server.signup();
    const asked = await ask(user);
    const choice = (agent: string, questionId = asked.message_id as string) => ({
      session_id: asked.session_id,
      message: 'Escrever um e-mail',
      choice: { question_id: questionId, agent },
    });

    // An agent the question did not offer (a Pro one, or the Commander) is a 400.
    for (const agent of ['lead_finder', 'chatsppock']) {
      expect(await send(user, choice(agent))).toMatchObject({
        status: 400,
        body: { success: false, error: M.choiceNotOffered },
      });
    }
    // A question id that is not this conversation's, or not a question at all.
    for (const questionId of [randomUUID(), (await transcript(user, asked.session_id))[0]?.id]) {
      expect(await send(user, choice('email_writer', questionId))).toMatchObject({
        status: 404,
        body: { error: M.questionNotFound },
      });
    }
    // Another user's conversation.
    expect(await send(other, choice('email_writer'))).toMatchObject({
      status: 404,
      body: { error: M.sessionNotFound },
    });
    // Another user's question in one's own conversation.
    const theirs = await ask(other);
    const mine = await ask(user, IDLE_WAREHOUSE);
    expect(
      await send(user, {
        session_id: mine.session_id,
        message: 'Escrever um e-mail',
        choice: { question_id: theirs.message_id, agent: 'email_writer' },
      }),
    ).toMatchObject({ status: 404, body: { error: M.questionNotFound } });
    // Not the Commander, no session, malformed.
    expect(await send(user, choice('email_writer'), 'email_writer')).toMatchObject({
      status: 400,
      body: { error: M.choiceOnlyCommander },
    });
    expect(
      await send(user, { message: 'x', choice: { question_id: asked.message_id, agent: 'email_writer' } }),
    ).toMatchObject({ status: 400, body: { error: M.choiceNeedsSession } });
    for (const bad of [
      { question_id: 'não-é-uuid', agent: 'email_writer' },
      { question_id: asked.message_id, agent: 'agente_inventado' },
      { question_id: asked.message_id },
      'email_writer',
    ]) {
      expect(await send(user, { session_id: asked.session_id, message: 'x', choice: bad })).toMatchObject({
        status: 400,
        body: { error: M.invalidChoice },
      });
    }
    expect(await examplesOf(user)).toEqual([]);
    expect(await transcript(user, asked.session_id)).toHaveLength(2);

    // The answer is given once; a second tap is told so.
    expect((await send(user, choice('email_writer'))).status).toBe(200);
    server.clock.advance(3000);
    expect(await send(user, choice('brainstorm'))).toMatchObject({
      status: 409,
      body: { error: M.questionClosed },
    });

    // The conversation went on past a question: it can no longer be answered.
    const stale = await ask(other, IDLE_WAREHOUSE);
    await send(other, {
      session_id: stale.session_id,
      message: 'Escreva um e-mail de boas-vindas para clientes novos.',
    });
    server.clock.advance(3000);
    expect(
      await send(other, {
        session_id: stale.session_id,
        message: 'Gerar ideias de negócio',
        choice: { question_id: stale.message_id, agent: 'brainstorm' },
      }),
    ).toMatchObject({ status: 409, body: { error: M.questionClosed } });
  });

  it('dois toques ao mesmo tempo: uma escolha leva a pergunta, a outra não', async () => {
    const user = await server.signup();
    const asked = await ask(user);
    const found = await findQuestion(server.services.db, asked.session_id, asked.message_id);
    expect(found.kind).toBe('open');
    if (found.kind !== 'open') {
      return;
    }
    const claims = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        claimQuestion(server.services.db, found.question, {
          userId: user.id,
          agent: i % 2 === 0 ? 'email_writer' : 'brainstorm',
          at: server.clock.now(),
        }),
      ),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await examplesOf(user)).toHaveLength(1);
  });

  it('pedidos seguros, de página ou sem palavras não recebem pergunta', async () => {
    const user = await server.signup();
    for (const message of [
      'Escreva um e-mail de cobrança educado para um cliente com boleto atrasado.',
      '😀 ...',
      'Analise esta página web: http://127.0.0.1:1/cardapio',
    ]) {
      const reply = await send(user, { message });
      expect(reply.body.clarification).toBeUndefined();
      server.clock.advance(3000);
    }
    // A short follow-up leans on the conversation, even on the Commander's own answer.
    const greeted = await send(user, { message: 'Olá, tudo bem?' });
    server.clock.advance(3000);
    const followUp = await send(user, { session_id: greeted.body.session_id, message: 'e para o Marcos?' });
    expect(followUp.status).toBe(200);
    expect(followUp.body.clarification).toBeUndefined();
  });
});

describe('stream', () => {
  it('a pergunta chega como a parte data-clarification, depois da orquestração e antes do texto', async () => {
    const user = await server.signup();
    const reply = await server.request<string>('POST', '/api/agents/chatsppock/api/', {
      token: user.access,
      headers: { accept: 'text/event-stream' },
      body: { action: 'send_message', location: 'Brasil', message: SUBJECT_LINES },
    });
    expect(reply.status).toBe(200);
    const parts = String(reply.body)
      .split('\n\n')
      .map((event) => event.replace(/^data: /, ''))
      .filter((data) => data && data !== '[DONE]')
      .map((data) => JSON.parse(data) as ReplyBody);
    const types = parts.map((part) => part.type);
    expect(types.indexOf('data-clarification')).toBe(types.indexOf('data-orchestration') + 1);
    expect(types.indexOf('data-clarification')).toBeLessThan(types.indexOf('text-delta'));
    const clarification = parts.find((part) => part.type === 'data-clarification')?.data;
    expect(clarification).toMatchObject({
      choices: [{ agent: 'email_writer' }, { agent: 'brainstorm' }],
      chosen_agent: null,
    });
    const text = parts
      .filter((part) => part.type === 'text-delta')
      .map((part) => part.delta)
      .join('');
    expect(text).toBe(clarification.question);
    const finish = parts.at(-1);
    expect(finish?.type).toBe('finish');
    const messages = await transcript(user, finish?.messageMetadata.session_id);
    expect(messages[1]).toMatchObject({ id: finish?.messageMetadata.message_id, clarification });
  });
});
