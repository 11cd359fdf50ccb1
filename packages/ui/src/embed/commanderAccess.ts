// How the Commander on a partner page signs its one API call (issue 16). Two ways: a visitor of a
// site with the `commander` widget gets a short visitor session from the site key (its token is
// bound to one conversation, which this layer puts in every message); or the host page's token
// provider hands over a Sppock access token of a user already signed in on the partner's site.
import { commanderEmbedTexts } from './commanderTexts';
import type { VisitStorage } from './visitStorage';

/** The one call the Commander widget makes with a token. */
export const COMMANDER_CALL = '/api/agents/chatsppock/api/';
const VISITOR_SESSION_CALL = '/api/embed/commander/session/';
/** Following and stopping the answer on its way (issue 29), signed with the same token. */
const ANSWER_STREAM_CALL = /^\/api\/agents\/sessions\/[^/]+\/stream\/$/;
/** A visitor session is renewed this long before its token expires. */
const RENEW_MARGIN_MS = 30_000;

/** Returns a Sppock access token of the user signed in on the host page. */
export type TokenProvider = () => Promise<string> | string;

/** Who is talking to the Commander (`setUser`): a visitor's name and e-mail, or another user's token. */
export interface CommanderUser {
  name?: string;
  email?: string;
  /** Replaces the token provider (the host page's user changed). */
  tokenProvider?: TokenProvider;
}

export interface CommanderAccessOptions {
  /** The Sppock server. */
  apiBase: string;
  /** The site key of the snippet (visitor sessions); unused with a token provider. @default null */
  siteKey?: string | null;
  /** Switches to the token provider mode. @default null */
  tokenProvider?: TokenProvider | null;
  /** The visitor's name and e-mail for the conversation's title. @default null */
  user?: CommanderUser | null;
  /** @default globalThis.fetch at call time */
  fetch?: (request: Request) => Promise<Response>;
  /**
   * Where a visitor's session is kept across a reload of the page (issue 29), until its token
   * expires; a user's token (token provider) is never kept. @default none (memory only)
   */
  visit?: VisitStorage | null;
}

export interface CommanderAccess {
  /** The SDK client's fetch: signs the Commander call, renews once after a 401. */
  fetch(request: Request): Promise<Response>;
  /** Forgets the token (and the visitor's conversation): the next message starts afresh. */
  setUser(user: CommanderUser | null): void;
  /** A new conversation for the same visitor or user. */
  restart(): void;
}

interface Credential {
  token: string;
  /** The visitor's conversation (visitor mode only). */
  sessionId: string | null;
  expiresAt: number;
}

const json = (status: number, body: object) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A token provider that reads `{ "access": "…" }` from a URL of the host, with its cookies. */
export function tokenFromUrl(
  url: string,
  fetcher: typeof fetch = (...args) => fetch(...args),
): TokenProvider {
  return async () => {
    const response = await fetcher(url, { credentials: 'include', headers: { accept: 'application/json' } });
    if (!response.ok) {
      throw new Error(`token-url respondeu ${response.status}`);
    }
    const body = (await response.json()) as { access?: unknown };
    if (typeof body.access !== 'string' || !body.access) {
      throw new Error('token-url não devolveu { "access": "…" }');
    }
    return body.access;
  };
}

export function createCommanderAccess(options: CommanderAccessOptions): CommanderAccess {
  const send = (request: Request) => (options.fetch ?? globalThis.fetch)(request);
  let tokenProvider = options.tokenProvider ?? null;
  let user = options.user ?? null;
  const visit = tokenProvider ? null : (options.visit ?? null);
  // A reload of the page goes on with the visitor's session, while its token lasts.
  const kept = visit?.read() ?? null;
  let credential: Credential | null = kept
    ? { token: kept.token, sessionId: kept.sessionId, expiresAt: kept.expiresAt }
    : null;
  /** Forgets the token (and the visit kept for a reload). */
  const forget = () => {
    credential = null;
    visit?.clear();
  };

  /** A credential, or the Response that refused one (the server's pt-BR message). */
  async function current(signal: AbortSignal): Promise<Credential | Response> {
    if (credential && credential.expiresAt > Date.now()) {
      return credential;
    }
    if (tokenProvider) {
      try {
        const token = await tokenProvider();
        if (!token) {
          throw new Error('token vazio');
        }
        credential = { token, sessionId: null, expiresAt: Number.POSITIVE_INFINITY };
        return credential;
      } catch (error) {
        console.error('<sppock-commander>: o provedor de token falhou.', error);
        return json(401, { detail: commanderEmbedTexts.tokenMissing });
      }
    }
    const response = await send(
      new Request(new URL(VISITOR_SESSION_CALL, options.apiBase), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          site_key: options.siteKey ?? '',
          ...(user?.name ? { visitor_name: user.name } : {}),
          ...(user?.email ? { visitor_email: user.email } : {}),
        }),
        signal,
      }),
    );
    if (!response.ok) {
      return response;
    }
    const opened = (await response.json()) as { access: string; session_id: string; expires_in: number };
    credential = {
      token: opened.access,
      sessionId: opened.session_id,
      expiresAt: Date.now() + opened.expires_in * 1000 - RENEW_MARGIN_MS,
    };
    visit?.save({ ...credential, entries: [], open: true });
    return credential;
  }

  async function signed(request: Request, body: string, signal: AbortSignal): Promise<Response> {
    const granted = await current(signal);
    if (granted instanceof Response) {
      return granted;
    }
    const headers = new Headers(request.headers);
    headers.set('authorization', `Bearer ${granted.token}`);
    let payload = body;
    if (granted.sessionId) {
      // A visitor's token is good for its own conversation only.
      payload = JSON.stringify({ ...(JSON.parse(body) as object), session_id: granted.sessionId });
    }
    return send(new Request(request.url, { method: 'POST', headers, body: payload, signal }));
  }

  /**
   * Follows or stops the answer of the conversation: with the token its messages use, never a
   * new one (a new visitor session has no answer on its way).
   */
  function signedAnswerCall(request: Request): Promise<Response> {
    if (!credential) {
      return Promise.resolve(json(401, { detail: commanderEmbedTexts.tokenMissing }));
    }
    const headers = new Headers(request.headers);
    headers.set('authorization', `Bearer ${credential.token}`);
    return send(new Request(request.url, { method: request.method, headers, signal: request.signal }));
  }

  return {
    async fetch(request) {
      const pathname = new URL(request.url).pathname;
      if ((request.method === 'GET' || request.method === 'DELETE') && ANSWER_STREAM_CALL.test(pathname)) {
        return signedAnswerCall(request);
      }
      if (request.method !== 'POST' || pathname !== COMMANDER_CALL) {
        return send(request);
      }
      const body = await request.text();
      const first = await signed(request, body, request.signal);
      if (first.status !== 401 || !credential) {
        return first;
      }
      // Expired or revoked: one new token (a new visitor session) and one retry.
      forget();
      return signed(request, body, request.signal);
    },
    setUser(next) {
      if (next?.tokenProvider) {
        tokenProvider = next.tokenProvider;
      }
      user = next;
      forget();
    },
    restart() {
      // A user's token serves every conversation; a visitor's only the one it was opened for.
      if (!tokenProvider) {
        forget();
      }
    },
  };
}
