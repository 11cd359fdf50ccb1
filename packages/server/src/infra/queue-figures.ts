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

interface Sample {
  endedAt: number;
  durationMs: number;
  ok: boolean;
}

/** @default 5 minutes */
export const QUEUE_WINDOW_MS = 5 * 60_000;
/** Samples kept at most, whatever the traffic: memory stays bounded under a flood. */
const MAX_SAMPLES = 10_000;

export class QueueFigures {
  private running = 0;
  private runningJobs = 0;
  private readonly samples: Sample[] = [];

  constructor(
    private readonly clock: Clock,
    private readonly windowMs: number = QUEUE_WINDOW_MS,
  ) {}

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
      this.samples.push({ endedAt, durationMs: Math.max(0, endedAt - startedAt), ok });
      if (this.samples.length > MAX_SAMPLES) {
        this.samples.splice(0, this.samples.length - MAX_SAMPLES);
      }
    };
  }

  snapshot(): QueueSnapshot {
    const now = this.clock.now().getTime();
    const from = now - this.windowMs;
    const firstInWindow = this.samples.findIndex((sample) => sample.endedAt >= from);
    this.samples.splice(0, firstInWindow === -1 ? this.samples.length : firstInWindow);
    const completed = this.samples.length;
    const totalMs = this.samples.reduce((sum, sample) => sum + sample.durationMs, 0);
    const failed = this.samples.filter((sample) => !sample.ok).length;
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
