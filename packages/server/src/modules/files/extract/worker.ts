// The extraction worker: one file per worker, so a parser that loops or balloons is ended by the
// parent's time limit and the worker's memory cap without touching the request thread.
import { parentPort, workerData } from 'node:worker_threads';
import type { FileKind } from '../file-types.ts';
import { readFileText } from './readers.ts';

interface Job {
  kind: FileKind;
  bytes: Uint8Array;
}

const job = workerData as Job;
const outcome = await readFileText(job.kind, job.bytes);
parentPort?.postMessage(outcome);
