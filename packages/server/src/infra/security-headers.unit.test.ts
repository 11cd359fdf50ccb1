import fastifyHelmet from '@fastify/helmet';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { helmetOptions, registerSecurityHeaders, type SecurityHeaderOptions } from './security-headers.ts';

/** The headers of one answer, without those that change from one answer to the next. */
async function headersOf(register: (app: ReturnType<typeof Fastify>) => Promise<unknown>) {
  const app = Fastify();
  await register(app);
  app.get('/pagina', async () => ({ ok: true }));
  await app.ready();
  const answers = await Promise.all([
    app.inject({ method: 'GET', url: '/pagina' }),
    app.inject({ method: 'GET', url: '/nao-existe' }),
  ]);
  await app.close();
  return answers.map((answer) => {
    const { date: _date, 'content-length': _length, ...rest } = answer.headers;
    return rest;
  });
}

describe('cabeçalhos de segurança', () => {
  for (const production of [false, true]) {
    it(`são os mesmos que o @fastify/helmet daria, calculados uma vez (produção: ${production})`, async () => {
      const options: SecurityHeaderOptions = { production, inlineScriptHashes: ["'sha256-abc='"] };
      const ours = await headersOf((app) => registerSecurityHeaders(app, options));
      const theirs = await headersOf((app) => app.register(fastifyHelmet, helmetOptions(options)));
      expect(ours).toEqual(theirs);
      // On the not-found answer too, and with what the page needs.
      expect(ours[1]?.['content-security-policy']).toContain("script-src 'self' 'sha256-abc='");
      expect(ours[0]?.['x-frame-options']).toBe('DENY');
      expect(ours[0]?.['strict-transport-security'] !== undefined).toBe(production);
    });
  }
});
