// Edit and branch (issue 29 item 5) and each answer's speed and context use (item 6), over HTTP:
// an edited message keeps its first version as a branch, the model's history is the path of the
// branch shown, `chatSelectBranch` switches it, the export follows it; ids of another person are
// 404, versions are capped, and an edit is a message for the plan (spacing).
import type { AddressInfo } from 'node:net';
import { parseJsonEventStream, uiMessageChunkSchema } from 'ai';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fakeProviderEnv, type LlmFake, startFakeOpenAI } from '../../../../test/fakes/llm/index.ts';
import { startTestServer, type TestServer, type TestUser } from '../../../../test/harness.ts';
import { operationTable } from '../../../app.ts';
import { createChatOperations } from '../../../http/agents/chat/handlers.ts';
import { MAX_MESSAGE_VERSIONS } from '../../conversations/branches.ts';
import { chatMessages } from '../../conversations/schema.ts';
import { CHAT_MESSAGES as M } from './messages.ts';

// biome-ignore lint/suspicious/noExplicitAny: the replies, read field by field by the assertions
type ReplyBody = Record<string, any>;

const AGENT = 'email_writer';

function client(server: TestServer, user: TestUser) {
  return {
    send: (body: Record<string, unknown>) =>
      server.request<ReplyBody>('POST', `/api/agents/${AGENT}/api/`, {
        token: user.access,
        body: { action: 'send_message', location: 'Brasil', ...body },
      }),
    read: (sessionId: string) =>
      server.request<ReplyBody>('POST', `/api/agents/${AGENT}/api/`, {
        token: user.access,
        body: { action: 'get_session', session_id: sessionId },
      }),
    select: (sessionId: string, messageId: unknown) =>
      server.request<ReplyBody>('POST', `/api/agents/${AGENT}/api/sessions/${sessionId}/branch/`, {
        token: user.access,
        body: { message_id: messageId },
      }),
    exported: (sessionId: string) =>
      server.request<ReplyBody>('GET', `/api/agents/${AGENT}/api/conversations/${sessionId}/export/`, {
        token: user.access,
      }),
  };
}

/** What a branch shows, one line a message: role, text and `index/count` of its versions. */
function shown(messages: ReplyBody[]): string[] {
  return messages.map(
    (message) =>
      `${message.role}: ${message.content} (${message.sibling_index + 1}/${message.sibling_count})`,
  );
}

describe('editar e ramificar, com um provedor que grava os prompts', () => {
  let fake: LlmFake;
  let server: TestServer;

  beforeAll(async () => {
    fake = await startFakeOpenAI();
    server = await startTestServer({
      env: { ...fakeProviderEnv('openai', fake, { model: 'gpt-4o-mini' }), LLM_MAX_RETRIES: '0' },
    });
  });
  afterEach(() => {
    expect(fake.pendingOutcomes).toBe(0);
    expect(fake.unknownRequests).toEqual([]);
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  it('a mensagem editada guarda a primeira versão; o histórico segue o ramo mostrado; < 1/2 > troca', async () => {
    const user = await server.signup();
    const chat = client(server, user);
    fake.answer('Olá, Ana! Seu boleto venceu ontem.');
    const first = await chat.send({ message: 'Escreva um e-mail de cobrança para a cliente Ana.' });
    expect(first.status).toBe(200);
    const sessionId = first.body.session_id as string;
    server.clock.advance(3000);
    fake.answer('Olá, Marcos! Seu boleto venceu ontem.');
    await chat.send({ session_id: sessionId, message: 'e para o Marcos?' });
    const before = await chat.read(sessionId);
    const marcos = before.body.messages[2];
    expect(marcos).toMatchObject({ role: 'user', content: 'e para o Marcos?', sibling_count: 1 });

    server.clock.advance(3000);
    fake.answer('Olá, Joana! Seu boleto venceu ontem.');
    const edited = await chat.send({ session_id: sessionId, message: 'e para a Joana?', edit_of: marcos.id });
    expect(edited.status).toBe(200);
    expect(edited.body.message).toBe('Olá, Joana! Seu boleto venceu ontem.');
    // The model saw the history before the edited message, never Marcos.
    expect(fake.lastPrompt().messages).toEqual([
      { role: 'user', text: 'Escreva um e-mail de cobrança para a cliente Ana.' },
      { role: 'assistant', text: 'Olá, Ana! Seu boleto venceu ontem.' },
      { role: 'user', text: 'e para a Joana?' },
    ]);

    const after = await chat.read(sessionId);
    expect(shown(after.body.messages)).toEqual([
      'user: Escreva um e-mail de cobrança para a cliente Ana. (1/1)',
      'assistant: Olá, Ana! Seu boleto venceu ontem. (1/1)',
      'user: e para a Joana? (2/2)',
      'assistant: Olá, Joana! Seu boleto venceu ontem. (1/1)',
    ]);
    expect(after.body.messages[2].parent_id).toBe(after.body.messages[1].id);
    expect(after.body.messages[2].sibling_ids).toEqual([marcos.id, after.body.messages[2].id]);
    expect(after.body.messages[0].parent_id).toBeNull();
    expect(after.body.session.message_count).toBe(4);

    // `< 1/2 >`: the first version is still there, with its answer.
    const switched = await chat.select(sessionId, marcos.id);
    expect(switched.status).toBe(200);
    expect(shown(switched.body.messages)).toEqual([
      'user: Escreva um e-mail de cobrança para a cliente Ana. (1/1)',
      'assistant: Olá, Ana! Seu boleto venceu ontem. (1/1)',
      'user: e para o Marcos? (1/2)',
      'assistant: Olá, Marcos! Seu boleto venceu ontem. (1/1)',
    ]);
    expect(shown((await chat.read(sessionId)).body.messages)).toEqual(shown(switched.body.messages));

    // The next message follows the branch shown, and so does the export.
    server.clock.advance(3000);
    fake.answer('Claro! Assunto: Boleto em aberto.');
    await chat.send({ session_id: sessionId, message: 'agora um assunto curto' });
    expect(fake.lastPrompt().messages.map((message) => message.text)).toEqual([
      'Escreva um e-mail de cobrança para a cliente Ana.',
      'Olá, Ana! Seu boleto venceu ontem.',
      'e para o Marcos?',
      'Olá, Marcos! Seu boleto venceu ontem.',
      'agora um assunto curto',
    ]);
    const exported = await chat.exported(sessionId);
    expect(exported.status).toBe(200);
    expect(exported.body.messages.map((message: ReplyBody) => message.content)).toEqual([
      'Escreva um e-mail de cobrança para a cliente Ana.',
      'Olá, Ana! Seu boleto venceu ontem.',
      'e para o Marcos?',
      'Olá, Marcos! Seu boleto venceu ontem.',
      'agora um assunto curto',
      'Claro! Assunto: Boleto em aberto.',
    ]);

    // Back to Joana's branch by its message: the newest answer under it is shown.
    const joana = after.body.messages[2].id;
    expect(shown((await chat.select(sessionId, joana)).body.messages).at(-1)).toBe(
      'assistant: Olá, Joana! Seu boleto venceu ontem. (1/1)',
    );
  });

  it('gerar de novo: a resposta anterior fica como ramo e a pergunta guardada é a enviada', async () => {
    const user = await server.signup();
    const chat = client(server, user);
    fake.answer('Primeira versão do e-mail.');
    const first = await chat.send({ message: 'Escreva um e-mail de boas-vindas para a cliente Ana.' });
    const sessionId = first.body.session_id as string;
    server.clock.advance(3000);
    fake.answer('Segunda versão do e-mail.');
    const again = await chat.send({
      session_id: sessionId,
      // Ignored: the stored question is answered again.
      message: 'outro texto qualquer',
      regenerate_of: first.body.message_id,
    });
    expect(again.status).toBe(200);
    expect(fake.lastPrompt().messages).toEqual([
      { role: 'user', text: 'Escreva um e-mail de boas-vindas para a cliente Ana.' },
    ]);
    const read = await chat.read(sessionId);
    expect(shown(read.body.messages)).toEqual([
      'user: Escreva um e-mail de boas-vindas para a cliente Ana. (1/1)',
      'assistant: Segunda versão do e-mail. (2/2)',
    ]);
    expect(again.body.parent_id).toBe(read.body.messages[0].id);
    const users = await server.services.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.sessionId, sessionId));
    expect(users.filter((message) => message.role === 'user')).toHaveLength(1);
    expect(shown((await chat.select(sessionId, first.body.message_id)).body.messages)).toEqual([
      'user: Escreva um e-mail de boas-vindas para a cliente Ana. (1/1)',
      'assistant: Primeira versão do e-mail. (1/2)',
    ]);
  });

  it('cada resposta traz o 1º token, tokens por segundo e o contexto sobre a janela do modelo', async () => {
    const user = await server.signup();
    const chat = client(server, user);
    fake.answer('Olá, Ana! Seu boleto venceu ontem.', { inputTokens: 812, outputTokens: 64 });
    const sent = await chat.send({ message: 'Escreva um e-mail de cobrança para a cliente Ana.' });
    expect(sent.body.timing.first_token_ms).toBeGreaterThanOrEqual(0);
    expect(sent.body.context).toEqual({ tokens: 812, window: 128_000 });
    const [answer] = (await chat.read(sent.body.session_id)).body.messages.slice(-1);
    expect(answer.timing).toEqual(sent.body.timing);
    expect(answer.context).toEqual({ tokens: 812, window: 128_000 });
  });
});

describe('editar e ramificar: recusas, limites e o provedor offline', () => {
  let server: TestServer;
  let base: string;

  beforeAll(async () => {
    // A slow offline stream (one word every 15 ms), so the stream's speed is measurable.
    server = await startTestServer({
      operations: { ...operationTable, ...createChatOperations({ offlineChunkDelayMs: 15 }) },
    });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await server?.close();
  });

  async function conversation(user: TestUser) {
    const chat = client(server, user);
    const sent = await chat.send({ message: 'Escreva um e-mail de cobrança para a cliente Ana.' });
    expect(sent.status).toBe(200);
    const read = await chat.read(sent.body.session_id);
    return {
      chat,
      sessionId: sent.body.session_id as string,
      question: read.body.messages[0].id as string,
      answer: sent.body.message_id as string,
    };
  }

  it('ids de outra pessoa: 404 ao editar, gerar de novo e trocar de ramo; nada guardado', async () => {
    const owner = await server.signup();
    const other = await server.signup();
    const mine = await conversation(owner);
    const theirs = await conversation(other);
    server.clock.advance(3000);
    const edit = await mine.chat.send({
      session_id: mine.sessionId,
      message: 'oi',
      edit_of: theirs.question,
    });
    expect(edit).toMatchObject({ status: 404, body: { success: false, error: M.messageNotFound } });
    const again = await mine.chat.send({
      session_id: mine.sessionId,
      message: 'oi',
      regenerate_of: theirs.answer,
    });
    expect(again.status).toBe(404);
    expect(
      await mine.chat.send({ session_id: theirs.sessionId, message: 'oi', edit_of: theirs.question }),
    ).toMatchObject({ status: 404, body: { error: M.sessionNotFound } });
    expect((await mine.chat.select(theirs.sessionId, theirs.question)).status).toBe(404);
    expect(await mine.chat.select(mine.sessionId, theirs.question)).toMatchObject({
      status: 404,
      body: { error: M.messageNotFound },
    });
    expect((await theirs.chat.read(theirs.sessionId)).body.messages).toHaveLength(2);
    expect((await mine.chat.read(mine.sessionId)).body.messages).toHaveLength(2);
    const anonymous = await server.request(
      'POST',
      `/api/agents/${AGENT}/api/sessions/${mine.sessionId}/branch/`,
      {
        body: { message_id: mine.question },
      },
    );
    expect(anonymous.status).toBe(401);
  });

  it('entrada ruim: 400 em pt-BR', async () => {
    const user = await server.signup();
    const { chat, sessionId, question, answer } = await conversation(user);
    server.clock.advance(3000);
    expect(await chat.send({ session_id: sessionId, message: 'oi', edit_of: answer })).toMatchObject({
      status: 400,
      body: { error: M.editOnlyUserMessage },
    });
    expect(await chat.send({ session_id: sessionId, message: 'oi', regenerate_of: question })).toMatchObject({
      status: 400,
      body: { error: M.regenerateOnlyAnswer },
    });
    expect(await chat.send({ message: 'oi', edit_of: question })).toMatchObject({
      status: 400,
      body: { error: M.branchNeedsSession },
    });
    expect(
      await chat.send({ session_id: sessionId, message: 'oi', edit_of: question, regenerate_of: answer }),
    ).toMatchObject({ status: 400, body: { error: M.editOrRegenerate } });
    expect(await chat.send({ session_id: sessionId, message: 'oi', edit_of: 'não-é-um-id' })).toMatchObject({
      status: 400,
      body: { error: M.invalidEditOf },
    });
    expect(await chat.select(sessionId, 'x'.repeat(5000))).toMatchObject({
      status: 400,
      body: { error: M.invalidBranchMessage },
    });
  });

  it('uma edição é uma mensagem para o plano: edições simultâneas passam uma a uma pelo espaçamento', async () => {
    const user = await server.signup();
    const { chat, sessionId, question } = await conversation(user);
    server.clock.advance(3000);
    const replies = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        chat.send({ session_id: sessionId, message: `versão ${i}`, edit_of: question }),
      ),
    );
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 429, 429, 429, 429, 429]);
    const read = await chat.read(sessionId);
    expect(read.body.messages[0].sibling_count).toBe(2);
  });

  it(`no máximo ${MAX_MESSAGE_VERSIONS} versões de uma mensagem`, async () => {
    const user = await server.signup();
    const { chat, sessionId, question } = await conversation(user);
    for (let version = 2; version <= MAX_MESSAGE_VERSIONS; version += 1) {
      server.clock.advance(3000);
      const edit = await chat.send({
        session_id: sessionId,
        message: `versão ${version}`,
        edit_of: question,
      });
      expect(edit.status).toBe(200);
    }
    server.clock.advance(3000);
    const over = await chat.send({ session_id: sessionId, message: 'mais uma', edit_of: question });
    expect(over).toMatchObject({ status: 409, body: { error: M.tooManyVersions(MAX_MESSAGE_VERSIONS) } });
    const read = await chat.read(sessionId);
    expect(read.body.messages[0]).toMatchObject({
      content: `versão ${MAX_MESSAGE_VERSIONS}`,
      sibling_index: MAX_MESSAGE_VERSIONS - 1,
      sibling_count: MAX_MESSAGE_VERSIONS,
    });
  });

  it('offline em streaming: o finish traz o 1º token e tokens/s medidos; contexto sem janela conhecida', async () => {
    const user = await server.signup();
    const response = await fetch(`${base}/api/agents/${AGENT}/api/`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${user.access}`,
        'content-type': 'application/json',
        accept: 'text/event-stream',
      },
      body: JSON.stringify({
        action: 'send_message',
        location: 'Brasil',
        message: 'Escreva um e-mail de cobrança para a cliente Ana.',
      }),
    });
    expect(response.status).toBe(200);
    let metadata: ReplyBody | undefined;
    if (response.body) {
      const reader = parseJsonEventStream({
        stream: response.body,
        schema: uiMessageChunkSchema,
      }).getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) {
          break;
        }
        if (value.success && value.value.type === 'finish') {
          metadata = value.value.messageMetadata as ReplyBody;
        }
      }
    }
    expect(metadata?.offline).toBe(true);
    // Word by word, 15 ms apart: the first text is not the last, so there is a rate to measure.
    expect(metadata?.timing.tokens_per_second).toBeGreaterThan(0);
    expect(metadata?.timing.first_token_ms).toBeGreaterThanOrEqual(0);
    expect(metadata?.context.window).toBeNull();
    expect(metadata?.context.tokens).toBeGreaterThan(0);
    const read = await client(server, user).read(metadata?.session_id);
    expect(read.body.messages[1].timing).toEqual(metadata?.timing);
    expect(read.body.messages[1].parent_id).toBe(read.body.messages[0].id);
  });
});
