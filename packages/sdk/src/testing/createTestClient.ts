// A client whose fetch is a small router over the contract's operations, for tests: no network,
// no timers of its own, and a call no route answers is recorded and fails the test.
// The core comes through the package name, as in the React entry: one copy of the session code.
import {
  createMemoryStorage,
  createSppockClient,
  type SppockClientOptions,
  type SppockPaths,
} from '@sppock/sdk';
import { fakeJwt, fakeUser } from './fakes';
import { recordUnhandledRequest } from './unhandled';

type Method = 'get' | 'post' | 'put' | 'delete' | 'patch';

/** An operation of the contract as 'METHOD /path/{param}/' — a path the contract lacks is a type error. */
export type ContractRoute = {
  [P in keyof SppockPaths]: {
    [M in Method]: SppockPaths[P][M] extends undefined | never ? never : `${Uppercase<M>} ${P}`;
  }[Method];
}[keyof SppockPaths];

/** Answers one operation; `params` holds the path's `{name}` segments. */
export type Route = (request: Request, params: Record<string, string>) => Response | Promise<Response>;

/** What {@link createTestClient} routes: any of the contract's operations. */
export type TestRoutes = Partial<Record<ContractRoute, Route>>;

export interface TestClientOptions {
  /** Start signed in as {@link fakeUser} with a token valid for an hour. @default true */
  signedIn?: boolean;
  /** Passed to `createSppockClient` (base URLs, timeouts). @default `baseUrl: 'http://api.sppock.test'` */
  client?: Omit<SppockClientOptions, 'fetch' | 'storage'>;
}

export interface TestClient {
  client: ReturnType<typeof createSppockClient>;
  /** Every call made, as 'METHOD /concrete/path/'. */
  calls: string[];
  /** How many calls `route` ('GET /api/agents/{agent}/api/usage/') answered. */
  count(route: ContractRoute): number;
}

function compile(route: string): { method: string; pattern: RegExp; names: string[] } {
  const [method = '', path = ''] = route.split(' ');
  const names: string[] = [];
  const source = path
    .split(/(\{[^}]+\})/)
    .map((part) => {
      if (part.startsWith('{')) {
        names.push(part.slice(1, -1));
        return '([^/]+)';
      }
      return part.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
    })
    .join('');
  return { method, pattern: new RegExp(`^${source}$`), names };
}

/** A fetch that answers with `routes`, and the log of what it was asked. */
export interface ContractFetch {
  fetch: (request: Request) => Promise<Response>;
  /** Every call made, as 'METHOD /concrete/path/'. */
  calls: string[];
  /** How many calls `route` ('GET /api/agents/{agent}/api/usage/') answered. */
  count(route: ContractRoute): number;
}

/**
 * A fetch answered by `routes`, keyed by the contract's operations. The most literal route wins
 * ('GET /api/agents/chatsppock/metadata/' is not a route: write the contract's `{agent}` and read
 * `params.agent`). A call no route answers gets a 599 and fails the test (see
 * `assertNoUnhandledRequests`).
 */
export function createContractFetch(routes: TestRoutes): ContractFetch {
  const calls: string[] = [];
  const answered: ContractRoute[] = [];
  const table = (Object.entries(routes) as [ContractRoute, Route][])
    .map(([key, route]) => ({ key, route, ...compile(key) }))
    // Fewer parameters first, so a literal path beats a template that also matches it.
    .sort((a, b) => a.names.length - b.names.length);
  const fetch = async (request: Request): Promise<Response> => {
    const pathname = new URL(request.url).pathname;
    const call = `${request.method} ${pathname}`;
    calls.push(call);
    for (const entry of table) {
      const match = entry.method === request.method ? entry.pattern.exec(pathname) : null;
      if (match) {
        answered.push(entry.key);
        const params = Object.fromEntries(
          entry.names.map((name, index) => [name, decodeURIComponent(match[index + 1] ?? '')]),
        );
        return entry.route(request, params);
      }
    }
    recordUnhandledRequest(call);
    return new Response(`rota sem resposta: ${call}`, { status: 599 });
  };
  return { fetch, calls, count: (route) => answered.filter((key) => key === route).length };
}

/** A Sppock client answered by `routes` (see {@link createContractFetch}). */
export function createTestClient(routes: TestRoutes, options: TestClientOptions = {}): TestClient {
  const { fetch, calls, count } = createContractFetch(routes);
  const client = createSppockClient({
    baseUrl: 'http://api.sppock.test',
    ...options.client,
    storage: createMemoryStorage(),
    fetch,
  });
  if (options.signedIn !== false) {
    client.session.signIn({ access: fakeJwt(), refresh: 'refresh-1', user: fakeUser() });
  }
  return { client, calls, count };
}

/** A JSON answer. */
export const json = (body: unknown, status = 200) => Response.json(body, { status });
