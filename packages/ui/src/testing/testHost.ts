// The one test host client of the UI kit, for stories and tests alike: an SDK client signed in
// as the contract-typed fake user (or a visitor), answered by MSW handlers typed from the
// contract — in-process (msw's getResponse) in unit tests, by the Storybook service worker in
// stories. A call no handler answers fails the test (`onUnhandledRequest: 'error'`).
import { createMemoryStorage, createSppockClient, type SppockClient, type UserProfile } from '@sppock/sdk';
import { fakeJwt, fakeUser, recordUnhandledRequest } from '@sppock/sdk/testing';
import { QueryClient } from '@tanstack/react-query';
import { getResponse, type RequestHandler } from 'msw';

export interface TestHostOptions {
  /** The signed-in user; `null` for a visitor. @default `fakeUser()` from `@sppock/sdk/testing` */
  user?: UserProfile | null;
  /**
   * Answer calls in-process with these handlers (unit tests); a handler's `HttpResponse.error()`
   * rejects the fetch with a TypeError, as a browser does when the network fails. Without them,
   * calls go through the page's fetch (the Storybook MSW worker). @default none
   */
  handlers?: RequestHandler[];
  /** Replaces the network entirely (e.g. a server that answers without a status). @default none */
  fetch?: (request: Request) => Promise<Response>;
  /** When the access token expires (epoch ms). @default one hour from now */
  expiresAt?: number;
}

export interface TestHost {
  client: SppockClient;
  queryClient: QueryClient;
  /** Every call made, as 'METHOD /path/?query'. */
  calls: string[];
  /** How many calls start with `prefix` ('GET /api/agents/chatsppock/api/usage/', or just 'PUT'). */
  count(prefix: string): number;
}

function inProcess(handlers: RequestHandler[]) {
  return async (request: Request): Promise<Response> => {
    const response = await getResponse(handlers, request);
    if (!response) {
      const url = new URL(request.url);
      recordUnhandledRequest(`${request.method} ${url.pathname}${url.search}`);
      return Response.json({ error: `Sem handler: ${request.method} ${url.pathname}` }, { status: 599 });
    }
    if (response.type === 'error') {
      throw new TypeError('Failed to fetch');
    }
    return response;
  };
}

/** A client, its QueryClient (no retries) and a log of the calls made. */
export function createTestHost({
  user = fakeUser(),
  handlers,
  fetch: network,
  expiresAt = Date.now() + 3_600_000,
}: TestHostOptions = {}): TestHost {
  const calls: string[] = [];
  const answer = network ?? (handlers ? inProcess(handlers) : (request: Request) => fetch(request));
  const client = createSppockClient({
    baseUrl: window.location.origin,
    storage: createMemoryStorage(),
    fetch: (request) => {
      const url = new URL(request.url);
      calls.push(`${request.method} ${url.pathname}${url.search}`);
      return answer(request);
    },
  });
  if (user) {
    client.session.signIn({ access: fakeJwt(expiresAt), refresh: 'refresh-fixture', user });
  }
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return {
    client,
    queryClient,
    calls,
    count: (prefix) => calls.filter((call) => call.startsWith(prefix)).length,
  };
}
