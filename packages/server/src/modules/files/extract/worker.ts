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
// A file given by its path is read here, in the worker's memory, never the request thread's.
const bytes = 'bytes' in job.source ? job.source.bytes : await fs.promises.readFile(job.source.path);
const outcome = await readFileText(job.kind, bytes);
parentPort?.postMessage(outcome);
