// The request thread never holds a file being read (issue 25 item 5): the extraction worker opens
// it by path, and a file kept in S3 is streamed to a local copy first. Buffers are counted per
// thread (process.memoryUsage().arrayBuffers is this isolate's), so what the worker reads does
// not show here, and what this thread holds does.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleLegalDocxBomb } from '../../../../test/fakes/documents.ts';
import { type FakeS3, startFakeS3 } from '../../../../test/fakes/s3.ts';
import { S3FileStorage } from '../s3-storage.ts';
import { LocalFileStorage, storageKey } from '../storage.ts';
import { ZIP_LIMITS } from '../zip-entries.ts';
import { extractFromFile, extractStoredFile } from './index.ts';

const MB = 1024 * 1024;

// A young-generation collection before each sample: chunks already written and dropped would
// otherwise count until V8 collects them, and what is measured is what the thread holds. A chunk
// still in flight during such a collection survives it and moves to the old generation, where only
// a full collection frees it: on a slow machine, with the fake S3 in this same thread, those dead
// chunks added up to 12 MB. So a sample that looks large is taken again after a full collection,
// which frees every dropped chunk and nothing the thread still holds.
v8.setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as (options: { type: 'minor' | 'major'; execution: 'sync' }) => void;

function heldBuffers(over?: number): number {
  collect({ type: 'minor', execution: 'sync' });
  const held = process.memoryUsage().arrayBuffers;
  if (over === undefined || held - over < MB) {
    return held;
  }
  collect({ type: 'major', execution: 'sync' });
  return process.memoryUsage().arrayBuffers;
}

/** The most this thread's buffers grew over their level at the start while `work` ran. */
async function buffersGrowth<T>(work: () => Promise<T>): Promise<{ result: T; growth: number }> {
  const start = heldBuffers();
  let peak = start;
  const sample = setInterval(() => {
    peak = Math.max(peak, heldBuffers(start));
  }, 2);
  try {
    const result = await work();
    return { result, growth: peak - start };
  } finally {
    clearInterval(sample);
  }
}

let dataDir: string;
let fake: FakeS3;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sppock-extract-'));
  fake = await startFakeS3();
});

afterAll(async () => {
  await fake?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const key = storageKey(7, '0b0e5f8c-3c8b-4d8e-9a55-9f2f1d0c1a11', '9d2e7b14-6a3f-4c58-b0e1-2f7a9c4d8e61');

/** A 40 MB plain-text file of a price table, line after line. */
function priceTable(): Buffer {
  const line = 'Kit café da manhã: R$ 24,90 por pessoa, com pão de queijo, frutas e suco.\n';
  return Buffer.from(line.repeat(Math.ceil((40 * MB) / Buffer.byteLength(line))));
}

describe('leitura de arquivos sem o arquivo na memória da thread dos pedidos', () => {
  it('um DOCX de 700 KB que expande a 100 MB dentro dos limites: lido no worker, nenhum buffer grande aqui', async () => {
    const docx = sampleLegalDocxBomb(['Proposta comercial', 'Coffee break: R$ 32,00 por pessoa']);
    expect(docx.length).toBeGreaterThan(650 * 1024);
    expect(docx.length).toBeLessThan(ZIP_LIMITS.maxTotalBytes / 100);
    const file = path.join(dataDir, 'proposta.docx');
    fs.writeFileSync(file, docx);
    const { result, growth } = await buffersGrowth(() => extractFromFile('docx', file));
    expect(result).toEqual({
      status: 'text',
      text: 'Proposta comercial\n\nCoffee break: R$ 32,00 por pessoa',
    });
    // Before, the file was read here and copied for the worker: twice its 700 KB.
    expect(growth).toBeLessThan(256 * 1024);
  });

  it('um arquivo guardado de 40 MB, no disco ou no S3: o worker lê uma cópia local, esta thread não guarda o arquivo', async () => {
    const bytes = priceTable();
    const local = new LocalFileStorage(dataDir);
    const stored = local.localPath(key);
    fs.mkdirSync(path.dirname(stored), { recursive: true });
    fs.writeFileSync(stored, bytes);
    const s3 = new S3FileStorage(
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
    fake.objects.set(key, { body: bytes, contentType: 'text/plain' });
    try {
      for (const storage of [local, s3]) {
        const { result, growth } = await buffersGrowth(() =>
          extractStoredFile(storage, { storageKey: key, kind: 'txt' }),
        );
        expect(result.status, storage.kind).toBe('text');
        expect(result.status === 'text' && result.text.startsWith('Kit café da manhã: R$ 24,90')).toBe(true);
        // Before, the whole file was gathered here (40 MB) and handed to the worker.
        expect(growth, storage.kind).toBeLessThan(8 * MB);
      }
      // The S3 copy is gone once read.
      expect(fs.readdirSync(s3.spoolDir)).toEqual([]);
    } finally {
      s3.destroy();
    }
  });
});
