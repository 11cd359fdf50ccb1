// The providers' fetch over node:http: what the AI SDK reads from it must be what the global fetch
// gives — status, headers, a body that streams as it arrives, a failed connection as
// `TypeError('fetch failed')`, an abort as the signal's reason — on one kept-alive connection.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchUsesEnvProxy, providerFetch, proxyOptions } from './provider-fetch.ts';

let server: http.Server;
let base: string;
const connections: unknown[] = [];
const seen: { method: string; headers: http.IncomingHttpHeaders; body: string }[] = [];
/** Lets the held stream (`/held`) send its last piece. */
let release: () => void = () => {};

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
    });
    req.on('end', () => {
      seen.push({ method: req.method ?? '', headers: req.headers, body });
      if (req.url === '/json') {
        res.writeHead(201, {
          'content-type': 'application/json',
          'x-request-id': 'abc',
          'set-cookie': ['a=1', 'b=2'],
        });
        res.end(JSON.stringify({ echo: body }));
      } else if (req.url === '/gzip') {
        res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
        res.end(zlib.gzipSync(JSON.stringify({ texto: 'comprimido sem pedir' })));
      } else if (req.url === '/empty') {
        res.writeHead(204);
        res.end();
      } else if (req.url === '/held') {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.write('data: primeiro\n\n');
        release = () => res.end('data: fim\n\n');
      } else if (req.url === '/slow') {
        // Never answers: the caller's signal ends the call.
      } else {
        res.writeHead(404);
        res.end('nada');
      }
    });
  });
  server.on('connection', (socket) => connections.push(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('providerFetch', () => {
  it('sends the body with its length and gives status, headers and body as fetch does', async () => {
    const payload = JSON.stringify({ pergunta: 'Olá, São Paulo' });
    const reply = await providerFetch(`${base}/json`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: 'Bearer k',
        'x-unset': undefined,
      } as never,
      body: payload,
    });
    expect(reply.status).toBe(201);
    expect(reply.headers.get('x-request-id')).toBe('abc');
    expect(reply.headers.get('set-cookie')).toBe('a=1, b=2');
    expect(await reply.json()).toEqual({ echo: payload });
    const request = seen.at(-1);
    expect(request?.method).toBe('POST');
    expect(request?.headers['content-length']).toBe(String(Buffer.byteLength(payload)));
    expect(request?.headers['transfer-encoding']).toBeUndefined();
    expect(request?.headers.authorization).toBe('Bearer k');
    expect(request?.headers['x-unset']).toBeUndefined();
    // The same reply through the global fetch, for comparison.
    const viaFetch = await fetch(`${base}/json`, { method: 'POST', body: payload });
    expect(viaFetch.status).toBe(reply.status);
    expect(await viaFetch.json()).toEqual({ echo: payload });
  });

  it('keeps the connection for the next call', async () => {
    const before = connections.length;
    for (let index = 0; index < 3; index++) {
      const reply = await providerFetch(`${base}/json`, { method: 'POST', body: String(index) });
      await reply.text();
    }
    expect(connections.length - before).toBeLessThanOrEqual(1);
  });

  it('streams the body as it arrives', async () => {
    const reply = await providerFetch(`${base}/held`, { method: 'POST', body: '{}' });
    const reader = (reply.body as ReadableStream<Uint8Array>).getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toBe('data: primeiro\n\n');
    release();
    let rest = '';
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      rest += new TextDecoder().decode(part.value);
    }
    expect(rest).toBe('data: fim\n\n');
  });

  it('gives a null body for 204 and the error status with its body', async () => {
    const empty = await providerFetch(`${base}/empty`, { method: 'POST', body: '' });
    expect(empty.status).toBe(204);
    expect(empty.body).toBeNull();
    const missing = await providerFetch(`${base}/nowhere`, { method: 'GET' });
    expect(missing.status).toBe(404);
    expect(missing.ok).toBe(false);
    expect(await missing.text()).toBe('nada');
  });

  it('fails a connection as fetch does: TypeError("fetch failed") with the cause', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const error = await providerFetch(`http://127.0.0.1:${port}/x`, { method: 'POST', body: '{}' }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(TypeError);
    expect((error as TypeError).message).toBe('fetch failed');
    expect(((error as TypeError).cause as NodeJS.ErrnoException).code).toBe('ECONNREFUSED');
  });

  it('ends on the signal: before the answer with its reason, during the body with it too', async () => {
    const timedOut = await providerFetch(`${base}/slow`, {
      method: 'POST',
      body: '{}',
      signal: AbortSignal.timeout(50),
    }).catch((caught: unknown) => caught);
    expect((timedOut as Error).name).toBe('TimeoutError');

    const already = new AbortController();
    already.abort();
    const refused = await providerFetch(`${base}/json`, {
      method: 'POST',
      body: '{}',
      signal: already.signal,
    }).catch((caught: unknown) => caught);
    expect((refused as Error).name).toBe('AbortError');

    const stop = new AbortController();
    const reply = await providerFetch(`${base}/held`, { method: 'POST', body: '{}', signal: stop.signal });
    const reader = (reply.body as ReadableStream<Uint8Array>).getReader();
    await reader.read();
    stop.abort(new DOMException('parado', 'AbortError'));
    const cut = await reader.read().catch((caught: unknown) => caught);
    expect((cut as Error).name).toBe('AbortError');
    release();
  });

  it('decodes a body the server compressed without being asked', async () => {
    const reply = await providerFetch(`${base}/gzip`, { method: 'POST', body: '{}' });
    expect(await reply.json()).toEqual({ texto: 'comprimido sem pedir' });
    expect(seen.at(-1)?.headers['accept-encoding']).toBeUndefined();
  });

  it('uses the proxy of the environment exactly when fetch would', () => {
    const env = { HTTPS_PROXY: 'http://proxy.interno:3128', NO_PROXY: 'localhost' };
    expect(fetchUsesEnvProxy(env, [])).toBe(false);
    expect(proxyOptions(env, [])).toEqual({});
    expect(fetchUsesEnvProxy({ ...env, NODE_USE_ENV_PROXY: '1' }, [])).toBe(true);
    expect(fetchUsesEnvProxy(env, ['--use-env-proxy'])).toBe(true);
    expect(fetchUsesEnvProxy({ ...env, NODE_OPTIONS: '--max-old-space-size=512 --use-env-proxy' }, [])).toBe(
      true,
    );
    const withProxy = { ...env, NODE_USE_ENV_PROXY: '1' };
    expect(proxyOptions(withProxy, [])).toEqual({ proxyEnv: withProxy });
  });

  it('leaves to the global fetch what it does not make itself', async () => {
    const reply = await providerFetch(new Request(`${base}/json`, { method: 'POST', body: 'pelo fetch' }));
    expect(await reply.json()).toEqual({ echo: 'pelo fetch' });
  });
});
