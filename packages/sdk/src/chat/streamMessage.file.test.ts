import { createTestClient, http } from '@sppock/sdk/testing';
import { describe, expect, it } from 'vitest';
import type { ChatStreamPart } from './parts';
import { sseResponse } from './streamFixtures';
import { streamMessage } from './streamMessage';

const SESSION = '3f6c2a8e-9b41-4d7a-a2c5-7e18d04b9f13';

describe('streamMessage with a file', () => {
  it('sends multipart form data: the message, the session, location Brasil and the file', async () => {
    let form: FormData | undefined;
    let contentType: string | null = null;
    const test = createTestClient({
      handlers: [
        http.post('/api/agents/{agent}/api/', async ({ request }) => {
          contentType = request.headers.get('content-type');
          form = await request.formData();
          return sseResponse([{ type: 'text-delta', id: 't', delta: 'Combos' }, { type: 'finish' }]);
        }),
      ],
    });
    const file = new File(['Café coado: R$ 7,50'], 'cardapio.txt', { type: 'text/plain' });
    const parts: ChatStreamPart[] = [];
    for await (const part of streamMessage(test.client, {
      message: 'Sugira combos',
      session_id: SESSION,
      file,
    })) {
      parts.push(part);
    }
    expect(parts.map((part) => part.type)).toEqual(['text-delta', 'finish']);
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    if (!form) {
      throw new Error('nenhum formulário enviado');
    }
    expect(form.get('action')).toBe('send_message');
    expect(form.get('message')).toBe('Sugira combos');
    expect(form.get('session_id')).toBe(SESSION);
    expect(form.get('location')).toBe('Brasil');
    expect((form.get('file') as File).name).toBe('cardapio.txt');
    expect(await (form.get('file') as File).text()).toBe('Café coado: R$ 7,50');
  });
});
