// A bound on heavy work running at once (reading files, ranking their passages): each job holds
// a worker thread and the file's bytes and text, so unbounded concurrency multiplies memory.
// Jobs past the limit wait in a queue of bounded length; past that they are refused at once.

/**
 * What a caller refused with {@link WorkQueueFull} is told to wait (Retry-After): a job runs for
 * seconds, a full queue drains in about a minute.
 */
export const BUSY_RETRY_AFTER_MS = 60_000;

/** The queue is full: the caller answers with a pt-BR "try again shortly". */
export class WorkQueueFull extends Error {
  constructor() {
    super('Fila de trabalho cheia');
    this.name = 'WorkQueueFull';
  }
}

// Plain fields, no parameter properties: worker threads load this file with Node's type stripping.
export class WorkSlots {
  /** Jobs running at once. */
  readonly concurrency: number;
  /** Jobs waiting for a slot; one more is refused with {@link WorkQueueFull}. */
  readonly maxWaiting: number;
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(concurrency: number, maxWaiting: number) {
    this.concurrency = concurrency;
    this.maxWaiting = maxWaiting;
  }

  /** Jobs running and waiting now. */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  /** Whether one more job would be refused now: a caller can say so before it spends on the job. */
  get full(): boolean {
    return this.running >= this.concurrency && this.waiting.length >= this.maxWaiting;
  }

  /** Runs `work` once a slot is free; rejects with {@link WorkQueueFull} when the queue is full. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    await this.acquire();
    try {
      return await work();
    } finally {
      this.release();
    }
  }

  private acquire(): Promise<void> {
    if (this.running < this.concurrency) {
      this.running += 1;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.maxWaiting) {
      return Promise.reject(new WorkQueueFull());
    }
    // The slot passes straight to the next job: `running` stays as it is.
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) {
      next();
    } else {
      this.running -= 1;
    }
  }
}
