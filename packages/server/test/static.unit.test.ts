// The built app is served from STATIC_DIR: a fallback to index.html for the app's routes,
// precompressed files chosen by Accept-Encoding, hashed assets cached for a year, index.html
// revalidated, security headers with a CSP that allows exactly the page's inline theme script,
// source maps never served, and a missing file a 404 rather than the app's page.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { sharedConversationPath } from '@sppock/sdk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMMUTABLE_CACHE, REVALIDATE_CACHE } from '../src/infra/web-app.ts';
import { startTestServer, type TestServer } from './harness.ts';

const THEME_SCRIPT = `
      (() => {
        document.documentElement.classList.add('dark');
      })();
    `;
const INDEX = `<!doctype html><html><head><title>Sppock</title><script>${THEME_SCRIPT}</script><script type="module" src="/assets/app-Bx7q2k.js"></script></head><body><div id="root"></div></body></html>`;
const APP_JS = `console.log("sppock");${' '.repeat(4096)}`;

let staticDir: string;
let server: TestServer;
let production: TestServer;

beforeAll(async () => {
  staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sppock-static-'));
  fs.writeFileSync(path.join(staticDir, 'index.html'), INDEX);
  fs.mkdirSync(path.join(staticDir, 'assets'));
  const asset = path.join(staticDir, 'assets', 'app-Bx7q2k.js');
  fs.writeFileSync(asset, APP_JS);
  // What the app's build writes beside each file (see packages/app/vite.config.ts).
  fs.writeFileSync(`${asset}.br`, zlib.brotliCompressSync(APP_JS));
  fs.writeFileSync(`${asset}.gz`, zlib.gzipSync(APP_JS));
  fs.writeFileSync(`${asset}.map`, '{"version":3,"sources":["../src/segredo.ts"]}');
  fs.writeFileSync(path.join(staticDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  server = await startTestServer({ env: { STATIC_DIR: staticDir } });
  production = await startTestServer({ env: { STATIC_DIR: staticDir, NODE_ENV: 'production' } });
});
afterAll(async () => {
  await server?.close();
  await production?.close();
  fs.rmSync(staticDir, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml' };
const asset = (target: TestServer, encoding?: string) =>
  target.app.inject({
    method: 'GET',
    url: '/assets/app-Bx7q2k.js',
    headers: encoding ? { 'accept-encoding': encoding } : {},
  });

describe('app estático', () => {
  it('serve os arquivos do build', async () => {
    const reply = await asset(server);
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toContain('sppock');
  });

  it('rotas do app caem no index.html quando o navegador pede HTML', async () => {
    for (const url of ['/', '/login', '/reset-password/abc123', '/profile/notifications']) {
      const page = await server.request('GET', url, { headers: html });
      expect(page.status, url).toBe(200);
      expect(page.body, url).toContain('<div id="root">');
      expect(page.headers['cache-control'], url).toBe(REVALIDATE_CACHE);
    }
  });

  it('a página de uma conversa compartilhada vai com noindex; as outras, não', async () => {
    const shared = await server.request(
      'GET',
      sharedConversationPath('Zq3r8VtK1mXw9Lp2Hs7Yd4Nc6Bf0Ja5Ge8Ru2Tk7Qo4'),
      {
        headers: html,
      },
    );
    expect(shared.status).toBe(200);
    expect(shared.headers['x-robots-tag']).toBe('noindex, nofollow');
    const login = await server.request('GET', '/login', { headers: html });
    expect(login.headers['x-robots-tag']).toBeUndefined();
  });

  it('chamadas de API desconhecidas continuam 404 em JSON', async () => {
    for (const url of ['/api/nao-existe/', '/payments/nao-existe/', '/api/accounts/token']) {
      const reply = await server.request('GET', url, { headers: html });
      expect(reply, url).toMatchObject({ status: 404, body: { detail: 'Não encontrado.' } });
    }
    const json = await server.request('GET', '/uma-rota', { headers: { accept: 'application/json' } });
    expect(json.status).toBe(404);
  });

  it('um arquivo que não existe é 404, mesmo pedido como página; só as navegações recebem o app', async () => {
    for (const url of [
      '/assets/app-naoexiste.js',
      '/assets/app-naoexiste.js.map',
      '/assets/logo.png',
      '/sw.js',
      '/robots.txt',
      '/login/app.css',
    ]) {
      for (const headers of [html, { accept: '*/*' }]) {
        const reply = await server.request('GET', url, { headers });
        expect(reply, `${url} ${headers.accept}`).toMatchObject({
          status: 404,
          body: { detail: 'Não encontrado.' },
        });
      }
    }
    // Routes with a dot that is not a file name still get the app.
    const page = await server.request('GET', '/reset-password/abc.def_123', { headers: html });
    expect(page.status).toBe(200);
    expect(page.body).toContain('<div id="root">');
  });

  it('a API continua respondendo normalmente', async () => {
    expect((await server.request('GET', '/healthz')).body).toMatchObject({ status: 'ok' });
  });
});

describe('página inicial pré-renderizada (app.html ao lado do index.html)', () => {
  const SHELL_SCRIPT = "document.documentElement.classList.add('sppock-dark');";
  let prerendered: string;
  let withShell: TestServer;

  beforeAll(async () => {
    prerendered = fs.mkdtempSync(path.join(os.tmpdir(), 'sppock-static-'));
    fs.writeFileSync(
      path.join(prerendered, 'index.html'),
      INDEX.replace('<div id="root"></div>', '<div id="root"><main>Agentes de IA</main></div>'),
    );
    fs.writeFileSync(
      path.join(prerendered, 'app.html'),
      INDEX.replace('</head>', `<script>${SHELL_SCRIPT}</script></head>`),
    );
    withShell = await startTestServer({ env: { STATIC_DIR: prerendered } });
  });
  afterAll(async () => {
    await withShell?.close();
    fs.rmSync(prerendered, { recursive: true, force: true });
  });

  it('/ recebe a página inicial; as outras rotas, o shell vazio — nunca a landing por um instante', async () => {
    const home = await withShell.request('GET', '/', { headers: html });
    expect(home.body).toContain('<main>Agentes de IA</main>');
    for (const url of ['/login', '/dashboard', '/reset-password/abc123']) {
      const page = await withShell.request('GET', url, { headers: html });
      expect(page.status, url).toBe(200);
      expect(page.body, url).toContain('<div id="root"></div>');
      expect(page.body, url).not.toContain('Agentes de IA');
    }
  });

  it('a CSP libera os scripts inline das duas páginas pelo hash', async () => {
    const csp = String(
      (await withShell.request('GET', '/login', { headers: html })).headers['content-security-policy'],
    );
    const sha = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
    expect(csp).toContain(sha(THEME_SCRIPT));
    expect(csp).toContain(sha(SHELL_SCRIPT));
  });

  it('uma página revalidada (304) volta com a CSP da página, que o navegador guarda com ela', async () => {
    const first = await withShell.request('GET', '/login', { headers: html });
    const etag = String(first.headers.etag);
    expect(etag).not.toBe('undefined');
    const again = await withShell.request('GET', '/login', { headers: { ...html, 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
  });
});

describe('compressão e cache', () => {
  it('entrega brotli ou gzip pré-comprimidos conforme o Accept-Encoding', async () => {
    const br = await asset(server, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(APP_JS);
    const gzip = await asset(server, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(APP_JS);
    const plain = await asset(server);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(APP_JS);
    for (const reply of [br, gzip, plain]) {
      expect(reply.headers['content-type']).toMatch(/javascript/);
      expect(reply.headers.vary).toMatch(/accept-encoding/i);
    }
  });

  it('assets com hash ficam um ano em cache; o index.html e o resto são revalidados', async () => {
    expect((await asset(server, 'br')).headers['cache-control']).toBe(IMMUTABLE_CACHE);
    expect(IMMUTABLE_CACHE).toBe('public, max-age=31536000, immutable');
    const index = await server.request('GET', '/', { headers: html });
    expect(index.headers['cache-control']).toBe('no-cache');
    const icon = await server.request('GET', '/favicon.svg');
    expect(icon.status).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('mapas de código-fonte: 404 em qualquer modo, npm start incluído', async () => {
    const url = '/assets/app-Bx7q2k.js.map';
    for (const target of [production, server]) {
      expect((await target.request('GET', url)).status).toBe(404);
      expect((await target.request('GET', url, { headers: html })).status).toBe(404);
    }
  });
});

describe('cabeçalhos de segurança', () => {
  const hash = `'sha256-${createHash('sha256').update(THEME_SCRIPT).digest('base64')}'`;

  it('CSP permite o app e o script de tema pelo seu hash, e nada mais inline', async () => {
    const page = await server.request('GET', '/login', { headers: html });
    const csp = String(page.headers['content-security-policy']);
    const directives = new Map(
      csp.split(';').map((d) => {
        const [name, ...values] = d.trim().split(/\s+/);
        return [name, values] as const;
      }),
    );
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('script-src')).toEqual(["'self'", hash]);
    expect(csp).not.toContain('unsafe-inline');
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
  });

  it('nosniff, no-referrer, sem moldura; HSTS só em produção', async () => {
    for (const target of [server, production]) {
      for (const url of ['/', '/healthz', '/payments/plans/']) {
        const reply = await target.request('GET', url, { headers: html });
        expect(reply.headers['x-content-type-options'], url).toBe('nosniff');
        expect(reply.headers['referrer-policy'], url).toBe('no-referrer');
        expect(reply.headers['x-frame-options'], url).toBe('DENY');
        expect(reply.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      }
    }
    expect((await server.request('GET', '/')).headers['strict-transport-security']).toBeUndefined();
    expect((await production.request('GET', '/')).headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });
});

describe('app construído enquanto o servidor sobe (npm start)', () => {
  it('as páginas do app são lidas depois de beforeWebApp, e a CSP traz os scripts delas', async () => {
    const late = fs.mkdtempSync(path.join(os.tmpdir(), 'sppock-static-'));
    let built = false;
    const lateServer = await startTestServer({
      // The folder is empty until the app's build (still running under npm start) writes it.
      beforeWebApp: async () => {
        fs.writeFileSync(path.join(late, 'index.html'), INDEX);
        built = true;
        return { staticDir: late };
      },
    });
    try {
      expect(built).toBe(true);
      const page = await lateServer.request('GET', '/login', { headers: html });
      expect(page.status).toBe(200);
      const sha = `'sha256-${createHash('sha256').update(THEME_SCRIPT).digest('base64')}'`;
      expect(String(page.headers['content-security-policy'])).toContain(sha);
    } finally {
      await lateServer.close();
      fs.rmSync(late, { recursive: true, force: true });
    }
  });
});
