// The passages of a text chosen for an instruction, off the request thread when the text is long:
// chunking, ranking and the offline summary cost seconds for a 2 MB document (and every later
// message of its session ranks it again), so they run in a worker, a few at a time.

import { WorkSlots } from '../../infra/work-slots.ts';
import { runWorkerJob } from '../../infra/worker-job.ts';
import { chunkText, extractiveSummary, selectRelevantChunks } from './passages.ts';

export interface PassagesJob {
  text: string;
  /** What the chunks are ranked for. */
  instruction: string;
  /** Most chunks chosen (selectRelevantChunks' default when absent). */
  limit?: number;
  /** Most characters chosen, all chunks together (selectRelevantChunks' default when absent). */
  maxChars?: number;
  /** The instruction of the offline summary; no summary when absent. */
  summaryInstruction?: string;
}

export interface PassagesResult {
  /** Chunks the text was cut into. */
  chunkCount: number;
  /** The chosen chunks' text, in document order. */
  chosen: string[];
  /** The offline provider's extractive summary, when asked for. */
  summary: string | null;
}

// From the sources the worker is the .ts beside this file; in the tsup build, its own entry.
const WORKER_URL = import.meta.url.endsWith('.ts')
  ? new URL('./passages-worker.ts', import.meta.url)
  : new URL('./passages-worker.js', import.meta.url);

/**
 * Texts ranked at once in the process, whatever ranks them (a chat's document, a custom agent's
 * knowledge): the others wait (a few seconds each at worst), and past the queue are refused.
 */
export const RANKING_SLOTS = new WorkSlots(2, 64);

/** A ranking that takes longer than this is a bug, not a big file: the worker is ended. */
const RANKING_TIMEOUT_MS = 60_000;

/**
 * Texts up to this length are ranked on the request thread: measured at about 1 µs a character
 * for prose and 4 µs for random words, under 100 ms either way, less than starting a worker.
 */
export const INLINE_RANKING_CHARS = 20_000;

/** The passages of one text, as the worker chooses them. */
export function rankPassagesHere(job: PassagesJob): PassagesResult {
  const chunks = chunkText(job.text);
  const chosen = selectRelevantChunks(chunks, job.instruction, {
    ...(job.limit === undefined ? {} : { limit: job.limit }),
    ...(job.maxChars === undefined ? {} : { maxChars: job.maxChars }),
  });
  return {
    chunkCount: chunks.length,
    chosen: chosen.map((chunk) => chunk.text),
    summary:
      job.summaryInstruction === undefined ? null : extractiveSummary(job.text, job.summaryInstruction),
  };
}

/**
 * The chunks of `text` that match the instruction, and the offline summary when asked for: a
 * short text here, a long one in a worker (rejects with WorkQueueFull when too many wait).
 */
export async function rankPassages(job: PassagesJob): Promise<PassagesResult> {
  if (job.text.length <= INLINE_RANKING_CHARS) {
    return rankPassagesHere(job);
  }
  return rankInWorker<PassagesResult>(WORKER_URL, () => job);
}

/**
 * Runs the ranking worker at `url` in one of the process's ranking slots (rejects with
 * WorkQueueFull when too many wait). `job` is called only once the slot is free: a job that
 * reads large texts holds them while it runs, not while it waits.
 */
export function rankInWorker<Result>(url: URL, job: () => unknown): Promise<Result> {
  return RANKING_SLOTS.run(async () =>
    runWorkerJob<Result>(url, await job(), { timeoutMs: RANKING_TIMEOUT_MS, maxMemoryMb: 512 }),
  );
}
