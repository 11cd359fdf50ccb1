// Where long agent runs execute (spec 2 §9: minutes): an in-process queue by default, BullMQ on
// Redis when REDIS_URL is set (any API node's worker may take a job; the node that enqueued it
// follows its progress and result through BullMQ's queue events). Every job counts in the
// console's queue figures while it runs.
import { Queue, QueueEvents, Worker } from 'bullmq';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { closeBullmq } from '../../infra/bullmq-close.ts';
import type { QueueFigures } from '../../infra/queue-figures.ts';

/** Reports a step of a running job (shown to the user as progress). */
export type ReportProgress = (step: string) => Promise<void>;
export type JobHandler = (payload: unknown, report: ReportProgress) => Promise<unknown>;

export interface JobQueue {
  readonly kind: 'inline' | 'bullmq';
  /** The work behind a job name; every node registers the same handlers. */
  register(name: string, handler: JobHandler): void;
  /** Enqueues job `id` and resolves with its result; each progress step reaches `onProgress`. */
  run(name: string, id: string, payload: unknown, onProgress: (step: string) => void): Promise<unknown>;
  /** Whether job `id` is queued or running somewhere (false when it is unknown or over). */
  isAlive(id: string): Promise<boolean>;
  close(): Promise<void>;
}

/** Jobs run at once in this process, at most `concurrency` together; the rest wait in order. */
export class InlineJobQueue implements JobQueue {
  readonly kind = 'inline' as const;
  private readonly handlers = new Map<string, JobHandler>();
  private readonly waiting: (() => void)[] = [];
  private readonly alive = new Set<string>();
  private running = 0;

  constructor(
    private readonly figures: QueueFigures,
    private readonly concurrency = 4,
  ) {}

  register(name: string, handler: JobHandler): void {
    this.handlers.set(name, handler);
  }

  async run(
    name: string,
    id: string,
    payload: unknown,
    onProgress: (step: string) => void,
  ): Promise<unknown> {
    const handler = this.handlers.get(name);
    if (!handler) {
      throw new Error(`Tarefa sem handler: ${name}`);
    }
    this.alive.add(id);
    try {
      if (this.running >= this.concurrency) {
        await new Promise<void>((resolve) => this.waiting.push(resolve));
      }
      this.running += 1;
      const end = this.figures.begin('job');
      try {
        const result = await handler(payload, async (step) => onProgress(step));
        end({ ok: true });
        return result;
      } catch (error) {
        end({ ok: false });
        throw error;
      } finally {
        this.running -= 1;
        this.waiting.shift()?.();
      }
    } finally {
      this.alive.delete(id);
    }
  }

  async isAlive(id: string): Promise<boolean> {
    return this.alive.has(id);
  }

  async close(): Promise<void> {}
}

interface Waiter {
  onProgress: (step: string) => void;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

const QUEUE_NAME = 'agent-runs';
const ALIVE_STATES = new Set(['waiting', 'active', 'delayed', 'prioritized', 'waiting-children']);

/** Jobs on BullMQ: stored in Redis under `prefix`, taken by the workers of every node. */
export class BullJobQueue implements JobQueue {
  readonly kind = 'bullmq' as const;
  private readonly handlers = new Map<string, JobHandler>();
  private readonly waiters = new Map<string, Waiter>();
  private readonly queue: Queue;
  private readonly worker: Worker;
  private readonly events: QueueEvents;
  private readonly connections: Redis[] = [];

  constructor(options: {
    redisUrl: string;
    prefix: string;
    figures: QueueFigures;
    log: FastifyBaseLogger;
    concurrency?: number;
    /** How long a job whose node stopped renewing its lock waits for another node. Default: 30 000 ms. */
    takeoverMs?: number;
  }) {
    const connection = () => {
      const redis = new Redis(options.redisUrl, { maxRetriesPerRequest: null });
      // Without a listener ioredis prints every reconnection failure as an unhandled error; the
      // queue's own calls surface the failure, so one warning line per error is enough.
      redis.on('error', (error) => options.log.warn({ err: error }, 'Redis da fila de tarefas indisponível'));
      this.connections.push(redis);
      return redis;
    };
    const prefix = options.prefix;
    this.queue = new Queue(QUEUE_NAME, { connection: connection(), prefix });
    this.events = new QueueEvents(QUEUE_NAME, { connection: connection(), prefix });
    this.worker = new Worker(
      QUEUE_NAME,
      async (job) => {
        const handler = this.handlers.get(job.name);
        if (!handler) {
          throw new Error(`Tarefa sem handler: ${job.name}`);
        }
        const end = options.figures.begin('job');
        try {
          const result = await handler(job.data, (step) => job.updateProgress({ step }));
          end({ ok: true });
          return result;
        } catch (error) {
          end({ ok: false });
          throw error;
        }
      },
      // A job whose node died (its lock not renewed for `takeoverMs`) goes back to the queue once
      // and another node's worker runs it from the start; its answer is stored as any other. A
      // job that stalls twice fails, and its run is marked interrupted.
      {
        connection: connection(),
        prefix,
        concurrency: options.concurrency ?? 4,
        maxStalledCount: 1,
        lockDuration: options.takeoverMs ?? 30_000,
        stalledInterval: options.takeoverMs ?? 30_000,
      },
    );
    this.worker.on('error', (error) => options.log.error({ err: error }, 'Falha no worker de tarefas'));
    // An 'error' event without a listener would end the process when Redis goes away.
    this.queue.on('error', (error) => options.log.warn({ err: error }, 'Falha na fila de tarefas'));
    this.events.on('error', (error) =>
      options.log.warn({ err: error }, 'Falha nos eventos da fila de tarefas'),
    );
    this.events.on('progress', ({ jobId, data }) => {
      const step = (data as { step?: unknown } | undefined)?.step;
      if (typeof step === 'string') {
        this.waiters.get(jobId)?.onProgress(step);
      }
    });
    this.events.on('completed', ({ jobId, returnvalue }) => {
      const waiter = this.waiters.get(jobId);
      this.waiters.delete(jobId);
      waiter?.resolve(typeof returnvalue === 'string' ? safeParse(returnvalue) : returnvalue);
    });
    this.events.on('failed', ({ jobId, failedReason }) => {
      const waiter = this.waiters.get(jobId);
      this.waiters.delete(jobId);
      waiter?.reject(new Error(failedReason));
    });
  }

  register(name: string, handler: JobHandler): void {
    this.handlers.set(name, handler);
  }

  async run(
    name: string,
    id: string,
    payload: unknown,
    onProgress: (step: string) => void,
  ): Promise<unknown> {
    await this.events.waitUntilReady();
    const result = new Promise<unknown>((resolve, reject) => {
      this.waiters.set(id, { onProgress, resolve, reject });
    });
    try {
      await this.queue.add(name, payload, {
        jobId: id,
        attempts: 1,
        removeOnComplete: { age: 3600 },
        removeOnFail: { age: 24 * 3600 },
      });
    } catch (error) {
      this.waiters.delete(id);
      throw error;
    }
    return result;
  }

  async isAlive(id: string): Promise<boolean> {
    const job = await this.queue.getJob(id);
    return job ? ALIVE_STATES.has(await job.getState()) : false;
  }

  async close(): Promise<void> {
    await closeBullmq([this.worker, this.events, this.queue], this.connections);
  }
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
