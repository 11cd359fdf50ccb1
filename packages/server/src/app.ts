// Builds the reference server: database (migrated and seeded), services, the contract's routes,
// the built app (SPA) when there is one.

import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import multipart from '@fastify/multipart';
import { MAX_UPLOAD_BYTES } from '@sppock/sdk';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyHttpOptions,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import { type Clock, HOUR, systemClock } from './clock.ts';
import { isLoopbackHost, resolveJwtSecret, type ServerConfig } from './config.ts';
import { bindContract } from './contract/bind.ts';
import { listOperations, loadContract, type OpenApiDocument } from './contract/document.ts';
import type { OperationTable } from './contract/types.ts';
import { ContractValidator } from './contract/validation.ts';
import { type DatabaseHandle, openDatabase } from './db/client.ts';
import { accountsOperations } from './http/accounts/handlers.ts';
import { answerStreamOperations } from './http/agents/chat/answer-streams.ts';
import { chatOperations } from './http/agents/chat/handlers.ts';
import { agentsOperations } from './http/agents/handlers.ts';
import { apiKeysOperations } from './http/api-keys/handlers.ts';
import { registerApiKeySurfaces } from './http/api-keys/http.ts';
import { assessmentsOperations } from './http/assessments/handlers.ts';
import { chatbotOperations } from './http/chatbot/handlers.ts';
import { consoleOperations } from './http/console/handlers.ts';
import { conversationSearchOperations } from './http/conversation-search/handlers.ts';
import { customAgentsOperations } from './http/custom-agents/handlers.ts';
import { embedOperations } from './http/embed/handlers.ts';
import { registerEmbedHttp } from './http/embed/http.ts';
import { filesOperations } from './http/files/handlers.ts';
import { marketingOperations } from './http/marketing/handlers.ts';
import { memoryOperations } from './http/memory/handlers.ts';
import { paymentsOperations } from './http/payments/handlers.ts';
import { privacyOperations } from './http/privacy/handlers.ts';
import { schedulesOperations } from './http/schedules/handlers.ts';
import { shareLinkOperations } from './http/share-links/handlers.ts';
import { supportOperations } from './http/support/handlers.ts';
import { systemOperations } from './http/system/handlers.ts';
import { teamsOperations } from './http/teams/handlers.ts';
import { whatsappOperations } from './http/whatsapp/handlers.ts';
import { type AnswerStreamStore, MemoryAnswerStreams, RedisAnswerStreams } from './infra/answer-streams.ts';
import { BackgroundTasks } from './infra/background.ts';
import { serializeError } from './infra/log-errors.ts';
import { logStream } from './infra/log-stream.ts';
import { QueueFigures } from './infra/queue-figures.ts';
import { MemoryRateLimiter, type RateLimiter, RedisRateLimiter } from './infra/rate-limit.ts';
import { InProcessRevocations, RedisRevocations, type RevocationChannel } from './infra/revocations.ts';
import { registerSecurityHeaders } from './infra/security-headers.ts';
import { appPages, inlineScriptHashes, registerWebApp } from './infra/web-app.ts';
import { TokenService } from './modules/accounts/tokens.ts';
import { startLongRuns } from './modules/agents/chat/long-runs.ts';
import { ApiKeyService } from './modules/api-keys/keys.ts';
import { createFileStorage } from './modules/files/create-storage.ts';
import { BullJobQueue, InlineJobQueue, type JobQueue } from './modules/jobs/queue.ts';
import { PriceBook } from './modules/llm/price-book.ts';
import { Messenger } from './modules/outbox/messenger.ts';
import { PlanCatalog } from './modules/payments/plans.ts';
import { type PaymentProvider, TestModeProvider } from './modules/payments/provider.ts';
import { StripeProvider } from './modules/payments/stripe.ts';
import { startPrivacy } from './modules/privacy/daily.ts';
import { startScheduleDriver } from './modules/schedules/scheduler.ts';
import { startPixRenewalReminders } from './modules/support/pix-renewal.ts';
import { registerWhatsappAnswers } from './modules/whatsapp/responders.ts';
import { type DemoAccount, seed } from './seed.ts';
import type { Services } from './services.ts';

/** Every implemented operation, by operationId. */
export const operationTable: OperationTable = {
  ...systemOperations,
  ...accountsOperations,
  ...apiKeysOperations,
  ...privacyOperations,
  ...paymentsOperations,
  ...agentsOperations,
  ...conversationSearchOperations,
  ...memoryOperations,
  ...shareLinkOperations,
  ...chatOperations,
  ...answerStreamOperations,
  ...filesOperations,
  ...supportOperations,
  ...chatbotOperations,
  ...marketingOperations,
  ...assessmentsOperations,
  ...consoleOperations,
  ...teamsOperations,
  ...customAgentsOperations,
  ...embedOperations,
  ...whatsappOperations,
  ...schedulesOperations,
};

export interface BuildOptions {
  config: ServerConfig;
  /** An already open database (tests); otherwise one is opened from the configuration. */
  database?: DatabaseHandle;
  clock?: Clock;
  limiter?: RateLimiter;
  /** Prefix of the Redis keys and channels. Default: `config.redisPrefix`, else `sppock:rl:` (limits) and `sppock:` */
  redisPrefix?: string;
  /**
   * A logger, or pino options merged over the defaults (a `stream` captures the log in tests).
   * Default: pino at `config.logLevel`, database errors without their parameters.
   */
  logger?: FastifyServerOptions['logger'] | FastifyBaseLogger;
  contract?: OpenApiDocument;
  operations?: OperationTable;
  /**
   * Awaited once everything but the built app is set up, before the app's pages are read (`npm
   * start` lets the server start while the app is still being built: start-gate.ts). What it gives
   * back is the built app's folder as it stands then (`config.staticDir` was decided at the start).
   */
  beforeWebApp?: () => Promise<{ staticDir: string | null } | undefined>;
  /**
   * Seed the demo accounts; only ever with the development opt-in (`config.demo`: SPPOCK_DEMO=1,
   * outside production, loopback host). Default: `config.demo`.
   */
  demoAccounts?: boolean;
}

export interface SppockServer {
  app: FastifyInstance;
  services: Services;
  /** Operations with a handler, and the ones that answer 501. */
  implemented: string[];
  notImplemented: string[];
  demoAccounts: DemoAccount[];
  close(): Promise<void>;
}

/** JSON bodies up to 1 MiB; files (multipart, chat attachments) up to 100 MB. */
export const BODY_LIMIT = 1024 * 1024;
export const FILE_LIMIT = MAX_UPLOAD_BYTES;
/**
 * Text fields of a multipart body (send_message's: action, message, session_id, location, with
 * room to spare) and the bytes of each (the 20,000-character message in 4-byte characters). The
 * parser's defaults, any number of fields of 1 MB, let one body hold hundreds of MB in memory.
 */
export const MULTIPART_FIELDS = 8;
export const MULTIPART_FIELD_BYTES = 96 * 1024;

export async function buildServer(options: BuildOptions): Promise<SppockServer> {
  const { config } = options;
  const clock = options.clock ?? systemClock;
  const base: FastifyHttpOptions<http.Server, FastifyBaseLogger> = {
    bodyLimit: BODY_LIMIT,
    // Fastify also takes a hop count here, which its types leave out.
    trustProxy: config.trustProxy as boolean,
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 200 },
    logController: new AccessLog(),
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w.:-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
  };
  const isLogger = (value: unknown): value is FastifyBaseLogger =>
    typeof value === 'object' && value !== null && typeof (value as FastifyBaseLogger).child === 'function';
  const app: FastifyInstance = isLogger(options.logger)
    ? Fastify({ ...base, loggerInstance: options.logger })
    : Fastify({
        ...base,
        logger:
          options.logger === false
            ? false
            : {
                level: config.logLevel,
                redact: ['req.headers.authorization', 'req.headers.cookie'],
                serializers: { err: serializeError },
                ...(typeof options.logger === 'object' ? options.logger : {}),
                stream: (typeof options.logger === 'object' && options.logger.stream) || logStream(),
              },
      });
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  // The built app's folder: as configured, or as it stands after `beforeWebApp`.
  let staticDir = config.staticDir;
  await registerSecurityHeaders(app, {
    production: config.production,
    inlineScriptHashes: () => [...new Set(appPages(staticDir).flatMap(inlineScriptHashes))],
  });

  const contract = options.contract ?? loadContract();
  const operations = listOperations(contract);
  const database =
    options.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  const cleanups: (() => Promise<void> | void)[] = [];
  if (!options.database) {
    cleanups.push(() => database.close());
  }
  try {
    await database.migrate();
    const seeded = await seed(database.db, clock, {
      demoAccounts: (options.demoAccounts ?? config.demo) && config.demo,
      // A server others can reach must not keep accounts whose passwords are published.
      disableDemoAccounts: config.production || !isLoopbackHost(config.host),
      // The demo partner site (/parceiro-demo/) is served by this server itself.
      demoSiteOrigins: [
        ...new Set([
          `http://localhost:${config.port}`,
          `http://127.0.0.1:${config.port}`,
          URL.canParse(config.publicAppUrl)
            ? new URL(config.publicAppUrl).origin
            : `http://localhost:${config.port}`,
        ]),
      ],
    });
    if (seeded.disabled > 0) {
      app.log.warn(
        { disabled: seeded.disabled },
        'Contas de demonstração desativadas: este servidor não é de desenvolvimento local',
      );
    }

    const redisPrefix = options.redisPrefix ?? config.redisPrefix ?? undefined;
    let limiter = options.limiter;
    if (!limiter) {
      limiter = config.redisUrl
        ? new RedisRateLimiter(config.redisUrl, redisPrefix)
        : new MemoryRateLimiter(clock);
      cleanups.push(() => limiter?.close());
    }
    const messenger = new Messenger({
      db: database.db,
      log: app.log,
      smtpUrl: config.smtpUrl,
      mailFrom: config.mailFrom,
      smsProviderUrl: config.smsProviderUrl,
      smsProviderToken: config.smsProviderToken,
      production: config.production,
    });
    if (config.production && (!config.smtpUrl || !config.smsProviderUrl)) {
      app.log.warn(
        { smtp: Boolean(config.smtpUrl), sms: Boolean(config.smsProviderUrl) },
        'Produção sem SMTP_URL e/ou SMS_PROVIDER_URL: códigos e links ficam só na caixa de saída do banco',
      );
    }
    cleanups.push(() => messenger.close());
    const payments: PaymentProvider = config.stripeSecretKey
      ? new StripeProvider(config.stripeSecretKey, config.stripeApiBase)
      : new TestModeProvider();
    const background = new BackgroundTasks(app.log);
    const queueFigures = new QueueFigures(clock);
    const jobs: JobQueue = config.redisUrl
      ? new BullJobQueue({
          redisUrl: config.redisUrl,
          prefix: `${redisPrefix ?? 'sppock:'}jobs`,
          takeoverMs: config.jobTakeoverMs,
          figures: queueFigures,
          log: app.log,
        })
      : new InlineJobQueue(queueFigures);
    cleanups.push(() => jobs.close());
    // Every node forgets a revoked session at once: in process on one node, Redis pub/sub on many.
    const revocations: RevocationChannel = config.redisUrl
      ? new RedisRevocations(config.redisUrl, redisPrefix)
      : new InProcessRevocations();
    cleanups.push(() => revocations.close());
    // An answer in flight is followed from any tab and stopped from any node: Redis on many nodes.
    const answerStreams: AnswerStreamStore = config.redisUrl
      ? new RedisAnswerStreams(config.redisUrl, redisPrefix)
      : new MemoryAnswerStreams();
    cleanups.push(() => answerStreams.close());
    const services: Services = {
      config,
      db: database.db,
      databaseKind: database.kind,
      clock,
      limiter,
      messenger,
      tokens: new TokenService(database.db, resolveJwtSecret(config), clock, {
        sessionMaxMs: config.sessionMaxHours * HOUR,
        revocations,
      }),
      apiKeys: new ApiKeyService(database.db, clock, revocations),
      payments,
      plans: new PlanCatalog(database.db, clock),
      priceBook: new PriceBook(database.db, clock, config.llm.usdBrlRate),
      background,
      files: createFileStorage(config.storage, config.dataDir),
      queue: queueFigures,
      jobs,
      answerStreams,
      log: app.log,
    };
    registerQueueFigures(app, services.queue);
    // Runs the last stop left unfinished are marked interrupted before any request is served.
    await startLongRuns(services);
    // The data export's job, and the daily retention and expiry work (LGPD, issue 31).
    cleanups.push(startPrivacy(services));
    // Reminders to renew a plan paid by Pix, before its paid time ends (issue 31 §2).
    cleanups.push(startPixRenewalReminders(services));
    // WhatsApp answers run as queued jobs (issue 31): a node that dies leaves them to another.
    registerWhatsappAnswers(services);
    // Scheduled runs (issue 30): a timer here, or one BullMQ job scheduler across the nodes.
    const scheduleDriver = startScheduleDriver(services, redisPrefix);
    cleanups.push(() => scheduleDriver.close());

    await app.register(multipart, {
      limits: { fileSize: FILE_LIMIT, files: 10, fields: MULTIPART_FIELDS, fieldSize: MULTIPART_FIELD_BYTES },
    });

    // Partner sites: CORS of the embed calls, the loader and widget files, the demo page.
    registerEmbedHttp(app, services);
    // Personal API keys' surfaces (issue 30): /v1 in OpenAI's shapes and /mcp, outside the binder.
    registerApiKeySurfaces(app, services);

    const bound = bindContract(app, {
      doc: contract,
      operations,
      table: options.operations ?? operationTable,
      services,
      validator: new ContractValidator(contract),
      validateResponses: config.validateResponses,
      // A partner site's Commander visitor is resolved by the embed's hook (its token is no access token).
      authenticate: async (request) =>
        request.sppockEmbedVisitor?.caller ?? services.tokens.authenticate(request.headers.authorization),
    });

    // The built app is read from here on: `npm start` may still be building it until now.
    const built = await options.beforeWebApp?.();
    if (built) {
      staticDir = built.staticDir;
    }
    await registerWebApp(app, { staticDir });

    app.addHook('onClose', async () => {
      await background.drain();
      for (const cleanup of cleanups.reverse()) {
        await cleanup();
      }
    });

    await app.ready();
    return {
      app,
      services,
      implemented: bound.implemented,
      notImplemented: bound.missing,
      demoAccounts: seeded.demo,
      close: () => app.close(),
    };
  } catch (error) {
    for (const cleanup of cleanups.reverse()) {
      await Promise.resolve(cleanup()).catch(() => {});
    }
    throw error;
  }
}

/**
 * The access log: one line per request, written when its answer is sent (the request, the status,
 * the time), where Fastify writes two (one on arrival, one at the end). Writing the log was a sixth
 * of an authenticated read's cost (issue 28). Errors keep Fastify's own lines.
 */
class AccessLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) {
      return;
    }
    const line = {
      method: request.method,
      url: request.url,
      remoteAddress: request.ip,
      statusCode: reply.statusCode,
      responseTime: reply.elapsedTime,
    };
    if (error) {
      reply.log.error({ ...line, err: error }, 'request errored');
    } else {
      reply.log.info(line, 'request completed');
    }
  }
}

/** Every API request counts in the console's queue figures; a 5xx answer counts as an error. */
function registerQueueFigures(app: FastifyInstance, queue: QueueFigures): void {
  const ends = new WeakMap<object, (outcome: { ok: boolean }) => void>();
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.url.startsWith('/api/')) {
      ends.set(request, queue.begin('request'));
    }
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    ends.get(request)?.({ ok: reply.statusCode < 500 });
    done();
  });
  // A visitor who closes the page mid-answer ended the request; it is not a server error.
  app.addHook('onRequestAbort', (request, done) => {
    ends.get(request)?.({ ok: true });
    done();
  });
}
