// Reads a stored file's text off the request thread: a worker per file with a time limit and a
// memory cap. Every failure becomes a pt-BR message; none throws, so the turn that sent the file
// is kept whatever happens to its reading.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
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
  | { status: 'failed'; message: string }
  /** Too many files are being read: nothing was read; `message` says to try again shortly. */
  | { status: 'busy'; message: string };

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

/** Where the worker finds the file: bytes it takes over, or a local file it reads itself. */
export type WorkerSource = { bytes: Uint8Array } | { path: string };

/** A source ready for the worker, and what to do once it has been read. */
interface PreparedSource {
  source: WorkerSource;
  release?: () => Promise<void>;
}

/**
 * Files read at once in the process: each worker holds a file and what its reader inflates
 * (a 100 MB upload, up to 200 MB of XML), so concurrent uploads must not multiply that.
 */
export const EXTRACTION_SLOTS = new WorkSlots(2, 16);

/**
 * Whether a file sent now would be refused as {@link M.busy}: a send checks it before it stores
 * anything, so a full queue costs the user nothing but a retry.
 */
export function extractionQueueFull(): boolean {
  return EXTRACTION_SLOTS.full;
}

/**
 * Reads in a worker once a slot is free; a full queue is answered at once, in pt-BR. The source
 * is prepared only in the slot: a file waiting for one is not yet copied anywhere.
 */
async function extractInSlot(
  kind: FileKind,
  prepare: () => Promise<PreparedSource>,
  options: ExtractionOptions,
): Promise<Extraction> {
  try {
    return await EXTRACTION_SLOTS.run(async () => {
      const { source, release } = await prepare();
      try {
        return await runWorker(kind, source, {
          timeoutMs: options.timeoutMs ?? 60_000,
          maxMemoryMb: options.maxMemoryMb ?? 512,
        });
      } finally {
        await release?.();
      }
    });
  } catch (error) {
    if (error instanceof WorkQueueFull) {
      return { status: 'busy', message: M.busy };
    }
    throw error;
  }
}

function runWorker(
  kind: FileKind,
  source: WorkerSource,
  options: Required<ExtractionOptions>,
): Promise<Extraction> {
  return new Promise((resolve) => {
    const worker = new Worker(WORKER_URL, {
      workerData: { kind, source },
      ...('bytes' in source ? { transferList: [source.bytes.buffer as ArrayBuffer] } : {}),
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
  return extractInSlot(
    kind,
    async () => {
      // The worker takes the bytes over (transfer, not copy): give it its own buffer.
      const own = new Uint8Array(bytes.byteLength);
      own.set(bytes);
      return { source: { bytes: own } };
    },
    options,
  );
}

/**
 * The text of a local file (a spooled upload), read in a worker that opens the file itself: the
 * request thread never holds its bytes.
 */
export function extractFromFile(
  kind: FileKind,
  filePath: string,
  options: ExtractionOptions = {},
): Promise<Extraction> {
  if (IMAGE_KINDS.has(kind)) {
    return Promise.resolve({ status: 'image', message: M.imageNeedsVision });
  }
  return extractInSlot(kind, async () => ({ source: { path: filePath } }), options);
}

/**
 * The text of a stored file, read in a worker from a local file: the stored one itself, or for
 * a remote storage a copy streamed into the spool folder (removed once read). The request
 * thread never holds the whole file.
 */
export async function extractStoredFile(
  storage: FileStorage,
  file: { storageKey: string; kind: FileKind },
  options: ExtractionOptions = {},
): Promise<Extraction> {
  if (IMAGE_KINDS.has(file.kind)) {
    return { status: 'image', message: M.imageNeedsVision };
  }
  return extractInSlot(
    file.kind,
    async () => {
      const local = storage.localPath(file.storageKey);
      if (local !== null) {
        return { source: { path: local } };
      }
      const copy = await spooledCopy(storage, file.storageKey);
      return { source: { path: copy }, release: () => fs.promises.rm(copy, { force: true }) };
    },
    options,
  );
}

/** Streams a stored file into the spool folder, chunk by chunk; returns the copy's path. */
async function spooledCopy(storage: FileStorage, key: string): Promise<string> {
  await fs.promises.mkdir(storage.spoolDir, { recursive: true });
  const copy = path.join(storage.spoolDir, `${randomUUID()}.read`);
  try {
    await pipeline(await storage.open(key), fs.createWriteStream(copy));
  } catch (error) {
    await fs.promises.rm(copy, { force: true });
    throw error;
  }
  return copy;
}
