// The built app is served from STATIC_DIR with a fallback to index.html for the app's routes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';

let staticDir: string;
let server: TestServer;

beforeAll(async () => {
  staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sppock-static-'));
  fs.writeFileSync(
    path.join(staticDir, 'index.html'),
    '<!doctype html><title>Sppock</title><div id="root"></div>',
  );
  fs.mkdirSync(path.join(staticDir, 'assets'));
  fs.writeFileSync(path.join(staticDir, 'assets', 'app.js'), 'console.log("sppock")');
  server = await startTestServer({ env: { STATIC_DIR: staticDir } });
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(staticDir, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml' };

describe('app estático', () => {
  it('serve os arquivos do build', async () => {
    const asset = await server.request('GET', '/assets/app.js');
    expect(asset.status).toBe(200);
    expect(asset.body).toContain('sppock');
  });

  it('rotas do app caem no index.html quando o navegador pede HTML', async () => {
    for (const url of ['/', '/login', '/reset-password/abc123', '/profile/notifications']) {
      const page = await server.request('GET', url, { headers: html });
      expect(page.status, url).toBe(200);
      expect(page.body, url).toContain('<div id="root">');
    }
  });

  it('chamadas de API desconhecidas continuam 404 em JSON', async () => {
    for (const url of ['/api/nao-existe/', '/payments/nao-existe/', '/api/accounts/token']) {
      const reply = await server.request('GET', url, { headers: html });
      expect(reply, url).toMatchObject({ status: 404, body: { detail: 'Não encontrado.' } });
    }
    const json = await server.request('GET', '/uma-rota', { headers: { accept: 'application/json' } });
    expect(json.status).toBe(404);
  });

  it('a API continua respondendo normalmente', async () => {
    expect((await server.request('GET', '/healthz')).body).toMatchObject({ status: 'ok' });
  });
});
