import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type TestUser } from '../../../test/harness.ts';
import { chatSessions } from '../conversations/schema.ts';
import { contentDisposition } from './download.ts';
import { FILES_MESSAGES as M } from './messages.ts';
import { deleteSessionFiles } from './repository.ts';
import { type StoredUpload, storeUpload } from './upload.ts';

let server: TestServer;
let owner: TestUser;
let stranger: TestUser;
let sessionId: string;
let stored: StoredUpload;
const CONTENT = 'Cardápio — Café Batel, Curitiba (março de 2026)\nCafé coado: R$ 7,50\n';

beforeAll(async () => {
  server = await startTestServer();
  owner = await server.signup();
  stranger = await server.signup();
  const [session] = await server.database.db
    .insert(chatSessions)
    .values({ userId: owner.id, agentType: 'chatsppock', title: 'Cardápio' })
    .returning({ id: chatSessions.id });
  sessionId = session!.id;
  stored = await storeUpload(
    { db: server.database.db, storage: server.services.files },
    {
      userId: owner.id,
      sessionId,
      filename: 'Cardápio março.txt',
      stream: Readable.from([Buffer.from(CONTENT)]),
    },
  );
});

afterAll(async () => {
  await server?.close();
});

describe('GET /api/files/{file_id}/', () => {
  it('streams the owner’s file with its name, type and length', async () => {
    const reply = await server.request('GET', `/api/files/${stored.id}/`, { token: owner.access });
    expect(reply.status).toBe(200);
    expect(reply.body).toBe(CONTENT);
    expect(reply.headers['content-type']).toBe('text/plain');
    expect(reply.headers['content-length']).toBe(String(Buffer.byteLength(CONTENT)));
    expect(reply.headers['content-disposition']).toBe(
      `attachment; filename="Cardapio marco.txt"; filename*=UTF-8''Card%C3%A1pio%20mar%C3%A7o.txt`,
    );
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers 404 to another user, to a made-up id and to an id that is not a UUID', async () => {
    for (const [url, token] of [
      [`/api/files/${stored.id}/`, stranger.access],
      ['/api/files/00000000-0000-4000-8000-000000000000/', owner.access],
      ['/api/files/1%20or%201=1/', owner.access],
      ['/api/files/..%2F..%2Fjwt-secret/', owner.access],
    ] as const) {
      const reply = await server.request('GET', url, { token });
      expect({ url, status: reply.status, body: reply.body }).toEqual({
        url,
        status: 404,
        body: { success: false, error: M.notFound },
      });
    }
  });

  it('asks for the bearer token', async () => {
    expect((await server.request('GET', `/api/files/${stored.id}/`)).status).toBe(401);
  });

  it('answers 404 once the session’s files are deleted', async () => {
    await deleteSessionFiles({ db: server.database.db, storage: server.services.files }, sessionId);
    expect((await server.request('GET', `/api/files/${stored.id}/`, { token: owner.access })).status).toBe(
      404,
    );
  });
});

describe('contentDisposition', () => {
  it('keeps header-breaking characters out of the ASCII name', () => {
    expect(contentDisposition('a"b\\c;d%e\r\n.pdf')).toBe(
      `attachment; filename="a_b_c_d_e__.pdf"; filename*=UTF-8''a%22b%5Cc%3Bd%25e%0D%0A.pdf`,
    );
  });
});
