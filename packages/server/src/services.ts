import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from './clock.ts';
import type { ServerConfig } from './config.ts';
import type { Database } from './db/client.ts';
import type { BackgroundTasks } from './infra/background.ts';
import type { QueueFigures } from './infra/queue-figures.ts';
import type { RateLimiter } from './infra/rate-limit.ts';
import type { TokenService } from './modules/accounts/tokens.ts';
import type { ApiKeyService } from './modules/api-keys/keys.ts';
import type { FileStorage } from './modules/files/storage.ts';
import type { JobQueue } from './modules/jobs/queue.ts';
import type { PriceBook } from './modules/llm/price-book.ts';
import type { Messenger } from './modules/outbox/messenger.ts';
import type { PlanCatalog } from './modules/payments/plans.ts';
import type { PaymentProvider } from './modules/payments/provider.ts';

/** What handlers reach: one instance per server. */
export interface Services {
  config: ServerConfig;
  db: Database;
  databaseKind: 'pglite' | 'postgres';
  clock: Clock;
  limiter: RateLimiter;
  messenger: Messenger;
  tokens: TokenService;
  /** Personal API keys (issue 30), recognised from memory with the sessions' revocation rules. */
  apiKeys: ApiKeyService;
  payments: PaymentProvider;
  /** What model calls cost: the operator's prices and USD→BRL rate, read at most every 30 s. */
  priceBook: PriceBook;
  /** The plan list, read from the database at most once a minute. */
  plans: PlanCatalog;
  background: BackgroundTasks;
  /** Chat files: a folder under DATA_DIR, or S3-compatible storage when S3_BUCKET is set. */
  files: FileStorage;
  /** Requests and jobs running now and over the last minutes (the console's 'Status da Fila'). */
  queue: QueueFigures;
  /** Long agent runs: in process, or BullMQ on Redis when REDIS_URL is set. */
  jobs: JobQueue;
  log: FastifyBaseLogger;
}
