// A Sppock client for tests and stories: signed in as the contract-typed fake user (or a
// visitor), its calls answered in-process by MSW handlers typed from the contract, and a log of
// what it was asked. The core comes through the package name, as in the React entry: one copy of
// the session code.
import {
  createMemoryStorage,
  createSppockClient,
  type SessionUser,
  type SppockClient,
  type SppockClientOptions,
} from '@sppock/sdk';
import type { RequestHandler } from 'msw';
import { fakeJwt, fakeUser } from './fakes';
import { createHandlerFetch } from './handlerFetch';

export interface TestClientOptions {
  /**
   * MSW handlers (`http` from `@sppock/sdk/testing`) that answer the calls in-process; a call
   * none answers fails the test. Without them (and without `fetch`), calls go through the page's
   * fetch, e.g. to Storybook's MSW service worker. @default none
   */
  handlers?: readonly RequestHandler[];
  /** Replaces the network entirely (e.g. a server that answers without a status). @default none */
  fetch?: (request: Request) => Promise<Response>;
  /** The signed-in user; `null` for a visitor. @default `fakeUser()` */
  user?: SessionUser | null;
  /** When the access token expires (epoch ms). @default one hour from now */
  expiresAt?: number;
  /** Passed to `createSppockClient` (base URLs, timeouts). @default `baseUrl`: the page's origin, or `'http://api.sppock.test'` outside a browser */
  client?: Omit<SppockClientOptions, 'fetch' | 'storage'>;
}

export interface TestClient {
  client: SppockClient;
  /** Every call made, as 'METHOD /path/?query'. */
  calls: string[];
  /** How many calls start with `prefix` ('GET /api/support/messages/12/', or just 'PUT'). */
  count(prefix: string): number;
}

function pageOrigin(): string | undefined {
  return (globalThis as { location?: { origin?: string } }).location?.origin;
}

/** A client answered by `handlers` (see {@link TestClientOptions}). */
export function createTestClient({
  handlers,
  fetch: network,
  user = fakeUser(),
  expiresAt = Date.now() + 3_600_000,
  client: clientOptions,
}: TestClientOptions = {}): TestClient {
  const calls: string[] = [];
  const answer =
    network ?? (handlers ? createHandlerFetch(handlers) : (request: Request) => globalThis.fetch(request));
  const origin = pageOrigin();
  const client = createSppockClient({
    baseUrl: origin && origin !== 'null' ? origin : 'http://api.sppock.test',
    ...clientOptions,
    storage: createMemoryStorage(),
    fetch: (request) => {
      const url = new URL(request.url);
      calls.push(`${request.method} ${url.pathname}${url.search}`);
      return answer(request);
    },
  });
  if (user) {
    client.session.signIn({ access: fakeJwt(expiresAt), refresh: 'refresh-1', user });
  }
  return { client, calls, count: (prefix) => calls.filter((call) => call.startsWith(prefix)).length };
}
