// What `npm start` runs (issue 28): the server built by tsup (`npm run build:run`) and started as
// plain JavaScript, with no tsx. Built here into a folder of its own (inside the package, so the
// package root and the files read at run time are found as from dist/), then driven over HTTP:
// health, the demo account, a Commander message routed by the model read from the package's data,
// and the visitor FAQ chatbot answering from its knowledge articles.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const packageDir = path.resolve(import.meta.dirname, '..');
const outDir = fs.mkdtempSync(path.join(packageDir, '.built-test-'));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sppock-built-'));
let server: ChildProcess;
let baseUrl = '';
let log = '';

async function call(method: string, url: string, body?: unknown, token?: string) {
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Every built JavaScript file, one string. */
function builtCode(): string {
  return fs
    .readdirSync(outDir)
    .filter((file) => file.endsWith('.js'))
    .map((file) => fs.readFileSync(path.join(outDir, file), 'utf8'))
    .join('\n');
}

/**
 * An import of `specifier` (a regular expression's source): a static import or export statement at
 * the start of a line (bundled libraries' comments show imports too), or a dynamic `import()`.
 */
const importOf = (specifier: string) =>
  new RegExp(
    `^(?:import|export|\\})[^\\n]*?\\bfrom\\s*["']${specifier}|\\bimport\\(\\s*["']${specifier}`,
    'm',
  );

beforeAll(async () => {
  const build = spawnSync('npx', ['tsup', '--env.SPPOCK_BUILD', 'run', '--silent', '--out-dir', outDir], {
    cwd: packageDir,
    encoding: 'utf8',
  });
  expect(build.status, build.stderr).toBe(0);
  server = spawn(process.execPath, [path.join(outDir, 'main.js')], {
    cwd: packageDir,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SPPOCK_DEMO: '1',
    },
  });
  const keep = (chunk: Buffer) => {
    log += chunk.toString();
  };
  server.stdout?.on('data', keep);
  server.stderr?.on('data', keep);
  const deadline = Date.now() + 60_000;
  while (!baseUrl && Date.now() < deadline && server.exitCode === null) {
    baseUrl = /ouvindo em (http:\/\/localhost:\d+)/.exec(log)?.[1] ?? '';
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(baseUrl, `o servidor construído não iniciou:\n${log}`).not.toBe('');
}, 120_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('o servidor construído (node dist/main.js)', () => {
  it('emite o servidor, a CLI e os workers lado a lado, sem @sppock/sdk por importar', () => {
    for (const file of [
      'main.js',
      'cli.js',
      'extract-worker.js',
      'passages-worker.js',
      'knowledge-worker.js',
      'readable-worker.js',
    ]) {
      expect(fs.existsSync(path.join(outDir, file)), file).toBe(true);
    }
    // The SDK is bundled from its sources: the built server needs no SDK build.
    expect(builtCode()).not.toMatch(/from ["']@sppock\/sdk/);
  });

  it('carrega no primeiro uso o que a partida não precisa: SDKs dos provedores, S3, SMTP, leitores, o outro banco', () => {
    const source = (file: string) => fs.readFileSync(path.join(outDir, file), 'utf8');
    // What loads before the server listens: main.js's imports (it imports the server dynamically,
    // after turning the compile cache on) and, from there, the static import graph (statements at
    // the start of a line, as in importOf).
    const STATIC = /^(?:import|export|\})[^\n]*?\bfrom\s*["']([^"']+)["']|^import\s*["']([^"']+)["']/gm;
    const DYNAMIC = /\bimport\(\s*["']([^"']+)["']\s*\)/g;
    const loadedAtStart = new Set<string>();
    const chunks = ['main.js'];
    for (let file = chunks.pop(); file !== undefined; file = chunks.pop()) {
      const imports = [...source(file).matchAll(STATIC)].map((match) => match[1] ?? match[2] ?? '');
      if (file === 'main.js') {
        imports.push(...[...source(file).matchAll(DYNAMIC)].map((match) => match[1] ?? ''));
      }
      for (const specifier of imports) {
        if (specifier.startsWith('./')) {
          const chunk = specifier.slice(2);
          if (!loadedAtStart.has(chunk)) {
            loadedAtStart.add(chunk);
            chunks.push(chunk);
          }
        } else {
          loadedAtStart.add(specifier);
        }
      }
    }
    const code = builtCode();
    for (const name of [
      '@ai-sdk/openai',
      '@ai-sdk/google',
      '@ai-sdk/anthropic',
      '@ai-sdk/openai-compatible',
      '@aws-sdk/client-s3',
      'nodemailer',
      'pg',
      '@electric-sql/pglite',
      'linkedom',
      '@mozilla/readability',
      'unpdf',
      'mammoth',
      'word-extractor',
      '@e965/xlsx',
    ]) {
      expect(loadedAtStart.has(name), name).toBe(false);
      // Imported somewhere: by a dynamic import, or statically by a chunk loaded on first use.
      expect(code, name).toMatch(importOf(`${name.replace(/[/.]/g, '\\$&')}["']`));
    }
    expect(loadedAtStart.size).toBeGreaterThan(10);
  });

  it('traz o Drizzle no próprio build: o package.json dele (179 kB de exports) não é lido a cada import', () => {
    // Node parses a package's "exports" again for each module it resolves from that package:
    // drizzle-orm's, loaded from node_modules, cost 134 MB of resident memory and 0.3 s at start.
    expect(builtCode()).not.toMatch(importOf('drizzle-orm'));
  });

  it('responde /healthz, entra com a conta de demonstração e o Commander roteia uma mensagem', async () => {
    expect((await fetch(`${baseUrl}/healthz`)).status).toBe(200);
    const login = await call('POST', '/api/accounts/token/', {
      email: 'demo@sppock.dev',
      password: 'Demo@2026',
    });
    expect(login.status).toBe(200);
    const token = login.body.access as string;
    const sent = await call(
      'POST',
      '/api/agents/chatsppock/api/',
      {
        action: 'send_message',
        message: 'Escreva um e-mail de cobrança educado para um cliente com boleto atrasado.',
        location: 'Brasil',
      },
      token,
    );
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ success: true, agent_used: 'email_writer', offline: true });
  });

  it('o chatbot de FAQ responde ao visitante com os artigos da base de conhecimento', async () => {
    const session = await call('POST', '/api/chatbot/visitor/session/');
    expect(session.status).toBe(201);
    const reply = await call('POST', '/api/chatbot/visitor/response/', {
      message: 'quanto custa o plano enterprise?',
      session_id: session.body.session_id,
    });
    expect(reply.status).toBe(200);
    expect(reply.body.message).toContain('R$ 399,00');
    expect(reply.body.answer_source).toBe('knowledge_base');
  });
});
