// A fetch answered in-process by MSW handlers (msw's getResponse): no service worker, no
// interception of the global fetch, so tests in Node, jsdom and a browser page run alike.
import { getResponse, type RequestHandler } from 'msw';
import { recordUnhandledRequest } from './unhandled';

/**
 * A fetch answered by `handlers`. A call none answers gets a 599 and fails the test
 * (`onUnhandledRequest: 'error'`, see `assertNoUnhandledRequests`); a handler's
 * `HttpResponse.error()` rejects with a TypeError, as a browser does when the network fails.
 */
export function createHandlerFetch(
  handlers: readonly RequestHandler[],
): (request: Request) => Promise<Response> {
  return async (request) => {
    // Relative handler paths resolve against the origin called, so one handler answers the API and
    // the payments service alike, in Node (no page to resolve against) as in a browser.
    const response = await getResponse([...handlers], request, { baseUrl: new URL(request.url).origin });
    if (!response) {
      const url = new URL(request.url);
      const call = `${request.method} ${url.pathname}${url.search}`;
      recordUnhandledRequest(call);
      return Response.json({ error: `Sem handler: ${call}` }, { status: 599 });
    }
    if (response.type === 'error') {
      throw new TypeError('Failed to fetch');
    }
    return response;
  };
}
