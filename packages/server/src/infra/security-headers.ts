// Response headers that keep the app and the API from being framed, sniffed or made to run
// someone else's script. The CSP allows the app's own files and, by hash, the inline theme
// script of index.html; nothing inline is allowed otherwise.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

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

export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: SecurityHeaderOptions,
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(options) },
    strictTransportSecurity: options.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'no-referrer' },
    xFrameOptions: { action: 'deny' },
    // X-Content-Type-Options: nosniff is on by default.
  });
}
