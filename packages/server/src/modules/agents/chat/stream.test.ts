// The streaming extension of send_message over real HTTP: the AI SDK UI message stream protocol
// (start, data-orchestration, text parts, finish with usage and cost), and stop: closing the
// request aborts the answer, whose received part is stored and marked `stopped`.
import type { AddressInfo } from 'node:net';
import { createMemoryStorage, createSppockClient } from '@sppock/sdk';
import { type ChatStreamPart, streamMessage } from '@sppock/sdk/chat';
import { parseJsonEventStream, uiMessageChunkSchema } from 'ai';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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

  it('parar: fechar o pedido interrompe a resposta, guarda a parte recebida e a marca', async () => {
    const user = await server.signup();
    const controller = new AbortController();
    const response = await send(
      user,
      { message: 'Me dê ideias de nomes para uma cafeteria em Curitiba.' },
      controller.signal,
    );
    let messageId = '';
    let received = '';
    let deltas = 0;
    try {
      for await (const part of parts(response)) {
        if (part.type === 'start') {
          messageId = String(part.messageId);
        }
        if (part.type === 'text-delta') {
          received += String(part.delta);
          deltas += 1;
          if (deltas === 3) {
            controller.abort();
          }
        }
      }
    } catch (error) {
      expect((error as Error).name).toBe('AbortError');
    }
    expect(deltas).toBe(3);
    const stored = await vi.waitFor(
      async () => {
        const [row] = await server.services.db
          .select()
          .from(chatMessages)
          .where(eq(chatMessages.id, messageId));
        if (!row) {
          throw new Error('resposta ainda não guardada');
        }
        return row;
      },
      { timeout: 5000, interval: 50 },
    );
    expect(stored.stopped).toBe(true);
    expect(stored.content.startsWith(received)).toBe(true);
    // Stopped well before the end: the offline answer of this request has about 450 words.
    expect(stored.content.split(/\s+/).length).toBeLessThan(150);
    const [call] = await server.services.db.select().from(llmCalls).where(eq(llmCalls.userId, user.id));
    expect(call).toMatchObject({ outcome: 'aborted', provider: 'offline' });
    expect(call?.outputTokens).toBeGreaterThan(0);

    // get_session shows the answer as stopped.
    const reply = await server.request<{ messages: { id: string; stopped?: boolean }[] }>(
      'POST',
      '/api/agents/chatsppock/api/',
      {
        token: user.access,
        body: { action: 'get_session', session_id: stored.sessionId },
      },
    );
    expect(reply.body.messages.find((m) => m.id === messageId)?.stopped).toBe(true);
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
