import fastifyHelmet from '@fastify/helmet';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  apiHeaders,
  helmetOptions,
  registerSecurityHeaders,
  type SecurityHeaderOptions,
} from './security-headers.ts';

const PAGE = '<!doctype html><title>Sppock</title>';

/** The headers of a page, a page with its own caching, a JSON answer and a not-found, without those that change from one answer to the next. */
async function headersOf(register: (app: ReturnType<typeof Fastify>) => Promise<unknown>) {
  const app = Fastify();
  await register(app);
  app.get('/pagina', async (_request, reply) => reply.type('text/html; charset=utf-8').send(PAGE));
  app.get('/pagina-em-cache', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(PAGE),
  );
  app.get('/api/dados', async () => ({ ok: true }));
  // A revalidated page: a 304 carries no type.
  app.get('/pagina-revalidada', async (_request, reply) => reply.code(304).send());
  app.get('/roteiro.js', async (_request, reply) =>
    reply.type('text/javascript').header('cache-control', 'public, max-age=300').send('1'),
  );
  await app.ready();
  const answers = await Promise.all(
    ['/pagina', '/pagina-em-cache', '/api/dados', '/roteiro.js', '/nao-existe', '/pagina-revalidada'].map(
      (url) => app.inject({ method: 'GET', url }),
    ),
  );
  await app.close();
  return answers.map((answer) => {
    const { date: _date, 'content-length': _length, connection: _connection, ...rest } = answer.headers;
    return rest;
  });
}

describe('cabeçalhos de segurança', () => {
  for (const production of [false, true]) {
    it(`uma página leva os do @fastify/helmet, calculados uma vez; o resto, os da API (produção: ${production})`, async () => {
      const options: SecurityHeaderOptions = { production, inlineScriptHashes: ["'sha256-abc='"] };
      const [page, cachedPage, json, script, notFound, revalidated] = await headersOf((app) =>
        registerSecurityHeaders(app, { ...options, inlineScriptHashes: () => options.inlineScriptHashes }),
      );
      const [helmetPage, helmetCachedPage] = await headersOf((app) =>
        app.register(fastifyHelmet, helmetOptions(options)),
      );
      // A page: helmet's whole set, and no cache unless the route keeps one.
      expect(page).toEqual({ ...helmetPage, 'cache-control': 'no-store' });
      expect(cachedPage).toEqual(helmetCachedPage);
      // A 304 of a page: the browser keeps its headers with the page, so they are the page's.
      expect(revalidated?.['content-security-policy']).toBe(page?.['content-security-policy']);
      expect(page?.['content-security-policy']).toContain("script-src 'self' 'sha256-abc='");
      expect(page?.['x-frame-options']).toBe('DENY');
      expect(page?.['strict-transport-security'] !== undefined).toBe(production);
      // Anything else: the API's few, a CSP that allows nothing; a route's own caching stays.
      const api = apiHeaders({ production });
      expect(json).toEqual({ ...api, 'content-type': 'application/json; charset=utf-8' });
      expect(notFound).toMatchObject(api);
      expect(script).toEqual({
        ...api,
        'content-type': 'text/javascript',
        'cache-control': 'public, max-age=300',
      });
      expect(json?.['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(json?.['strict-transport-security'] !== undefined).toBe(production);
      expect(json?.['cross-origin-opener-policy']).toBeUndefined();
    });
  }
});
