// Response headers that keep the app and the API from being framed, sniffed or made to run
// someone else's script. A page (text/html: the app, the partner demo) gets helmet's whole set,
// with a CSP that allows the app's own files and, by hash, the inline theme script of
// index.html; every other answer (the API's JSON, files, scripts) gets the few headers that mean
// something outside a page, as OWASP's REST Security Cheat Sheet lists them, among them a CSP
// that allows nothing and `cache-control: no-store` unless the route sets its own caching.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

export interface SecurityHeaderOptions {
  /** HSTS and upgrade-insecure-requests only where the site is served over HTTPS. */
  production: boolean;
  /** `'sha256-…'` sources of index.html's inline scripts (see web-app.ts). */
  inlineScriptHashes: string[];
}

export function contentSecurityPolicy(options: SecurityHeaderOptions): Record<string, string[]> {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...options.inlineScriptHashes],
    // vanilla-extract builds to .css files; React and floating-ui set styles through the DOM,
    // which style-src does not govern.
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'script-src-attr': ["'none'"],
  };
  if (options.production) {
    directives['upgrade-insecure-requests'] = [];
  }
  return directives;
}

export function helmetOptions(options: SecurityHeaderOptions): HelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(options) },
    strictTransportSecurity: options.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'no-referrer' },
    xFrameOptions: { action: 'deny' },
    // X-Content-Type-Options: nosniff is on by default.
  };
}

/**
 * The headers helmet sets with these options, computed once: they depend on nothing of the
 * request. (@fastify/helmet builds helmet's middleware again on every request, parsing the CSP
 * each time: a cost every answer paid, issue 28.)
 */
export function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(helmetOptions(options))(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) {
        throw error;
      }
    },
  );
  return headers;
}

/**
 * What every answer that is not a page carries: it is never framed, sniffed, loaded by another
 * site's page, kept in a cache (unless the route says otherwise) or allowed to run anything if a
 * browser opens it (an SVG, a JSON shown as a document). Six headers instead of a page's twelve:
 * on a small JSON answer the headers were most of the bytes written (issue 28).
 */
export function apiHeaders(options: Pick<SecurityHeaderOptions, 'production'>): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'cross-origin-resource-policy': 'same-origin',
    'cache-control': 'no-store',
    ...(options.production ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/**
 * A page's headers when the answer is text/html, the API's otherwise (see the file's comment).
 * The page's inline scripts are read at the first page served: `npm start` starts the server before
 * the app has finished building (scripts/start.mjs).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { production: boolean; inlineScriptHashes: () => string[] },
): Promise<void> {
  const api = apiHeaders(options);
  // Every header of the API's set is also in a page's (with a page's value), but cache-control:
  // a page keeps the route's own caching, else the API's no-store.
  let page: Record<string, string> | undefined;
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(api);
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    // A 304 has no type, and a browser takes its headers into the copy it keeps: the page it
    // revalidates must not come back with the API's CSP (which allows no script).
    if ((typeof type === 'string' && type.startsWith('text/html')) || reply.statusCode === 304) {
      page ??= securityHeaders({
        production: options.production,
        inlineScriptHashes: options.inlineScriptHashes(),
      });
      reply.headers(page);
    }
    done(null, payload);
  });
}
