// storeUpload fed by @fastify/multipart as send_message will feed it: a refusal in the middle of
// a file part must still end the request with its answer, and the parser's own size limit must
// become the 413.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleExecutable } from '../../../test/fakes/documents.ts';
import { openTestDatabase, type TestDatabase } from '../../../test/harness.ts';
import { ApiError } from '../../contract/errors.ts';
import { users } from '../accounts/schema.ts';
import { chatSessions } from '../conversations/schema.ts';
import { LocalFileStorage } from './storage.ts';
import { storeUpload } from './upload.ts';

let app: FastifyInstance;
let database: TestDatabase;
let dataDir: string;
const LIMIT = 64 * 1024;

function form(filename: string, bytes: Buffer, boundary = 'sppockLimite'): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="message"\r\n\r\nResuma\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
}

beforeAll(async () => {
  database = await openTestDatabase();
  await database.migrate();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sppock-multipart-'));
  const storage = new LocalFileStorage(dataDir);
  const [user] = await database.db
    .insert(users)
    .values({ email: 'multipart@exemplo.com.br', passwordHash: 'x' })
    .returning({ id: users.id });
  const [session] = await database.db
    .insert(chatSessions)
    .values({ userId: user!.id, agentType: 'chatsppock', title: 'Envio' })
    .returning({ id: chatSessions.id });
  app = Fastify();
  await app.register(multipart, { limits: { fileSize: LIMIT } });
  app.post('/envio', async (request, reply) => {
    const kinds: string[] = [];
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          const stored = await storeUpload(
            { db: database.db, storage },
            {
              userId: user!.id,
              sessionId: session!.id,
              filename: part.filename,
              stream: part.file,
              truncated: () => part.file.truncated,
            },
          );
          kinds.push(stored.kind);
        }
      }
    } catch (error) {
      if (error instanceof ApiError) {
        return reply.code(error.status).send({ success: false, error: error.message });
      }
      throw error;
    }
    return { kinds };
  });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function send(filename: string, bytes: Buffer) {
  const response = await app.inject({
    method: 'POST',
    url: '/envio',
    headers: { 'content-type': 'multipart/form-data; boundary=sppockLimite' },
    payload: form(filename, bytes),
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

describe('storeUpload behind @fastify/multipart', () => {
  it('stores an accepted file', async () => {
    expect(await send('notas.md', Buffer.from('# Reunião\n\nPauta: orçamento'))).toEqual({
      status: 200,
      body: { kinds: ['md'] },
    });
  });

  it('answers 415 for an executable refused at its first chunk, the rest of the body unread', async () => {
    const exe = Buffer.concat([sampleExecutable(), Buffer.alloc(LIMIT - 8192, 0x90)]);
    const reply = await send('relatorio.pdf', exe);
    expect(reply.status).toBe(415);
  });

  it('answers 413 when the parser cuts the file at its size limit', async () => {
    const reply = await send('grande.txt', Buffer.alloc(LIMIT + 1, 0x61));
    expect(reply).toEqual({
      status: 413,
      body: { success: false, error: 'Arquivo muito grande. Limite máximo: 100MB' },
    });
    const spool = path.join(dataDir, 'files', '.spool');
    expect(fs.existsSync(spool) ? fs.readdirSync(spool) : []).toEqual([]);
  });
});
