import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type FakeS3, startFakeS3 } from '../../../test/fakes/s3.ts';
import { S3FileStorage } from './s3-storage.ts';
import { StoredFileMissing, storageKey } from './storage.ts';

let fake: FakeS3;
let storage: S3FileStorage;
let dataDir: string;

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) {
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function spool(bytes: Buffer): string {
  fs.mkdirSync(storage.spoolDir, { recursive: true });
  const file = path.join(storage.spoolDir, `${Math.random().toString(36).slice(2)}.part`);
  fs.writeFileSync(file, bytes);
  return file;
}

const key = storageKey(7, '0b0e5f8c-3c8b-4d8e-9a55-9f2f1d0c1a11', '9d2e7b14-6a3f-4c58-b0e1-2f7a9c4d8e61');

beforeAll(async () => {
  fake = await startFakeS3();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sppock-s3-'));
  storage = new S3FileStorage(
    {
      bucket: fake.bucket,
      region: 'us-east-1',
      endpoint: fake.endpoint,
      accessKeyId: 'teste',
      secretAccessKey: 'segredo-de-teste',
      forcePathStyle: true,
    },
    dataDir,
  );
});

afterEach(() => {
  expect(fake.unexpected).toEqual([]);
});

afterAll(async () => {
  storage.destroy();
  await fake.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('S3FileStorage', () => {
  it('puts the spooled file with its length and type, reads it back and removes the spool', async () => {
    const bytes = Buffer.from('Relatório de vendas — março de 2026\n');
    const file = spool(bytes);
    await storage.put(key, { path: file, size: bytes.length, contentType: 'text/plain' });
    expect(fake.objects.get(key)).toEqual({ body: bytes, contentType: 'text/plain' });
    expect(fs.existsSync(file)).toBe(false);
    expect(await readAll(await storage.open(key))).toEqual(bytes);
  });

  it('streams a file larger than one network chunk', async () => {
    const bytes = Buffer.alloc(3 * 1024 * 1024 + 17, 0x5a);
    await storage.put(key, { path: spool(bytes), size: bytes.length, contentType: 'application/pdf' });
    expect(fake.objects.get(key)?.body.equals(bytes)).toBe(true);
  });

  it('removes an object, and a missing object is StoredFileMissing', async () => {
    await storage.remove(key);
    expect(fake.objects.has(key)).toBe(false);
    await expect(storage.open(key)).rejects.toBeInstanceOf(StoredFileMissing);
  });

  it('never builds a key from untrusted text', async () => {
    await expect(storage.open('../../segredo')).rejects.toThrow('Chave de armazenamento inválida');
  });
});
