import { SppockError } from '@sppock/sdk';
import { createTestClient, HttpResponse, http } from '@sppock/sdk/testing';
import { describe, expect, it } from 'vitest';
import type { ChatStreamPart } from './parts';
import { ANSWER_PARTS, sseResponse } from './streamFixtures';
import { streamMessage } from './streamMessage';

describe('streamMessage', () => {
  it('envia send_message pedindo text/event-stream e devolve as partes tipadas', async () => {
    let seen: { accept: string | null; body: unknown; auth: string | null } | undefined;
    const test = createTestClient({
      handlers: [
        http.post('/api/agents/{agent}/api/', async ({ request, params: { agent } }) => {
          seen = {
            accept: request.headers.get('accept'),
            body: await request.json(),
            auth: request.headers.get('authorization'),
          };
          return agent === 'chatsppock'
            ? sseResponse(ANSWER_PARTS)
            : HttpResponse.json({ success: false, error: 'agente errado' }, { status: 404 });
        }),
      ],
    });
    const parts: ChatStreamPart[] = [];
    for await (const part of streamMessage(test.client, { message: 'Escreva um e-mail para o Marcos' })) {
      parts.push(part);
    }
    expect(seen?.accept).toBe('text/event-stream');
    expect(seen?.auth).toMatch(/^Bearer /);
    expect(seen?.body).toEqual({
      action: 'send_message',
      location: 'Brasil',
      message: 'Escreva um e-mail para o Marcos',
    });
    expect(parts).toEqual(ANSWER_PARTS);
  });

  it('uma recusa antes do stream vira SppockError com a mensagem do servidor', async () => {
    const test = createTestClient({
      handlers: [
        http.post('/api/agents/{agent}/api/', () =>
          HttpResponse.json(
            { success: false, error: 'Aguarde alguns segundos antes de enviar outra mensagem.' },
            { status: 429 },
          ),
        ),
      ],
    });
    const run = async () => {
      for await (const _ of streamMessage(test.client, { message: 'Oi' })) {
        // nothing arrives
      }
    };
    await expect(run()).rejects.toThrow(SppockError);
    await expect(run()).rejects.toThrow('Aguarde alguns segundos antes de enviar outra mensagem.');
  });
});
