// Reads a stored file's text off the request thread: a worker per file with a time limit and a
// memory cap. Every failure becomes a pt-BR message; none throws, so the turn that sent the file
// is kept whatever happens to its reading.
import type { Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import { WorkQueueFull, WorkSlots } from '../../../infra/work-slots.ts';
import { type FileKind, IMAGE_KINDS } from '../file-types.ts';
import { FILES_MESSAGES as M } from '../messages.ts';
import type { FileStorage } from '../storage.ts';
import type { ReadOutcome } from './readers.ts';

export interface ExtractionOptions {
  /** Time for one file, reading included. Default 60 s. */
  timeoutMs?: number;
  /** Old-generation heap of the worker, in MB. Default 512. */
  maxMemoryMb?: number;
}

export type Extraction =
  | { status: 'text'; text: string }
  /** An image: only a vision-capable provider can read it; `message` says so in pt-BR. */
  | { status: 'image'; message: string }
  | { status: 'failed'; message: string };

const KIND_LABELS: Record<FileKind, string> = {
  pdf: 'PDF',
  docx: 'DOCX',
  doc: 'DOC',
  xlsx: 'XLSX',
  xls: 'XLS',
  jpg: 'JPG',
  jpeg: 'JPEG',
  png: 'PNG',
  gif: 'GIF',
  txt: 'TXT',
  md: 'MD',
};

// From the sources (tsx, tests) the worker is the .ts beside this file; in the tsup build every
// module is bundled into dist/, where the worker is its own entry.
const WORKER_URL = import.meta.url.endsWith('.ts')
  ? new URL('./worker.ts', import.meta.url)
  : new URL('./extract-worker.js', import.meta.url);

/**
 * The stored bytes in one buffer of their own (never a slice of Node's shared pool), which the
 * worker then takes over without a copy.
 */
async function readAll(stream: Readable): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream) {
    chunks.push(chunk as Buffer);
    total += (chunk as Buffer).length;
  }
  const own = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    own.set(chunk, at);
    at += chunk.length;
  }
  return own;
}

/**
 * Files read at once in the process: each worker holds a file and what its reader inflates
 * (a 100 MB upload, up to 200 MB of XML), so concurrent uploads must not multiply that.
 */
const EXTRACTION = new WorkSlots(2, 16);

/** Reads in a worker once a slot is free; a full queue is answered at once, in pt-BR. */
async function extractInSlot(
  kind: FileKind,
  bytes: Uint8Array,
  options: ExtractionOptions,
): Promise<Extraction> {
  try {
    return await EXTRACTION.run(() =>
      runWorker(kind, bytes, {
        timeoutMs: options.timeoutMs ?? 60_000,
        maxMemoryMb: options.maxMemoryMb ?? 512,
      }),
    );
  } catch (error) {
    if (error instanceof WorkQueueFull) {
      return { status: 'failed', message: M.busy };
    }
    throw error;
  }
}

function runWorker(
  kind: FileKind,
  bytes: Uint8Array,
  options: Required<ExtractionOptions>,
): Promise<Extraction> {
  return new Promise((resolve) => {
    const worker = new Worker(WORKER_URL, {
      workerData: { kind, bytes },
      transferList: [bytes.buffer as ArrayBuffer],
      resourceLimits: { maxOldGenerationSizeMb: options.maxMemoryMb },
      stdout: true,
      stderr: true,
    });
    let settled = false;
    const settle = (result: Extraction) => {
      if (!settled) {
        settled = true;
        clearTimeout(timer);
        void worker.terminate();
        resolve(result);
      }
    };
    const timer = setTimeout(
      () => settle({ status: 'failed', message: M.extractionTimeout }),
      options.timeoutMs,
    );
    worker.once('message', (outcome: ReadOutcome) => settle(toExtraction(kind, outcome)));
    worker.once('error', (error) => {
      const memory = (error as NodeJS.ErrnoException).code === 'ERR_WORKER_OUT_OF_MEMORY';
      settle({ status: 'failed', message: memory ? M.extractionTooLarge : M.unreadable(KIND_LABELS[kind]) });
    });
    worker.once('exit', () => settle({ status: 'failed', message: M.unreadable(KIND_LABELS[kind]) }));
  });
}

function toExtraction(kind: FileKind, outcome: ReadOutcome): Extraction {
  switch (outcome.status) {
    case 'text':
      return outcome;
    case 'image':
      return { status: 'image', message: M.imageNeedsVision };
    case 'failed':
      switch (outcome.reason) {
        case 'password':
          return { status: 'failed', message: M.passwordProtected(KIND_LABELS[kind]) };
        case 'empty':
          return { status: 'failed', message: M.noText };
        case 'unreadable':
          return { status: 'failed', message: M.unreadable(KIND_LABELS[kind]) };
        case 'too-large':
          return { status: 'failed', message: M.expandsTooMuch };
        default:
          return outcome.reason satisfies never;
      }
    default:
      return outcome satisfies never;
  }
}

/** The text of bytes already in memory (tests, and files the caller has at hand). */
export function extractFromBytes(
  kind: FileKind,
  bytes: Uint8Array,
  options: ExtractionOptions = {},
): Promise<Extraction> {
  if (IMAGE_KINDS.has(kind)) {
    return Promise.resolve({ status: 'image', message: M.imageNeedsVision });
  }
  // The worker takes the bytes over (transfer, not copy): give it its own buffer.
  const own = new Uint8Array(bytes.byteLength);
  own.set(bytes);
  return extractInSlot(kind, own, options);
}

/** The text of a stored file, read in a worker. */
export async function extractStoredFile(
  storage: FileStorage,
  file: { storageKey: string; kind: FileKind },
  options: ExtractionOptions = {},
): Promise<Extraction> {
  if (IMAGE_KINDS.has(file.kind)) {
    return { status: 'image', message: M.imageNeedsVision };
  }
  return extractInSlot(file.kind, await readAll(await storage.open(file.storageKey)), options);
}
