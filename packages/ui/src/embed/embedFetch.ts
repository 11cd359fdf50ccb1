// The widget's fetch on a partner page: the chatbot's visitor session is opened through the embed
// call with the site key (checked against the page's origin), and each answer is reported to the
// host page.

export interface EmbedFetchOptions {
  apiBase: string;
  siteKey: string;
  onMessage(detail: { question: string; message: string; message_id: string }): void;
  /** @default globalThis.fetch at call time */
  fetch?: (request: Request) => Promise<Response>;
}

export function createEmbedFetch(options: EmbedFetchOptions): (request: Request) => Promise<Response> {
  const send = (request: Request) => (options.fetch ?? globalThis.fetch)(request);
  return async (request) => {
    const { pathname } = new URL(request.url);
    if (request.method === 'POST' && pathname === '/api/chatbot/visitor/session/') {
      return send(
        new Request(new URL('/api/embed/visitor/session/', options.apiBase), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ site_key: options.siteKey }),
          signal: request.signal,
        }),
      );
    }
    if (request.method !== 'POST' || pathname !== '/api/chatbot/visitor/response/') {
      return send(request);
    }
    const question = ((await request.clone().json()) as { message?: string }).message ?? '';
    const response = await send(request);
    if (response.ok) {
      const reply = (await response.clone().json()) as { message: string; message_id: string };
      options.onMessage({ question, message: reply.message, message_id: reply.message_id });
    }
    return response;
  };
}
