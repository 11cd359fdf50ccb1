// Called first by each worker thread of heavy work (reading files, ranking passages, parsing
// pages): the thread gives way to the request thread when both want the CPU. On a server with
// one or two cores, a worker ranking ten large documents at the same priority takes every other
// time slice from the event loop, and /healthz waits on it.
import os from 'node:os';

/** Niceness of a worker thread: above the request thread's 0, under the lowest (19). */
const WORKER_NICENESS = 10;

/**
 * Lowers the calling worker thread's priority. Linux only: there a thread is a task of its own,
 * and setpriority(2) on it leaves the other threads as they were; elsewhere it would lower the
 * whole process, request thread included, so nothing is done.
 */
export function yieldToRequestThread(): void {
  if (process.platform !== 'linux') {
    return;
  }
  try {
    os.setPriority(WORKER_NICENESS);
  } catch {
    // A container may forbid it: the work then runs at the same priority, as it did before.
  }
}
