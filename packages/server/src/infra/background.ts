import type { FastifyBaseLogger } from 'fastify';

/**
 * Work the response does not wait for (e-mails whose timing must not reveal whether an account
 * exists). `drain()` waits for what is in flight: at shutdown, and in tests.
 */
export class BackgroundTasks {
  private readonly pending = new Set<Promise<unknown>>();
  private readonly log: FastifyBaseLogger;

  constructor(log: FastifyBaseLogger) {
    this.log = log;
  }

  run(label: string, task: () => Promise<unknown>): void {
    const promise = task()
      .catch((error: unknown) => {
        this.log.error({ err: error, task: label }, 'Falha em tarefa de fundo');
      })
      .finally(() => {
        this.pending.delete(promise);
      });
    this.pending.add(promise);
  }

  async drain(): Promise<void> {
    while (this.pending.size > 0) {
      await Promise.all([...this.pending]);
    }
  }
}
