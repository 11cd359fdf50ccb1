// Operations without a handler answer 501 in the contract's error shape. This test prints their
// list: it must be empty when the last server issue closes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_IMPLEMENTED_MESSAGE } from '../src/contract/bind.ts';
import { exampleUrl, operations, operationsById, requestExample } from './contract-check.ts';
import { startTestServer, type TestServer } from './harness.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('operações ainda não implementadas', () => {
  it('lista as operações que respondem 501', () => {
    const byTag = new Map<string, string[]>();
    for (const id of server.notImplemented) {
      const op = operationsById.get(id);
      const tag = op?.tag ?? '?';
      byTag.set(tag, [...(byTag.get(tag) ?? []), `${id} (${op?.method} ${op?.path})`]);
    }
    const lines = [...byTag].map(
      ([tag, ids]) => `  ${tag} (${ids.length}):\n${ids.map((i) => `    - ${i}`).join('\n')}`,
    );
    console.info(
      `${server.notImplemented.length} de ${operations.length} operações respondem 501:\n${lines.join('\n') || '  nenhuma'}`,
    );
    expect(server.implemented.length + server.notImplemented.length).toBe(operations.length);
    // What the app's shell and account area call is real: no agents, marketing or logout
    // operation and no notification call is left answering 501.
    const accountArea = server.notImplemented.filter((id) =>
      /^(agents|marketing)|^accountsLogout$|Notification/.test(id),
    );
    expect(accountArea).toEqual([]);
    expect(new Set([...server.implemented, ...server.notImplemented]).size).toBe(operations.length);
  });

  it('cada uma responde 501 no formato de erro da operação, sem exigir nada antes', async () => {
    for (const id of server.notImplemented) {
      const op = operationsById.get(id);
      if (!op) {
        continue;
      }
      const example = requestExample(op);
      const reply = await server.request(op.method, exampleUrl(op), example ? { body: example } : {});
      expect(reply.status, id).toBe(501);
      const shaped =
        (reply.body as { detail?: string }).detail === NOT_IMPLEMENTED_MESSAGE ||
        (reply.body as { error?: string }).error === NOT_IMPLEMENTED_MESSAGE;
      expect(shaped, `${id}: ${JSON.stringify(reply.body)}`).toBe(true);
    }
  });

  it('um envio multipart numa operação que aceita arquivo não derruba o servidor', async () => {
    const multipartOp = operations.find(
      (op) => op.requestBody && 'multipart/form-data' in op.requestBody.content,
    );
    if (!multipartOp) {
      return;
    }
    const boundary = '----sppock';
    const payload = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="action"',
      '',
      'send_message',
      `--${boundary}`,
      'Content-Disposition: form-data; name="file"; filename="nota.txt"',
      'Content-Type: text/plain',
      '',
      'conteúdo do arquivo',
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const user = await server.signup();
    const reply = await server.request(multipartOp.method, exampleUrl(multipartOp), {
      token: user.access,
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    if (server.notImplemented.includes(multipartOp.operationId)) {
      expect(reply.status).toBe(501);
    } else {
      expect(reply.status).toBeLessThan(500);
    }
    expect((await server.request('GET', '/healthz')).status).toBe(200);
  });
});
