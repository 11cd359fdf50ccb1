// Operations without a handler answer 501 in the contract's error shape — after the caller is
// authenticated (and a superuser where the contract says so). This test prints their list: it
// must be empty when the last server issue closes.

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationTable } from '../src/app.ts';
import { NOT_IMPLEMENTED_MESSAGE, SUPERUSER_ONLY_MESSAGE } from '../src/contract/messages.ts';
import { users } from '../src/modules/accounts/schema.ts';
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
    // What the app's shell, account area and chat call is real: no agents, marketing, chat or
    // logout operation and no notification call is left answering 501.
    const accountArea = server.notImplemented.filter((id) =>
      /^(agents|marketing)|^accountsLogout$|Notification|^chat(PerformAction|ListSessions|SendFeedback)$/.test(
        id,
      ),
    );
    expect(accountArea).toEqual([]);
    expect(new Set([...server.implemented, ...server.notImplemented]).size).toBe(operations.length);
  });

  it('cada uma responde 501 no formato de erro da operação, mas só depois de autenticar', async () => {
    // Every operation has a handler now: the steps' order is checked on a server whose protected
    // operations (login or superuser required) are left without one.
    const publicOnly = Object.fromEntries(
      Object.entries(operationTable).filter(([id]) => {
        const op = operationsById.get(id);
        return op && !op.requiresAuth && !op.superuserOnly;
      }),
    );
    const bare = await startTestServer({ operations: publicOnly });
    try {
      await stepsBefore501(bare);
    } finally {
      await bare.close();
    }
  });

  async function stepsBefore501(server: TestServer) {
    const member = await server.signup();
    const operator = await server.signup();
    await server.services.db.update(users).set({ isSuperuser: true }).where(eq(users.id, operator.id));
    let protectedCount = 0;
    for (const id of server.notImplemented) {
      const op = operationsById.get(id);
      if (!op) {
        continue;
      }
      const example = requestExample(op);
      const call = (token?: string) =>
        server.request(op.method, exampleUrl(op), { ...(example ? { body: example } : {}), token });
      if (op.requiresAuth || op.superuserOnly) {
        protectedCount += 1;
        // A stranger learns nothing about what is behind the door, not even that it is unfinished.
        const anonymous = await call();
        expect(anonymous.status, `${id} sem token`).toBe(401);
        expect((await call('nao-e-um-token')).status, `${id} com token inválido`).toBe(401);
        if (op.superuserOnly) {
          const forbidden = await call(member.access);
          expect(forbidden.status, `${id} sem ser superusuário`).toBe(403);
          expect(forbidden.body, id).toMatchObject({ error: SUPERUSER_ONLY_MESSAGE });
        }
      }
      const reply = await call(operator.access);
      expect(reply.status, id).toBe(501);
      const shaped =
        (reply.body as { detail?: string }).detail === NOT_IMPLEMENTED_MESSAGE ||
        (reply.body as { error?: string }).error === NOT_IMPLEMENTED_MESSAGE ||
        // Field-error operations (profile, password) carry their general message in `message`.
        (reply.body as { message?: string }).message === NOT_IMPLEMENTED_MESSAGE;
      expect(shaped, `${id}: ${JSON.stringify(reply.body)}`).toBe(true);
    }
    expect(protectedCount).toBeGreaterThan(0);
  }

  it('as operações do console exigem superusuário no contrato', () => {
    const console = operations.filter((op) => op.tag === 'console');
    expect(console.length).toBeGreaterThan(0);
    expect(console.filter((op) => !op.superuserOnly).map((op) => op.operationId)).toEqual([]);
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
