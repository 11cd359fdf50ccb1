// A client whose fetch is a small router, for the React tests (no network, no timers of its own).
import { createMemoryStorage, createSppockClient, type SppockClient } from '@sppock/sdk';
import { fakeJwt, fakeUser } from '../test-utils';

export type Route = (request: Request) => Response | Promise<Response>;

export interface TestClient {
  client: SppockClient;
  calls: string[];
  count(route: string): number;
}

/** Routes are keyed 'METHOD /path/'; an unknown route fails the test loudly with a 599. */
export function createTestClient(
  routes: Record<string, Route>,
  options: { signedIn?: boolean } = {},
): TestClient {
  const calls: string[] = [];
  const client = createSppockClient({
    baseUrl: 'http://api.sppock.test',
    storage: createMemoryStorage(),
    fetch: async (request) => {
      const key = `${request.method} ${new URL(request.url).pathname}`;
      calls.push(key);
      const route = routes[key];
      return route ? route(request) : new Response(`rota sem resposta: ${key}`, { status: 599 });
    },
  });
  if (options.signedIn !== false) {
    client.session.signIn({
      access: fakeJwt(Date.now() + 3_600_000),
      refresh: 'refresh-1',
      user: fakeUser(),
    });
  }
  return { client, calls, count: (route) => calls.filter((call) => call === route).length };
}

export const json = (body: unknown, status = 200) => Response.json(body, { status });
