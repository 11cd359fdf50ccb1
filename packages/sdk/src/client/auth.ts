// Bearer token from the session; a 401 triggers one refresh — shared by every request that got a
// 401 while it runs — and one retry of the request.
import type { Middleware } from 'openapi-fetch';
import type { SessionStore } from '../session/sessionStore';
import { PUBLIC_PATHS } from './paths';

interface Sent {
  token: string;
  replay: Request;
}

/** The auth middleware. `retryFetch` sends the retry through the same fetch and error naming. */
export function createAuthMiddleware(
  session: SessionStore,
  retryFetch: (request: Request, id: string) => Promise<Response>,
): Middleware {
  const sent = new Map<string, Sent>();
  return {
    onRequest({ request, schemaPath, id }) {
      // A caller that sets its own Authorization (a partner's widget, a login probe) keeps it.
      if (PUBLIC_PATHS.has(schemaPath) || request.headers.has('Authorization')) {
        return undefined;
      }
      const token = session.getSnapshot().accessToken;
      if (!token) {
        return undefined;
      }
      request.headers.set('Authorization', `Bearer ${token}`);
      // Kept unread, so the body can be sent again after a refresh.
      sent.set(id, { token, replay: request.clone() });
      return request;
    },
    async onResponse({ response, id }) {
      const entry = sent.get(id);
      sent.delete(id);
      if (!entry || response.status !== 401) {
        return undefined;
      }
      const current = session.getSnapshot().accessToken;
      // Another request already refreshed while this one was in flight: just retry.
      const token = current && current !== entry.token ? current : await session.refreshAfterUnauthorized();
      if (!token) {
        return undefined;
      }
      const headers = new Headers(entry.replay.headers);
      headers.set('Authorization', `Bearer ${token}`);
      return retryFetch(new Request(entry.replay, { headers }), id);
    },
    onError({ id }) {
      sent.delete(id);
      return undefined;
    },
  };
}
