// The access log (issue 28): one line per request, written when the answer is sent, with what an
// operator looks for (method, address, status, time, the request's id) and nothing of its headers.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';

const lines: Record<string, unknown>[] = [];
const capture = new Writable({
  write(chunk, _encoding, callback) {
    lines.push(JSON.parse(String(chunk)));
    callback();
  },
});

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    logger: { level: 'info', stream: capture } as never,
    env: { LOG_LEVEL: 'info' },
  });
});
afterAll(async () => {
  await server?.close();
});

describe('o log de acesso', () => {
  it('escreve uma linha por pedido, ao responder, com o id do pedido e sem os cabeçalhos', async () => {
    lines.length = 0;
    const ok = await server.request('GET', '/healthz', {
      headers: { 'x-request-id': 'pedido-de-teste-1', authorization: 'Bearer segredo-do-token' },
    });
    expect(ok.status).toBe(200);
    const missing = await server.request('GET', '/api/nao-existe/?q=1', {
      headers: { 'x-request-id': 'pedido-de-teste-2' },
    });
    expect(missing.status).toBe(404);
    const ofRequests = lines.filter((line) => String(line.reqId).startsWith('pedido-de-teste-'));
    expect(ofRequests.map((line) => line.msg)).toEqual(['request completed', 'request completed']);
    expect(ofRequests[0]).toMatchObject({
      level: 30,
      reqId: 'pedido-de-teste-1',
      method: 'GET',
      url: '/healthz',
      statusCode: 200,
      remoteAddress: expect.any(String),
      responseTime: expect.any(Number),
    });
    expect(ofRequests[1]).toMatchObject({
      reqId: 'pedido-de-teste-2',
      url: '/api/nao-existe/?q=1',
      statusCode: 404,
    });
    expect(JSON.stringify(lines)).not.toContain('segredo-do-token');
  });
});
