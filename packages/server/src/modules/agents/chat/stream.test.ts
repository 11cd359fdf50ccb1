// The streaming extension of send_message over real HTTP: the AI SDK UI message stream protocol
// (start, data-orchestration, text parts, finish with usage and cost); answers that survive a
// reload (issue 29 item 4): a dropped connection does not stop the answer, a reload or a second
// tab replays it and follows it live, and a stop from another connection stops the model call,
// whose received part is stored and marked `stopped`.
import type { AddressInfo } from 'node:net';
import { createMemoryStorage, createSppockClient } from '@sppock/sdk';
import { type ChatStreamPart, streamMessage } from '@sppock/sdk/chat';
import { parseJsonEventStream, uiMessageChunkSchema } from 'ai';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type TestUser } from '../../../../test/harness.ts';
import { operationTable } from '../../../app.ts';
import { createChatOperations } from '../../../http/agents/chat/handlers.ts';
import { chatMessages } from '../../conversations/schema.ts';
import { llmCalls } from '../../metering/schema.ts';

let server: TestServer;
let base: string;

beforeAll(async () => {
  // A slow offline stream (one word every 15 ms), so a test can stop it midway.
  server = await startTestServer({
    operations: { ...operationTable, ...createChatOperations({ offlineChunkDelayMs: 15 }) },
  });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await server?.close();
});

function send(user: TestUser, body: Record<string, unknown>, signal?: AbortSignal) {
  return fetch(`${base}/api/agents/chatsppock/api/`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${user.access}`,
      'content-type': 'application/json',
      accept: 'text/event-stream',
    },
    body: JSON.stringify({ action: 'send_message', location: 'Brasil', ...body }),
    ...(signal ? { signal } : {}),
  });
}

type Chunk = { type: string; [key: string]: unknown };

/** The stream's parts, parsed with the AI SDK's own parser and schema. */
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

function stream(user: TestUser, sessionId: string, method: 'GET' | 'DELETE' = 'GET') {
  return fetch(`${base}/api/agents/sessions/${sessionId}/stream/`, {
    method,
    headers: { authorization: `Bearer ${user.access}`, accept: 'text/event-stream' },
  });
}

/** A whole stream's part types, text and finish metadata. */
async function collect(response: Response) {
  const types: string[] = [];
  let text = '';
  let finish: Record<string, unknown> | undefined;
  for await (const part of parts(response)) {
    types.push(part.type);
    if (part.type === 'text-delta') {
      text += String(part.delta);
    }
    if (part.type === 'finish') {
      finish = part.messageMetadata as Record<string, unknown>;
    }
  }
  return { types, text, finish };
}

describe('streaming de send_message', () => {
  it('responde no protocolo de stream de UI do AI SDK, com orquestração e uso no fim', async () => {
    const user = await server.signup();
    const response = await send(user, {
      message: 'Escreva um e-mail de cobrança para um cliente com boleto atrasado.',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    expect(response.headers.get('x-vercel-ai-ui-message-stream')).toBe('v1');
    const seen: Chunk[] = [];
    for await (const part of parts(response)) {
      seen.push(part);
    }
    const types = seen.map((part) => part.type);
    expect(types[0]).toBe('start');
    expect(types[1]).toBe('data-orchestration');
    expect(types.at(-1)).toBe('finish');
    expect(types).toContain('text-start');
    expect(types).toContain('text-end');
    expect(seen[1]).toMatchObject({
      data: { orchestrated: true, agent_used: 'email_writer', agent_name: 'Email Writer' },
    });
    const text = seen
      .filter((part) => part.type === 'text-delta')
      .map((part) => part.delta)
      .join('');
    const finish = seen.at(-1) as unknown as { messageMetadata: Record<string, unknown> };
    expect(finish.messageMetadata).toMatchObject({
      message_id: seen[0]?.messageId,
      provider: 'offline',
      offline: true,
      stopped: false,
      cost_brl: 0,
    });
    const [stored] = await server.services.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.id, String(seen[0]?.messageId)));
    expect(stored).toMatchObject({ content: text, stopped: false, agentUsed: 'email_writer' });
    const [call] = await server.services.db.select().from(llmCalls).where(eq(llmCalls.userId, user.id));
    expect(call?.outputTokens).toBe((finish.messageMetadata.tokens as { output: number }).output);
  });

  it('parar de outra conexão (DELETE do stream) interrompe o modelo, guarda a parte recebida e a marca', async () => {
    const user = await server.signup();
    const response = await send(user, { message: 'Me dê ideias de nomes para uma cafeteria em Curitiba.' });
    let messageId = '';
    let sessionId = '';
    let received = '';
    let deltas = 0;
    let finish: Chunk | undefined;
    for await (const part of parts(response)) {
      if (part.type === 'start') {
        messageId = String(part.messageId);
        sessionId = String((part.messageMetadata as { session_id: string }).session_id);
      }
      if (part.type === 'text-delta') {
        received += String(part.delta);
        deltas += 1;
        if (deltas === 3) {
          // Another tab (another connection, the same user) stops the answer.
          const stop = await stream(user, sessionId, 'DELETE');
          expect(stop.status).toBe(200);
          expect(await stop.json()).toEqual({ success: true, stopped: true });
        }
      }
      if (part.type === 'finish') {
        finish = part;
      }
    }
    // The sender's own stream ends with the stopped answer's finish.
    expect(finish?.messageMetadata).toMatchObject({ message_id: messageId, stopped: true });
    const [stored] = await server.services.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.id, messageId));
    expect(stored?.stopped).toBe(true);
    expect(stored?.content).toBe(received);
    // Stopped well before the end: the offline answer of this request has about 450 words.
    expect(received.split(/\s+/).length).toBeLessThan(150);
    const [call] = await server.services.db.select().from(llmCalls).where(eq(llmCalls.userId, user.id));
    expect(call).toMatchObject({ outcome: 'aborted', provider: 'offline' });
    expect(call?.outputTokens).toBeGreaterThan(0);

    // get_session shows the answer as stopped; nothing is in flight any more.
    const reply = await server.request<{ messages: { id: string; stopped?: boolean }[] }>(
      'POST',
      '/api/agents/chatsppock/api/',
      { token: user.access, body: { action: 'get_session', session_id: sessionId } },
    );
    expect(reply.body.messages.find((m) => m.id === messageId)?.stopped).toBe(true);
    expect((await stream(user, sessionId)).status).toBe(204);
    expect(await (await stream(user, sessionId, 'DELETE')).json()).toEqual({ success: true, stopped: false });
  });

  it('uma conexão que cai depois da primeira parte não para a resposta: a retomada dá o mesmo texto final', async () => {
    const user = await server.signup();
    const controller = new AbortController();
    const response = await send(
      user,
      { message: 'Me dê ideias de nomes para uma cafeteria em Curitiba.' },
      controller.signal,
    );
    let sessionId = '';
    let before = '';
    try {
      for await (const part of parts(response)) {
        if (part.type === 'start') {
          sessionId = String((part.messageMetadata as { session_id: string }).session_id);
        }
        if (part.type === 'text-delta') {
          before += String(part.delta);
          // The network drops after the first piece of text.
          controller.abort();
        }
      }
    } catch (error) {
      expect((error as Error).name).toBe('AbortError');
    }
    expect(before).not.toBe('');
    // A reload, and a second tab a moment later: both replay from the start and follow live.
    const first = await stream(user, sessionId);
    expect(first.status).toBe(200);
    expect(first.headers.get('x-vercel-ai-ui-message-stream')).toBe('v1');
    const firstRead = collect(first);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const second = await stream(user, sessionId);
    expect(second.status).toBe(200);
    const [one, two] = await Promise.all([firstRead, collect(second)]);
    expect(one.types[0]).toBe('start');
    expect(one.types).toContain('data-orchestration');
    expect(one.types.at(-1)).toBe('finish');
    expect(one.text.startsWith(before)).toBe(true);
    expect(two.text).toBe(one.text);
    expect(one.finish).toMatchObject({ stopped: false });
    const messageId = String(one.finish?.message_id);
    const [stored] = await server.services.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.id, messageId));
    // Generated to its end although the connection that asked for it was gone.
    expect(stored).toMatchObject({ content: one.text, stopped: false });
    expect(one.text.split(/\s+/).length).toBeGreaterThan(150);
    // Ended: nothing to resume.
    expect((await stream(user, sessionId)).status).toBe(204);
  });

  it('retomar e parar: só o dono; outra pessoa recebe 404, sem token 401, id impossível 404', async () => {
    const owner = await server.signup();
    const other = await server.signup();
    const response = await send(owner, { message: 'Me dê ideias de nomes para uma padaria em Recife.' });
    const reader = parts(response);
    let sessionId = '';
    for await (const part of reader) {
      if (part.type === 'start') {
        sessionId = String((part.messageMetadata as { session_id: string }).session_id);
        break;
      }
    }
    for (const method of ['GET', 'DELETE'] as const) {
      const refused = await stream(other, sessionId, method);
      expect(refused.status).toBe(404);
      expect(await refused.json()).toEqual({ success: false, error: 'Sessão não encontrada' });
      const anonymous = await fetch(`${base}/api/agents/sessions/${sessionId}/stream/`, { method });
      expect(anonymous.status).toBe(401);
      expect((await stream(owner, 'nao-e-um-id', method)).status).toBe(404);
    }
    // The other user's stop reached nothing: the owner's answer goes on to its end.
    const rest = await collect(await stream(owner, sessionId));
    expect(rest.finish).toMatchObject({ stopped: false });
  });

  it('erros antes do stream continuam em JSON (espaçamento: 429 com Retry-After)', async () => {
    const user = await server.signup();
    // Two sends at once: whichever reaches the limiter second is refused, in JSON.
    const stop = new AbortController();
    const replies = await Promise.all([
      send(user, { message: 'Bom dia!' }, stop.signal),
      send(user, { message: 'Bom dia de novo!' }, stop.signal),
    ]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 429]);
    const streamed = replies.find((reply) => reply.status === 200);
    const refused = replies.find((reply) => reply.status === 429);
    expect(streamed?.headers.get('content-type')).toContain('text/event-stream');
    expect(refused?.headers.get('retry-after')).toBe('3');
    expect(await refused?.json()).toEqual({
      success: false,
      error: 'Aguarde alguns segundos antes de enviar outra mensagem.',
    });
    stop.abort();
  });

  it('o SDK (@sppock/sdk/chat) lê o stream do servidor real: orquestração, texto e fim', async () => {
    const user = await server.signup();
    const client = createSppockClient({ baseUrl: base, storage: createMemoryStorage() });
    await client.session.login({ email: user.email, password: user.password });
    // A second send while the first answer streams is refused before its stream starts, and
    // arrives as the SDK's error with the server's pt-BR text.
    const again = async () => {
      for await (const _ of streamMessage(client, { message: 'De novo' })) {
        // nothing arrives
      }
    };
    let refused: Promise<void> | undefined;
    const parts: ChatStreamPart[] = [];
    for await (const part of streamMessage(client, {
      message: 'Escreva um e-mail de cobrança para um cliente com boleto atrasado.',
    })) {
      parts.push(part);
      refused ??= expect(again()).rejects.toThrow('Aguarde alguns segundos antes de enviar outra mensagem.');
    }
    await refused;
    expect(parts.find((part) => part.type === 'data-orchestration')).toMatchObject({
      data: { agent_used: 'email_writer' },
    });
    const text = parts.map((part) => (part.type === 'text-delta' ? part.delta : '')).join('');
    expect(text.length).toBeGreaterThan(20);
    expect(parts.at(-1)).toMatchObject({
      type: 'finish',
      messageMetadata: { offline: true, stopped: false },
    });
  });
});
