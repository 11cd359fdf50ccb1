import createClient, { type Client } from 'openapi-fetch';
import { loginErrorMessage, verificationErrorMessage } from '../errors/accounts';
import { SppockError, toFailure } from '../errors/failure';
import {
  createSessionStore,
  type SessionAuthApi,
  type SessionEvents,
  type SessionStore,
} from '../session/sessionStore';
import { defaultStorage, type SessionStorageLike } from '../session/storage';
import { createAuthMiddleware } from './auth';
import type { ApiPaths, PaymentsPaths } from './paths';
import {
  AGENT_TIMEOUT_MS,
  createTransportMiddleware,
  DEFAULT_TIMEOUT_MS,
  type TimeoutOptions,
} from './transport';

/** Options of {@link createSppockClient}. */
export interface SppockClientOptions {
  /** Address of the Sppock API, e.g. 'https://api.sppock.com.br'. Default: the page's origin (required outside a browser). */
  baseUrl?: string;
  /** Address of the payments service (`/payments/...` paths); see `legacyPaymentsBaseUrl()`. Default: `baseUrl`. */
  paymentsBaseUrl?: string;
  /** Where the session is kept under the spec's keys. Default: `localStorage` in a browser, memory elsewhere. */
  storage?: SessionStorageLike;
  /** The fetch used for every call (a Request in, a Response out). Default: `globalThis.fetch`, looked up at call time. */
  fetch?: (request: Request) => Promise<Response>;
  /** Request timeouts in ms: one number for every call, or `{ default, agents }`. Default: `{ default: 30000, agents: 300000 }`. */
  timeoutMs?: number | TimeoutOptions;
  /** Called when the session ends without a logout (expired token, failed refresh): send the user to /login. Default: none. */
  onSessionExpired?: (event: SessionEvents['expired']) => void;
}

/**
 * The typed client of every API path except the payments service. It is the JSON client: where an operation also answers another media type (the chat's
 * `text/event-stream` extension), its typed result is the JSON one; streams have their own reader.
 */
export type SppockApiClient = Client<ApiPaths, 'application/json'>;
/** The typed client of the payments service's `/payments/...` paths. */
export type SppockPaymentsClient = Client<PaymentsPaths>;

/** What {@link createSppockClient} returns. */
export interface SppockClient {
  /** Typed openapi-fetch client over the API (`baseUrl`). */
  api: SppockApiClient;
  /** Typed openapi-fetch client over the payments service (`paymentsBaseUrl`). */
  payments: SppockPaymentsClient;
  /** The session: tokens, profile, expiry events, login, verification and logout. */
  session: SessionStore;
  /** The addresses in use, as resolved from the options (for diagnostics such as the debug panel). */
  config: SppockClientConfig;
}

/** The addresses a client calls, after defaults. */
export interface SppockClientConfig {
  /** The API's address (`baseUrl`, or the page's origin). */
  readonly baseUrl: string;
  /** The payments service's address (`paymentsBaseUrl`, or `baseUrl`). */
  readonly paymentsBaseUrl: string;
}

/** The page's address in a browser; none in Node (the server also type-checks this file, without the DOM). */
function pageLocation(): { hostname: string; origin: string } | undefined {
  return (globalThis as { location?: { hostname: string; origin: string } }).location;
}

/**
 * The spec's original payments address rule, as an opt-in: `http://localhost:8000` when the page
 * runs on localhost, otherwise the service's fixed host.
 */
export function legacyPaymentsBaseUrl(fixedHost: string, hostname = pageLocation()?.hostname): string {
  return hostname === 'localhost' || hostname === '127.0.0.1' ? 'http://localhost:8000' : fixedHost;
}

function resolveTimeouts(timeoutMs: SppockClientOptions['timeoutMs']): Required<TimeoutOptions> {
  if (typeof timeoutMs === 'number') {
    return { default: timeoutMs, agents: timeoutMs };
  }
  return { default: timeoutMs?.default ?? DEFAULT_TIMEOUT_MS, agents: timeoutMs?.agents ?? AGENT_TIMEOUT_MS };
}

/**
 * Creates the Sppock client: `api` and `payments` (typed openapi-fetch clients with timeouts, bearer
 * token and refresh-on-401) and the `session` they share.
 *
 * @example
 * const { api, session } = createSppockClient({ baseUrl: 'https://api.sppock.com.br' });
 * await session.login({ email, password });
 * const { data } = await api.GET('/api/agents/{agent}/api/usage/', { params: { path: { agent: 'chatsppock' } } });
 */
export function createSppockClient(options: SppockClientOptions = {}): SppockClient {
  const baseUrl = options.baseUrl ?? pageLocation()?.origin;
  if (!baseUrl) {
    throw new TypeError('createSppockClient: informe `baseUrl` fora do navegador.');
  }
  const paymentsBaseUrl = options.paymentsBaseUrl ?? baseUrl;
  const fetchImpl = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const timeouts = resolveTimeouts(options.timeoutMs);

  const api = createClient<ApiPaths, 'application/json'>({ baseUrl, fetch: fetchImpl });
  const payments = createClient<PaymentsPaths>({ baseUrl: paymentsBaseUrl, fetch: fetchImpl });

  const authApi: SessionAuthApi = {
    async revoke(refresh) {
      // The user is already logged out locally; a server that cannot be reached only means the
      // refresh token expires on its own.
      await api.POST('/api/accounts/logout/', { body: { refresh } }).catch(() => undefined);
    },
    async refresh(refresh) {
      try {
        const result = await api.POST('/api/accounts/token/refresh/', { body: { refresh } });
        return result.data
          ? { ok: true, access: result.data.access, refresh: result.data.refresh }
          : { ok: false, failure: toFailure(result) };
      } catch (error) {
        return { ok: false, failure: toFailure(error) };
      }
    },
    async login(credentials, init) {
      const result = await api
        .POST('/api/accounts/token/', { body: credentials, signal: init?.signal })
        .catch((error: unknown) => {
          throw new SppockError(toFailure(error), loginErrorMessage(error));
        });
      if (!result.data) {
        throw new SppockError(toFailure(result), loginErrorMessage(result));
      }
      return result.data;
    },
    async profile(accessToken, init) {
      const result = await api
        .GET('/api/accounts/users/profile/', {
          headers: { Authorization: `Bearer ${accessToken}` },
          signal: init?.signal,
        })
        .catch((error: unknown) => {
          throw new SppockError(toFailure(error), loginErrorMessage(error));
        });
      if (!result.data) {
        throw new SppockError(toFailure(result), loginErrorMessage(result));
      }
      return result.data;
    },
    async verify(input, init) {
      const result = await api
        .POST('/api/accounts/users/verify_code/', { body: input, signal: init?.signal })
        .catch((error: unknown) => {
          throw new SppockError(toFailure(error), verificationErrorMessage(error));
        });
      if (!result.data) {
        throw new SppockError(toFailure(result), verificationErrorMessage(result));
      }
      return result.data;
    },
  };

  const session = createSessionStore({
    storage: options.storage ?? defaultStorage(),
    auth: authApi,
    onSessionExpired: options.onSessionExpired,
  });

  for (const client of [api, payments] as Client<object>[]) {
    const transport = createTransportMiddleware(timeouts);
    const auth = createAuthMiddleware(session, async (request, id) => {
      try {
        return await fetchImpl(request);
      } catch (error) {
        throw transport.describe(id, error);
      }
    });
    client.use(transport, auth);
  }

  return { api, payments, session, config: Object.freeze({ baseUrl, paymentsBaseUrl }) };
}
