// The one test host client of the UI kit, for stories and tests alike: the SDK's test client
// (`createTestClient` of `@sppock/sdk/testing`: signed in as the contract-typed fake user or a
// visitor, answered by MSW handlers typed from the contract — in-process in unit tests, by the
// Storybook service worker in stories) and a QueryClient without retries. A call no handler
// answers fails the test (`onUnhandledRequest: 'error'`).
import type { UserProfile } from '@sppock/sdk';
import { createTestClient, type TestClient } from '@sppock/sdk/testing';
import { QueryClient } from '@tanstack/react-query';
import type { RequestHandler } from 'msw';

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

export interface TestHost extends TestClient {
  queryClient: QueryClient;
}

/** A client, its QueryClient (no retries) and a log of the calls made. */
export function createTestHost(options: TestHostOptions = {}): TestHost {
  const test = createTestClient(options);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return { ...test, queryClient };
}
