// One job in its own worker thread, for work that would hold the event loop (parsing a page,
// ranking a document's passages): the worker gets its input as workerData, posts one result and
// is ended; a time limit and a heap cap stop a job that loops or balloons.
import { Worker } from 'node:worker_threads';

export interface WorkerJobOptions {
  /** Whole job, the worker's start included. */
  timeoutMs: number;
  /** Old-generation heap of the worker, in MB. */
  maxMemoryMb: number;
  /** Buffers handed over to the worker instead of copied. Default: none. */
  transferList?: ArrayBuffer[];
}

/** Runs the worker at `url` on `data`; its first message is the result. */
export function runWorkerJob<Result>(url: URL, data: unknown, options: WorkerJobOptions): Promise<Result> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(url, {
      workerData: data,
      ...(options.transferList ? { transferList: options.transferList } : {}),
      resourceLimits: { maxOldGenerationSizeMb: options.maxMemoryMb },
    });
    let settled = false;
    const settle = (outcome: { result: Result } | { error: Error }) => {
      if (settled) {
        return;
      }
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      if ('result' in outcome) {
        resolve(outcome.result);
      } else {
        reject(outcome.error);
      }
    };
    const timer = setTimeout(
      () => settle({ error: new Error(`O trabalho em ${url.pathname} passou de ${options.timeoutMs} ms`) }),
      options.timeoutMs,
    );
    worker.once('message', (result: Result) => settle({ result }));
    worker.once('error', (error) => settle({ error }));
    worker.once('exit', (code) =>
      settle({ error: new Error(`O worker ${url.pathname} terminou sem resposta (código ${code})`) }),
    );
  });
}
