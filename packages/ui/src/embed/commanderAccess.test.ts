import { describe, expect, it } from 'vitest';
import { COMMANDER_CALL, createCommanderAccess, tokenFromUrl } from './commanderAccess';
import { commanderEmbedTexts } from './commanderTexts';

const API = 'https://app.sppock.com.br';
const KEY = 'sk_4f9c2a7e1b3d5f608a9c2e4b6d8f0a1c';

function recorder(answer: (request: Request, index: number) => Response) {
  const seen: { url: string; authorization: string | null; body: Record<string, unknown> }[] = [];
  const fetch = async (request: Request) => {
    const text = await request.clone().text();
    seen.push({
      url: new URL(request.url).pathname,
      authorization: request.headers.get('authorization'),
      body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
    });
    return answer(request, seen.length - 1);
  };
  return { seen, fetch };
}

const message = (body: Record<string, unknown> = {}) =>
  new Request(`${API}${COMMANDER_CALL}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ action: 'send_message', message: 'Oi', location: 'Brasil', ...body }),
  });

const visitorSession = (n: number) =>
  Response.json({ access: `visitor-${n}`, session_id: `conversa-${n}`, expires_in: 1800 }, { status: 201 });

describe('createCommanderAccess: visitor of a site', () => {
  it('opens a visitor session with the site key and the visitor, then signs each message for its conversation', async () => {
    const { seen, fetch } = recorder((request) =>
      request.url.endsWith('/api/embed/commander/session/')
        ? visitorSession(1)
        : Response.json({ success: true }),
    );
    const access = createCommanderAccess({
      apiBase: API,
      siteKey: KEY,
      user: { name: 'Marina Duarte', email: 'marina@lojaaurora.com.br' },
      fetch,
    });
    await access.fetch(message());
    await access.fetch(message({ session_id: 'outra-conversa' }));
    expect(seen).toEqual([
      {
        url: '/api/embed/commander/session/',
        authorization: null,
        body: { site_key: KEY, visitor_name: 'Marina Duarte', visitor_email: 'marina@lojaaurora.com.br' },
      },
      {
        url: COMMANDER_CALL,
        authorization: 'Bearer visitor-1',
        body: { action: 'send_message', message: 'Oi', location: 'Brasil', session_id: 'conversa-1' },
      },
      {
        url: COMMANDER_CALL,
        authorization: 'Bearer visitor-1',
        body: { action: 'send_message', message: 'Oi', location: 'Brasil', session_id: 'conversa-1' },
      },
    ]);
  });

  it('signs following and stopping the answer on its way with the same token, and opens no session for them', async () => {
    const { seen, fetch } = recorder((request) =>
      request.url.endsWith('/api/embed/commander/session/')
        ? visitorSession(1)
        : request.method === 'DELETE'
          ? Response.json({ success: true, stopped: true })
          : Response.json({ success: true }),
    );
    const access = createCommanderAccess({ apiBase: API, siteKey: KEY, fetch });
    const stream = `${API}/api/agents/sessions/conversa-1/stream/`;
    // Before any message there is no token, and no answer to follow: no visitor session is opened.
    expect((await access.fetch(new Request(stream))).status).toBe(401);
    expect(seen).toEqual([]);
    await access.fetch(message());
    await access.fetch(new Request(stream, { method: 'DELETE' }));
    await access.fetch(new Request(stream, { headers: { accept: 'text/event-stream' } }));
    expect(seen.slice(2)).toEqual([
      { url: '/api/agents/sessions/conversa-1/stream/', authorization: 'Bearer visitor-1', body: {} },
      { url: '/api/agents/sessions/conversa-1/stream/', authorization: 'Bearer visitor-1', body: {} },
    ]);
  });

  it("passes the server's refusal of the session on, and after a 401 opens one new session and retries once", async () => {
    const refusal = { success: false, error: 'O Commander não está ativado para este site.' };
    const refused = createCommanderAccess({
      apiBase: API,
      siteKey: KEY,
      fetch: async () => Response.json(refusal, { status: 403 }),
    });
    const answer = await refused.fetch(message());
    expect(answer.status).toBe(403);
    expect(await answer.json()).toEqual(refusal);

    let sessions = 0;
    const { seen, fetch } = recorder((request) => {
      if (request.url.endsWith('/api/embed/commander/session/')) {
        sessions += 1;
        return visitorSession(sessions);
      }
      return request.headers.get('authorization') === 'Bearer visitor-1'
        ? Response.json({ detail: 'expirado' }, { status: 401 })
        : Response.json({ success: true });
    });
    const access = createCommanderAccess({ apiBase: API, siteKey: KEY, fetch });
    expect((await access.fetch(message())).status).toBe(200);
    expect(seen.map((entry) => entry.authorization)).toEqual([
      null,
      'Bearer visitor-1',
      null,
      'Bearer visitor-2',
    ]);
    expect(seen[3]?.body.session_id).toBe('conversa-2');
  });

  it('setUser and restart start a new visitor session', async () => {
    let sessions = 0;
    const { seen, fetch } = recorder((request) => {
      if (request.url.endsWith('/api/embed/commander/session/')) {
        sessions += 1;
        return visitorSession(sessions);
      }
      return Response.json({ success: true });
    });
    const access = createCommanderAccess({ apiBase: API, siteKey: KEY, fetch });
    await access.fetch(message());
    access.setUser({ name: 'Caio' });
    await access.fetch(message());
    access.restart();
    await access.fetch(message());
    const opened = seen.filter((entry) => entry.url === '/api/embed/commander/session/');
    expect(opened.map((entry) => entry.body)).toEqual([
      { site_key: KEY },
      { site_key: KEY, visitor_name: 'Caio' },
      { site_key: KEY, visitor_name: 'Caio' },
    ]);
  });
});

describe('createCommanderAccess: token provider', () => {
  it("signs with the provider's token, leaves the conversation to the caller, asks again after a 401 or setUser", async () => {
    const tokens = ['token-ana-1', 'token-ana-2', 'token-bruno'];
    let asked = 0;
    const { seen, fetch } = recorder((request) =>
      request.headers.get('authorization') === 'Bearer token-ana-1'
        ? Response.json({ detail: 'expirado' }, { status: 401 })
        : Response.json({ success: true }),
    );
    const access = createCommanderAccess({
      apiBase: API,
      tokenProvider: async () => {
        asked += 1;
        return tokens[asked - 1] ?? '';
      },
      fetch,
    });
    await access.fetch(message({ session_id: 'conversa-da-ana' }));
    access.restart();
    await access.fetch(message());
    expect(asked).toBe(2);
    access.setUser({ tokenProvider: async () => 'token-bruno' });
    await access.fetch(message());
    expect(seen.map((entry) => entry.authorization)).toEqual([
      'Bearer token-ana-1',
      'Bearer token-ana-2',
      'Bearer token-ana-2',
      'Bearer token-bruno',
    ]);
    expect(seen[1]?.body.session_id).toBe('conversa-da-ana');
    expect(seen.every((entry) => entry.url === COMMANDER_CALL)).toBe(true);
  });

  it('answers a pt-BR 401 when the provider fails, without calling the server', async () => {
    const { seen, fetch } = recorder(() => Response.json({ success: true }));
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      const access = createCommanderAccess({
        apiBase: API,
        tokenProvider: async () => {
          throw new Error('sem sessão no site');
        },
        fetch,
      });
      const answer = await access.fetch(message());
      expect(answer.status).toBe(401);
      expect(await answer.json()).toEqual({ detail: commanderEmbedTexts.tokenMissing });
    } finally {
      console.error = original;
    }
    expect(seen).toEqual([]);
    expect(errors).toHaveLength(1);
  });

  it('tokenFromUrl reads { access } from the host with its cookies, and refuses anything else', async () => {
    const calls: RequestInit[] = [];
    const provider = tokenFromUrl('https://www.lojaaurora.com.br/sppock-token', async (_url, init) => {
      calls.push(init ?? {});
      return Response.json({ access: 'token-da-loja' });
    });
    expect(await provider()).toBe('token-da-loja');
    expect(calls[0]?.credentials).toBe('include');
    const broken = tokenFromUrl('/x', async () => Response.json({ token: 'x' }));
    await expect(broken()).rejects.toThrow('access');
    const denied = tokenFromUrl('/x', async () => new Response('', { status: 403 }));
    await expect(denied()).rejects.toThrow('403');
  });
});
