// A failed query is logged without its parameters: the log of a 500 names the SQLSTATE, the
// constraint and the statement, never the e-mail or the password hash that were in it.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERNAL_ERROR_MESSAGE } from '../src/contract/messages.ts';
import type { OperationTable } from '../src/contract/types.ts';
import { users } from '../src/modules/accounts/schema.ts';
import { startTestServer, type TestServer } from './harness.ts';

const EMAIL = 'maria.privada@exemplo.com.br';
const HASH = '$argon2id$v=19$m=19456,t=2,p=1$SEGREDO-DO-HASH';

const lines: string[] = [];
const capture = new Writable({
  write(chunk, _encoding, callback) {
    lines.push(String(chunk));
    callback();
  },
});

// The health check stands in for any handler whose query fails: it inserts the same user twice.
const failing: OperationTable = {
  systemGetHealth: {
    handler: async ({ services }) => {
      const row = { email: EMAIL, passwordHash: HASH, firstName: 'Maria' };
      await services.db.insert(users).values(row);
      await services.db.insert(users).values(row);
      return { status: 200, body: { status: 'ok' } } as never;
    },
  },
};

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    operations: failing,
    logger: { level: 'info', stream: capture } as never,
    env: { LOG_LEVEL: 'info' },
  });
});
afterAll(async () => {
  await server?.close();
});

describe('o log de erros do banco', () => {
  it('não guarda os parâmetros da consulta nem os valores que o banco repete', async () => {
    const reply = await server.request('GET', '/healthz');
    expect(reply.status).toBe(500);
    expect(reply.body).toEqual({ detail: INTERNAL_ERROR_MESSAGE });
    const log = lines.join('');
    const failure = lines.map((line) => JSON.parse(line)).find((entry) => entry.level >= 50);
    expect(failure).toBeDefined();
    expect(failure.err).toMatchObject({ code: '23505', type: 'DatabaseQueryError' });
    expect(failure.err.query).toContain('insert into "users"');
    expect(failure.operationId).toBe('systemGetHealth');
    expect(log).not.toContain(EMAIL);
    expect(log).not.toContain('SEGREDO-DO-HASH');
    expect(log).not.toContain('Maria');
  });
});
