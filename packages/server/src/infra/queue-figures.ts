// The figures of the operator console's 'Status da Fila' (spec 3 §2): how much work the server is
// doing right now and how it went over a sliding window. Requests to the API and background jobs
// (long agent runs) both report here, so the console shows the server's own numbers, not guesses.
import type { Clock } from '../clock.ts';

/** How a piece of work ended: an error is a 5xx answer or a job that failed or was interrupted. */
export interface WorkOutcome {
  ok: boolean;
}

/** What kind of work a sample is. */
export type WorkKind = 'request' | 'job';

export interface QueueSnapshot {
  /** Requests and jobs running now. */
  active: number;
  /** Of which, jobs. */
  activeJobs: number;
  /** Work finished within the window. */
  completed: number;
  /** Average duration of the work finished within the window, in seconds (0 when none). */
  averageResponseSeconds: number;
  /** Share of the work finished within the window that failed, in % (0 when none). */
  errorRatePercent: number;
  /** The window the averages cover, in seconds. */
  windowSeconds: number;
}

/** @default 5 minutes */
export const QUEUE_WINDOW_MS = 5 * 60_000;
/**
 * Work that ended is counted in one-second buckets: recording is a few additions whatever the
 * traffic (no list to trim on every request), memory stays fixed under a flood, and the counts
 * are exact. The window's oldest, partly covered second is left out.
 */
const BUCKET_MS = 1_000;

export class QueueFigures {
  private running = 0;
  private runningJobs = 0;
  /** Start of the second each bucket counts (NaN: never used). */
  private readonly starts: Float64Array;
  private readonly completed: Uint32Array;
  private readonly failed: Uint32Array;
  private readonly totalMs: Float64Array;

  constructor(
    private readonly clock: Clock,
    private readonly windowMs: number = QUEUE_WINDOW_MS,
  ) {
    const size = Math.ceil(windowMs / BUCKET_MS) + 1;
    this.starts = new Float64Array(size).fill(Number.NaN);
    this.completed = new Uint32Array(size);
    this.failed = new Uint32Array(size);
    this.totalMs = new Float64Array(size);
  }

  /** Marks the start of a piece of work; call the returned function once, when it ends. */
  begin(kind: WorkKind = 'request'): (outcome: WorkOutcome) => void {
    const startedAt = this.clock.now().getTime();
    this.running += 1;
    if (kind === 'job') {
      this.runningJobs += 1;
    }
    let ended = false;
    return ({ ok }) => {
      if (ended) {
        return;
      }
      ended = true;
      this.running -= 1;
      if (kind === 'job') {
        this.runningJobs -= 1;
      }
      const endedAt = this.clock.now().getTime();
      this.record(endedAt, Math.max(0, endedAt - startedAt), ok);
    };
  }

  private record(endedAt: number, durationMs: number, ok: boolean): void {
    const second = Math.floor(endedAt / BUCKET_MS);
    const index = second % this.starts.length;
    const start = second * BUCKET_MS;
    if (this.starts[index] !== start) {
      this.starts[index] = start;
      this.completed[index] = 0;
      this.failed[index] = 0;
      this.totalMs[index] = 0;
    }
    this.completed[index] = (this.completed[index] ?? 0) + 1;
    this.totalMs[index] = (this.totalMs[index] ?? 0) + durationMs;
    if (!ok) {
      this.failed[index] = (this.failed[index] ?? 0) + 1;
    }
  }

  snapshot(): QueueSnapshot {
    const now = this.clock.now().getTime();
    const from = now - this.windowMs;
    let completed = 0;
    let failed = 0;
    let totalMs = 0;
    for (let index = 0; index < this.starts.length; index++) {
      const start = this.starts[index] ?? Number.NaN;
      // NaN (never used) compares false.
      if (start >= from && start <= now) {
        completed += this.completed[index] ?? 0;
        failed += this.failed[index] ?? 0;
        totalMs += this.totalMs[index] ?? 0;
      }
    }
    return {
      active: this.running,
      activeJobs: this.runningJobs,
      completed,
      averageResponseSeconds: completed === 0 ? 0 : round2(totalMs / completed / 1000),
      errorRatePercent: completed === 0 ? 0 : round2((failed / completed) * 100),
      windowSeconds: Math.round(this.windowMs / 1000),
    };
  }
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
