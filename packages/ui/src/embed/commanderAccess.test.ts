import { describe, expect, it } from 'vitest';
import { COMMANDER_CALL, createCommanderAccess, tokenFromUrl } from './commanderAccess';
import { commanderEmbedTexts } from './commanderTexts';
import { visitKey, visitStorage } from './visitStorage';

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

describe('createCommanderAccess: a reload of the partner page (issue 29)', () => {
  /** A page's sessionStorage, in memory: one per tab. */
  function tabStorage(): Storage & { values: Map<string, string> } {
    const values = new Map<string, string>();
    return {
      values,
      get length() {
        return values.size;
      },
      clear: () => values.clear(),
      getItem: (key) => values.get(key) ?? null,
      key: (index) => [...values.keys()][index] ?? null,
      removeItem: (key) => {
        values.delete(key);
      },
      setItem: (key, value) => {
        values.set(key, value);
      },
    };
  }
  const answers = (request: Request) =>
    request.url.endsWith('/api/embed/commander/session/')
      ? visitorSession(1)
      : Response.json({ success: true });
  const stream = `${API}/api/agents/sessions/conversa-1/stream/`;

  it("keeps the visitor's own token and conversation under the site key: the reloaded page follows the answer with it", async () => {
    const tab = tabStorage();
    const before = recorder(answers);
    const first = createCommanderAccess({
      apiBase: API,
      siteKey: KEY,
      fetch: before.fetch,
      visit: visitStorage(KEY, tab),
    });
    await first.fetch(message());
    const kept = JSON.parse(tab.getItem(visitKey(KEY)) ?? 'null');
    expect(kept).toMatchObject({ token: 'visitor-1', sessionId: 'conversa-1', entries: [], open: true });
    // Nothing else is kept: no other key, and a token that expires with the visitor session's.
    expect([...tab.values.keys()]).toEqual([visitKey(KEY)]);
    expect(kept.expiresAt).toBeLessThanOrEqual(Date.now() + 1800 * 1000);

    const after = recorder(answers);
    const reloaded = createCommanderAccess({
      apiBase: API,
      siteKey: KEY,
      fetch: after.fetch,
      visit: visitStorage(KEY, tab),
    });
    await reloaded.fetch(new Request(stream, { headers: { accept: 'text/event-stream' } }));
    await reloaded.fetch(message({ message: 'E o frete?' }));
    expect(after.seen).toEqual([
      { url: '/api/agents/sessions/conversa-1/stream/', authorization: 'Bearer visitor-1', body: {} },
      {
        url: COMMANDER_CALL,
        authorization: 'Bearer visitor-1',
        body: { action: 'send_message', message: 'E o frete?', location: 'Brasil', session_id: 'conversa-1' },
      },
    ]);
    // Another site's snippet on the same page reads nothing of it.
    const other = recorder(answers);
    const elsewhere = createCommanderAccess({
      apiBase: API,
      siteKey: 'sk_outroSite',
      fetch: other.fetch,
      visit: visitStorage('sk_outroSite', tab),
    });
    expect((await elsewhere.fetch(new Request(stream))).status).toBe(401);
  });

  it('forgets the visit when it expires, on a new conversation, on another visitor and after a refused token', async () => {
    const tab = tabStorage();
    const visit = visitStorage(KEY, tab);
    visit.save({
      token: 'velho',
      sessionId: 'conversa-0',
      expiresAt: Date.now() - 1,
      entries: [],
      open: true,
    });
    const expired = recorder(answers);
    const access = createCommanderAccess({ apiBase: API, siteKey: KEY, fetch: expired.fetch, visit });
    expect((await access.fetch(new Request(stream))).status).toBe(401);
    await access.fetch(message());
    expect(expired.seen[0]?.url).toBe('/api/embed/commander/session/');
    expect(visit.read()?.token).toBe('visitor-1');
    access.restart();
    expect(tab.getItem(visitKey(KEY))).toBeNull();
    await access.fetch(message());
    access.setUser({ name: 'Outra pessoa' });
    expect(tab.getItem(visitKey(KEY))).toBeNull();
  });

  it("never keeps a signed-in user's token (token provider)", async () => {
    const tab = tabStorage();
    const { fetch } = recorder(() => Response.json({ success: true }));
    const access = createCommanderAccess({
      apiBase: API,
      siteKey: KEY,
      tokenProvider: () => 'token-do-usuario',
      fetch,
      visit: visitStorage(KEY, tab),
    });
    await access.fetch(message());
    expect(tab.values.size).toBe(0);
  });
});
