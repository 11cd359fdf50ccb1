// What wakes the sweep of scheduled runs: a timer in this process on the embedded default, one
// BullMQ job scheduler shared by every node when REDIS_URL is set (each tick is taken by one
// node's worker). Either way the sweep reads the server's clock, and the run's unique row — not
// the driver — is what keeps a due time from running twice.
import { Queue, Worker } from 'bullmq';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { closeBullmq } from '../../infra/bullmq-close.ts';
import type { Services } from '../../services.ts';
import { sweepDueSchedules } from './runs.ts';

export interface ScheduleDriver {
  readonly kind: 'in-process' | 'bullmq';
  close(): Promise<void>;
}

/** One sweep at a time in this process; a tick that finds one running is skipped. */
function sweeper(services: Services) {
  let sweeping: Promise<unknown> | null = null;
  return {
    sweep(): Promise<unknown> {
      sweeping ??= sweepDueSchedules(services)
        .catch((error: unknown) => services.log.error({ err: error }, 'Falha na varredura de agendamentos'))
        .finally(() => {
          sweeping = null;
        });
      return sweeping;
    },
    idle: () => sweeping ?? Promise.resolve(),
  };
}

/** A timer every `tickMs` in this process. */
export class InProcessScheduleDriver implements ScheduleDriver {
  readonly kind = 'in-process' as const;
  private readonly timer: NodeJS.Timeout;
  private readonly sweeps: ReturnType<typeof sweeper>;

  constructor(services: Services, tickMs: number) {
    this.sweeps = sweeper(services);
    this.timer = setInterval(() => void this.sweeps.sweep(), tickMs);
    this.timer.unref();
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.sweeps.idle();
  }
}

const QUEUE_NAME = 'schedule-sweeps';
const SCHEDULER_ID = 'sweep';

/** A BullMQ job scheduler (every `tickMs`) whose ticks any node's worker takes, one at a time. */
export class BullScheduleDriver implements ScheduleDriver {
  readonly kind = 'bullmq' as const;
  private readonly queue: Queue;
  private readonly worker: Worker;
  private readonly connections: Redis[] = [];

  constructor(
    services: Services,
    options: { redisUrl: string; prefix: string; tickMs: number; log: FastifyBaseLogger },
  ) {
    const connection = () => {
      const redis = new Redis(options.redisUrl, { maxRetriesPerRequest: null });
      redis.on('error', (error) => options.log.warn({ err: error }, 'Redis dos agendamentos indisponível'));
      this.connections.push(redis);
      return redis;
    };
    const sweeps = sweeper(services);
    this.queue = new Queue(QUEUE_NAME, { connection: connection(), prefix: options.prefix });
    this.queue.on('error', (error) => options.log.warn({ err: error }, 'Falha na fila de agendamentos'));
    this.worker = new Worker(QUEUE_NAME, () => sweeps.sweep(), {
      connection: connection(),
      prefix: options.prefix,
      concurrency: 1,
    });
    this.worker.on('error', (error) => options.log.error({ err: error }, 'Falha no worker de agendamentos'));
    // Every node upserts the same scheduler id: one tick stream however many nodes start.
    void this.queue
      .upsertJobScheduler(
        SCHEDULER_ID,
        { every: options.tickMs },
        { name: SCHEDULER_ID, opts: { removeOnComplete: true, removeOnFail: 100 } },
      )
      .catch((error: unknown) =>
        options.log.error({ err: error }, 'Falha ao agendar a varredura de agendamentos'),
      );
  }

  async close(): Promise<void> {
    await closeBullmq([this.worker, this.queue], this.connections);
  }
}

/** The driver this server's configuration asks for. */
export function startScheduleDriver(services: Services, redisPrefix: string | undefined): ScheduleDriver {
  const { config } = services;
  return config.redisUrl
    ? new BullScheduleDriver(services, {
        redisUrl: config.redisUrl,
        prefix: `${redisPrefix ?? 'sppock:'}schedules`,
        tickMs: config.scheduleTickMs,
        log: services.log,
      })
    : new InProcessScheduleDriver(services, config.scheduleTickMs);
}
