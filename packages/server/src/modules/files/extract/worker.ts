// The extraction worker: one file per worker, so a parser that loops or balloons is ended by the
// parent's time limit and the worker's memory cap without touching the request thread.
import fs from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { yieldToRequestThread } from '../../../infra/background-thread.ts';
import type { FileKind } from '../file-types.ts';
import type { WorkerSource } from './index.ts';
import { readFileText } from './readers.ts';

interface Job {
  kind: FileKind;
  source: WorkerSource;
}

yieldToRequestThread();
const job = workerData as Job;
/** A file given by its path is read here, in the worker's memory, never the request thread's. */
async function bytesOf(source: WorkerSource): Promise<Uint8Array> {
  if ('bytes' in source) {
    return source.bytes;
  }
  const read = await fs.promises.readFile(source.path);
  // A plain Uint8Array over the same memory: pdf.js refuses a Buffer.
  return new Uint8Array(read.buffer, read.byteOffset, read.byteLength);
}

const bytes = await bytesOf(job.source);
const outcome = await readFileText(job.kind, bytes);
parentPort?.postMessage(outcome);
