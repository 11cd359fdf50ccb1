import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  sampleCompoundFile,
  sampleDocx,
  sampleDocxBomb,
  sampleExecutable,
  samplePdf,
  sampleWorkbook,
  sampleZip,
} from '../../../test/fakes/documents.ts';
import { openTestDatabase, type TestDatabase } from '../../../test/harness.ts';
import { ApiError } from '../../contract/errors.ts';
import { users } from '../accounts/schema.ts';
import { chatSessions } from '../conversations/schema.ts';
import { FILES_MESSAGES as M } from './messages.ts';
import { deleteSessionFiles, findOwnedFile } from './repository.ts';
import { chatFiles } from './schema.ts';
import { LocalFileStorage } from './storage.ts';
import { MAX_UPLOAD_BYTES, storeUpload } from './upload.ts';

let database: TestDatabase;
let dataDir: string;
let storage: LocalFileStorage;
let userId: number;
let sessionId: string;

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) {
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function upload(filename: string, bytes: Buffer | Readable, extra: { truncated?: () => boolean } = {}) {
  const stream = bytes instanceof Readable ? bytes : Readable.from([bytes]);
  return storeUpload({ db: database.db, storage }, { userId, sessionId, filename, stream, ...extra });
}

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

/** Files left in storage (spool included), so a refusal can be shown to leave nothing behind. */
function storedPaths(): string[] {
  const root = path.join(dataDir, 'files');
  if (!fs.existsSync(root)) {
    return [];
  }
  return (fs.readdirSync(root, { recursive: true }) as string[]).filter((entry) =>
    fs.statSync(path.join(root, entry)).isFile(),
  );
}

beforeAll(async () => {
  database = await openTestDatabase();
  await database.migrate();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sppock-files-'));
  storage = new LocalFileStorage(dataDir);
  const [user] = await database.db
    .insert(users)
    .values({ email: 'arquivos@exemplo.com.br', passwordHash: 'x' })
    .returning({ id: users.id });
  userId = user!.id;
  const [session] = await database.db
    .insert(chatSessions)
    .values({ userId, agentType: 'chatsppock', title: 'Arquivos' })
    .returning({ id: chatSessions.id });
  sessionId = session!.id;
});

afterAll(async () => {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('storeUpload', () => {
  it('stores a text file and records who owns it', async () => {
    const text = Buffer.from('Cardápio — Café Batel\nCafé coado: R$ 7,50\n');
    const stored = await upload('cardapio.txt', text);
    expect(stored).toMatchObject({ kind: 'txt', contentType: 'text/plain', sizeBytes: text.length });
    expect(await readAll(await storage.open(stored.storageKey))).toEqual(text);
    const row = await findOwnedFile(database.db, userId, stored.id);
    expect(row?.filename).toBe('cardapio.txt');
    expect(await findOwnedFile(database.db, userId + 1, stored.id)).toBeNull();
    expect(await findOwnedFile(database.db, userId, 'nao-e-um-uuid')).toBeNull();
  });

  it('refuses 100 MB + 1 byte with 413 without holding the file in memory, leaving nothing behind', async () => {
    const before = storedPaths();
    const chunk = Buffer.alloc(1024 * 1024, 0x61);
    let sent = 0;
    let peakHeap = 0;
    // Buffers live outside the JS heap (arrayBuffers): both count.
    const inUse = () => {
      const usage = process.memoryUsage();
      return usage.heapUsed + usage.arrayBuffers;
    };
    const baseline = inUse();
    const source = Readable.from(
      (function* () {
        while (sent < MAX_UPLOAD_BYTES) {
          sent += chunk.length;
          peakHeap = Math.max(peakHeap, inUse());
          yield chunk;
        }
        sent += 1;
        yield Buffer.from('a');
      })(),
    );
    const error = await refusal(upload('enorme.txt', source));
    expect(error.status).toBe(413);
    expect(error.message).toBe('Arquivo muito grande. Limite máximo: 100MB');
    expect(sent).toBe(MAX_UPLOAD_BYTES + 1);
    // The same 1 MiB chunk is yielded again and again: a copy of the whole upload would be 100 MB.
    expect(peakHeap - baseline).toBeLessThan(32 * 1024 * 1024);
    expect(storedPaths()).toEqual(before);
  });

  it('accepts exactly 100 MB', async () => {
    const chunk = Buffer.alloc(1024 * 1024, 0x62);
    const source = Readable.from(Array.from({ length: 100 }, () => chunk));
    const stored = await upload('limite.txt', source);
    expect(stored.sizeBytes).toBe(MAX_UPLOAD_BYTES);
    await storage.remove(stored.storageKey);
  });

  it('refuses a file the multipart parser cut at its own limit', async () => {
    const error = await refusal(upload('cortado.txt', Buffer.from('abc'), { truncated: () => true }));
    expect(error.status).toBe(413);
  });

  it('refuses an executable renamed .pdf with 415 naming the accepted types', async () => {
    const before = storedPaths();
    const error = await refusal(upload('relatorio.pdf', sampleExecutable()));
    expect(error.status).toBe(415);
    expect(error.message).toBe(M.unsupportedType);
    expect(error.message).toContain('PDF, DOCX, DOC, XLSX, XLS, JPG, JPEG, PNG, GIF, TXT ou MD');
    expect(storedPaths()).toEqual(before);
  });

  it('refuses names outside the 11 extensions, and text that is not UTF-8 or holds NULs', async () => {
    expect((await refusal(upload('planilha.csv', Buffer.from('a;b\n1;2\n')))).status).toBe(415);
    expect((await refusal(upload('sem-extensao', Buffer.from('oi')))).status).toBe(415);
    expect((await refusal(upload('latin1.txt', Buffer.from('caf\xe9', 'latin1')))).status).toBe(415);
    expect((await refusal(upload('nul.md', Buffer.from('# a\0b')))).status).toBe(415);
    expect((await refusal(upload('vazio.txt', Buffer.alloc(0)))).status).toBe(400);
  });

  it('decides the type by the bytes, not the name', async () => {
    const cases: [string, Buffer, string][] = [
      ['a.pdf', samplePdf(['Olá']), 'pdf'],
      ['a.docx', sampleDocx(['Olá']), 'docx'],
      ['a.xlsx', sampleWorkbook([['a', 1]], 'xlsx'), 'xlsx'],
      ['a.xls', sampleWorkbook([['a', 1]], 'biff8'), 'xls'],
      ['a.doc', sampleCompoundFile({ WordDocument: Buffer.alloc(1024, 1) }), 'doc'],
      ['a.png', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), 'png'],
      ['a.jpeg', Buffer.from('ffd8ffe000104a464946000101', 'hex'), 'jpeg'],
      ['a.jpg', Buffer.from('ffd8ffe000104a464946000101', 'hex'), 'jpg'],
      ['a.gif', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'gif'],
      ['notas.md', Buffer.from('# Título\n\nTexto.'), 'md'],
      // An XLSX named .docx is still an XLSX: its zip holds xl/workbook.xml.
      ['trocado.docx', sampleWorkbook([['a', 1]], 'xlsx'), 'xlsx'],
      ['trocado.pdf', sampleDocx(['Olá']), 'docx'],
      // Office's password protection wraps a DOCX/XLSX in a compound file: kept, so its reading says so.
      [
        'protegido.docx',
        sampleCompoundFile({ EncryptionInfo: Buffer.alloc(600, 3), EncryptedPackage: Buffer.alloc(4096, 4) }),
        'docx',
      ],
    ];
    for (const [name, bytes, kind] of cases) {
      const stored = await upload(name, bytes);
      expect({ name, kind: stored.kind }).toEqual({ name, kind });
    }
  });

  it('refuses a zip or compound file that is no office document', async () => {
    expect((await refusal(upload('falso.docx', sampleZip()))).status).toBe(415);
    expect(
      (await refusal(upload('falso.doc', sampleCompoundFile({ Outro: Buffer.alloc(600, 2) })))).status,
    ).toBe(415);
  });

  it('a DOCX cut short is answered as damaged, not as a type not accepted (400), nothing kept', async () => {
    const before = storedPaths();
    const cut = await refusal(upload('proposta.docx', sampleDocx(['Proposta comercial']).subarray(0, 300)));
    expect({ status: cut.status, message: cut.message }).toEqual({ status: 400, message: M.damaged });
    expect(storedPaths()).toEqual(before);
  });

  it('a decompression bomb is refused by its central directory (413), nothing inflated nor kept', async () => {
    const before = storedPaths();
    const bomb = await sampleDocxBomb({ inflatedBytes: 400 * 1024 * 1024 });
    const error = await refusal(upload('relatorio.docx', bomb));
    expect({ status: error.status, message: error.message }).toEqual({
      status: 413,
      message: M.expandsTooMuch,
    });
    expect(storedPaths()).toEqual(before);
  });

  it('cleans a name with a path or control characters', async () => {
    const stored = await upload('../../etc/pa\u0007sswd.txt', Buffer.from('x'));
    expect(stored.filename).toBe('passwd.txt');
  });

  it('deleteSessionFiles removes the stored bytes and the rows', async () => {
    const stored = await upload('apagar.txt', Buffer.from('apagar'));
    const removed = await deleteSessionFiles({ db: database.db, storage }, sessionId);
    expect(removed).toBeGreaterThan(0);
    await expect(storage.open(stored.storageKey)).rejects.toThrow('Arquivo ausente');
    expect(await database.db.select().from(chatFiles).where(eq(chatFiles.sessionId, sessionId))).toEqual([]);
  });
});
