import { describe, expect, it } from 'vitest';
import { createEmbedFetch } from './embedFetch';

const API = 'https://app.sppock.com.br';

function recorder(answer: (request: Request) => Response) {
  const seen: { method: string; url: string; body: string }[] = [];
  const fetch = async (request: Request) => {
    seen.push({ method: request.method, url: request.url, body: await request.clone().text() });
    return answer(request);
  };
  return { seen, fetch };
}

describe('createEmbedFetch', () => {
  it('opens the visitor session through the embed call with the site key, and reports each answer', async () => {
    const messages: unknown[] = [];
    const { seen, fetch } = recorder((request) =>
      request.url.endsWith('/api/chatbot/visitor/response/')
        ? Response.json({ message: 'O plano Pro custa R$ 39,90 por mês.', message_id: 'm-1' })
        : Response.json({ session_id: 's-1' }, { status: 201 }),
    );
    const embedFetch = createEmbedFetch({
      apiBase: API,
      siteKey: 'sk_4f9c2a7e1b3d5f608a9c2e4b6d8f0a1c',
      onMessage: (detail) => messages.push(detail),
      fetch,
    });
    await embedFetch(new Request(`${API}/api/chatbot/visitor/session/`, { method: 'POST' }));
    expect(seen[0]).toEqual({
      method: 'POST',
      url: `${API}/api/embed/visitor/session/`,
      body: JSON.stringify({ site_key: 'sk_4f9c2a7e1b3d5f608a9c2e4b6d8f0a1c' }),
    });
    const reply = await embedFetch(
      new Request(`${API}/api/chatbot/visitor/response/`, {
        method: 'POST',
        body: JSON.stringify({ message: 'Quanto custa o Pro?', session_id: 's-1' }),
      }),
    );
    expect(((await reply.json()) as { message_id: string }).message_id).toBe('m-1');
    expect(messages).toEqual([
      { question: 'Quanto custa o Pro?', message: 'O plano Pro custa R$ 39,90 por mês.', message_id: 'm-1' },
    ]);
  });

  it('reports nothing when the answer fails', async () => {
    const messages: unknown[] = [];
    const { fetch } = recorder(() =>
      Response.json({ success: false, error: 'Muitas mensagens' }, { status: 429 }),
    );
    const embedFetch = createEmbedFetch({
      apiBase: API,
      siteKey: 'sk_x',
      onMessage: (d) => messages.push(d),
      fetch,
    });
    const reply = await embedFetch(
      new Request(`${API}/api/chatbot/visitor/response/`, {
        method: 'POST',
        body: JSON.stringify({ message: 'oi', session_id: 's-1' }),
      }),
    );
    expect(reply.status).toBe(429);
    expect(messages).toEqual([]);
  });
});
