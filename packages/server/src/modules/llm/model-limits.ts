// Per-model limits (requests and tokens per minute and per day) that the operator sets in the
// database (`llm_models`, `npm run sppock -- limits set`), enforced on every model call through
// the shared rate limiter: Redis when configured, so a limit holds across every API node. The
// windows are the clock's minute and the UTC day, so the console's current/limit figures and the
// enforcement read the same counters.
import type { LanguageModelV4, LanguageModelV4Middleware, LanguageModelV4Usage } from '@ai-sdk/provider';
import { wrapLanguageModel } from 'ai';
import { eq } from 'drizzle-orm';
import { MINUTE } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import type { RateLimiter } from '../../infra/rate-limit.ts';
import type { Services } from '../../services.ts';
import type { ModelChoice } from './choose-model.ts';
import { llmModels } from './schema.ts';
import { type CountableMessage, countMessagesTokens } from './tokens.ts';

export interface ModelLimitSettings {
  requestsPerMinute: number | null;
  tokensPerMinute: number | null;
  requestsPerDay: number | null;
  tokensPerDay: number | null;
  tier: string | null;
}

export interface ModelUsageNow {
  minuteRequests: number;
  minuteTokens: number;
  dayRequests: number;
  dayTokens: number;
}

const DAY_MS = 24 * 60 * MINUTE;

/** The limiter keys of the current minute and UTC day: aligned with the clock, shared by every node. */
function windowKeys(model: string, now: Date) {
  const minute = Math.floor(now.getTime() / MINUTE);
  const day = Math.floor(now.getTime() / DAY_MS);
  return {
    minuteRequests: `llm:rpm:${model}:${minute}`,
    minuteTokens: `llm:tpm:${model}:${minute}`,
    dayRequests: `llm:rpd:${model}:${day}`,
    dayTokens: `llm:tpd:${model}:${day}`,
    minuteLeftMs: (minute + 1) * MINUTE - now.getTime(),
    dayLeftMs: (day + 1) * DAY_MS - now.getTime(),
  };
}

/** Requests and tokens counted for a model in the current minute and day. */
export async function modelUsageNow(limiter: RateLimiter, model: string, now: Date): Promise<ModelUsageNow> {
  const keys = windowKeys(model, now);
  const [minuteRequests, minuteTokens, dayRequests, dayTokens] = await Promise.all([
    limiter.peek(keys.minuteRequests),
    limiter.peek(keys.minuteTokens),
    limiter.peek(keys.dayRequests),
    limiter.peek(keys.dayTokens),
  ]);
  return {
    minuteRequests: Math.max(0, minuteRequests.count),
    minuteTokens: Math.max(0, minuteTokens.count),
    dayRequests: Math.max(0, dayRequests.count),
    dayTokens: Math.max(0, dayTokens.count),
  };
}

// Limits are read on every call: a short per-process cache keeps that off the database while an
// operator's change still applies within seconds on every node.
const CACHE_MS = 5_000;
const cache = new WeakMap<Database, Map<string, { at: number; limits: ModelLimitSettings | null }>>();

/** The model's limits, or null when it has none (no row, or every limit empty). */
export async function limitsOf(
  db: Database,
  model: string,
  nowMs = Date.now(),
): Promise<ModelLimitSettings | null> {
  let byModel = cache.get(db);
  if (!byModel) {
    byModel = new Map();
    cache.set(db, byModel);
  }
  const cached = byModel.get(model);
  if (cached && nowMs - cached.at < CACHE_MS) {
    return cached.limits;
  }
  const [row] = await db
    .select({
      requestsPerMinute: llmModels.requestsPerMinute,
      tokensPerMinute: llmModels.tokensPerMinute,
      requestsPerDay: llmModels.requestsPerDay,
      tokensPerDay: llmModels.tokensPerDay,
      tier: llmModels.tier,
    })
    .from(llmModels)
    .where(eq(llmModels.model, model));
  const limits =
    row &&
    (row.requestsPerMinute !== null ||
      row.tokensPerMinute !== null ||
      row.requestsPerDay !== null ||
      row.tokensPerDay !== null)
      ? row
      : null;
  byModel.set(model, { at: nowMs, limits });
  return limits;
}

/** Forgets cached limits (after the operator changes them in this process). */
export function forgetModelLimits(db: Database): void {
  cache.delete(db);
}

type LimitKind = 'requestsPerMinute' | 'tokensPerMinute' | 'requestsPerDay' | 'tokensPerDay';

const LIMIT_WORDS: Record<LimitKind, string> = {
  requestsPerMinute: 'requisições por minuto',
  tokensPerMinute: 'tokens por minuto',
  requestsPerDay: 'requisições por dia',
  tokensPerDay: 'tokens por dia',
};

function waitText(seconds: number): string {
  if (seconds < 60) {
    return `${seconds} s`;
  }
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) {
    return `${minutes} min`;
  }
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** A call refused before it reached the provider: the model's limit for the window is used up. */
export class ModelLimitError extends Error {
  override readonly name = 'ModelLimitError';
  constructor(
    readonly model: string,
    readonly kind: LimitKind,
    readonly limit: number,
    readonly retryAfterSeconds: number,
  ) {
    super(
      `O modelo ${model} atingiu o limite de ${limit.toLocaleString('pt-BR')} ${LIMIT_WORDS[kind]} definido pela operação. Tente de novo em ${waitText(retryAfterSeconds)}.`,
    );
  }

  static isInstance(error: unknown): error is ModelLimitError {
    return error instanceof Error && error.name === 'ModelLimitError' && 'retryAfterSeconds' in error;
  }
}

/** The refusal among an error and the errors it wraps (the AI SDK keeps them in `lastError`/`cause`). */
export function modelLimitErrorIn(error: unknown): ModelLimitError | null {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current !== undefined && current !== null; depth++) {
    if (ModelLimitError.isInstance(current)) {
      return current;
    }
    const node = current as { lastError?: unknown; cause?: unknown };
    current = node.lastError ?? node.cause;
  }
  return null;
}

/**
 * Admits one call of `model` or throws {@link ModelLimitError}: the token windows must have room
 * for the prompt, then the request is counted in the minute and the day (given back when one of
 * them is full, so a refused call uses nothing).
 */
export async function admitModelCall(
  services: Pick<Services, 'db' | 'limiter' | 'clock'>,
  model: string,
  promptTokens: number,
): Promise<void> {
  const now = services.clock.now();
  const limits = await limitsOf(services.db, model, now.getTime());
  if (!limits) {
    return;
  }
  const keys = windowKeys(model, now);
  const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
  const used = await modelUsageNow(services.limiter, model, now);
  if (limits.tokensPerMinute !== null && used.minuteTokens + promptTokens > limits.tokensPerMinute) {
    throw new ModelLimitError(model, 'tokensPerMinute', limits.tokensPerMinute, seconds(keys.minuteLeftMs));
  }
  if (limits.tokensPerDay !== null && used.dayTokens + promptTokens > limits.tokensPerDay) {
    throw new ModelLimitError(model, 'tokensPerDay', limits.tokensPerDay, seconds(keys.dayLeftMs));
  }
  const minute = await services.limiter.hit(keys.minuteRequests, MINUTE);
  if (limits.requestsPerMinute !== null && minute.count > limits.requestsPerMinute) {
    await services.limiter.hit(keys.minuteRequests, MINUTE, -1);
    throw new ModelLimitError(
      model,
      'requestsPerMinute',
      limits.requestsPerMinute,
      seconds(keys.minuteLeftMs),
    );
  }
  const day = await services.limiter.hit(keys.dayRequests, DAY_MS);
  if (limits.requestsPerDay !== null && day.count > limits.requestsPerDay) {
    await services.limiter.hit(keys.dayRequests, DAY_MS, -1);
    await services.limiter.hit(keys.minuteRequests, MINUTE, -1);
    throw new ModelLimitError(model, 'requestsPerDay', limits.requestsPerDay, seconds(keys.dayLeftMs));
  }
}

/** Counts a call's tokens in the model's minute and day (every call counts, limits or not). */
export async function countModelTokens(
  services: Pick<Services, 'limiter' | 'clock'>,
  model: string,
  tokens: number,
): Promise<void> {
  if (tokens <= 0) {
    return;
  }
  const keys = windowKeys(model, services.clock.now());
  await Promise.all([
    services.limiter.hit(keys.minuteTokens, MINUTE, tokens),
    services.limiter.hit(keys.dayTokens, DAY_MS, tokens),
  ]);
}

/** Counts the requests of a model with no limits too, so the console shows every model's traffic. */
async function countUnlimitedRequest(services: Pick<Services, 'limiter' | 'clock'>, model: string) {
  const keys = windowKeys(model, services.clock.now());
  await Promise.all([
    services.limiter.hit(keys.minuteRequests, MINUTE),
    services.limiter.hit(keys.dayRequests, DAY_MS),
  ]);
}

function usageTokens(usage: LanguageModelV4Usage | undefined): number {
  return (usage?.inputTokens.total ?? 0) + (usage?.outputTokens.total ?? 0);
}

/**
 * The chosen model behind the limits: every `generateText`/`streamText` call is admitted first
 * (a refusal throws {@link ModelLimitError} before anything is sent) and its tokens counted after.
 */
export function withModelLimits(
  services: Pick<Services, 'db' | 'limiter' | 'clock' | 'log'>,
  choice: ModelChoice,
): ModelChoice {
  const model = choice.modelId;
  const admit = async (prompt: unknown) => {
    const limits = await limitsOf(services.db, model, services.clock.now().getTime());
    if (limits) {
      await admitModelCall(services, model, countMessagesTokens(prompt as CountableMessage[]));
    } else {
      await countUnlimitedRequest(services, model);
    }
  };
  const count = (tokens: number) =>
    countModelTokens(services, model, tokens).catch((error: unknown) => {
      services.log.warn({ err: error }, 'Falha ao contar os tokens do modelo no limitador');
    });
  const middleware: LanguageModelV4Middleware = {
    specificationVersion: 'v4',
    wrapGenerate: async ({ doGenerate, params }) => {
      await admit(params.prompt);
      const result = await doGenerate();
      await count(usageTokens(result.usage));
      return result;
    },
    wrapStream: async ({ doStream, params }) => {
      await admit(params.prompt);
      const result = await doStream();
      return {
        ...result,
        stream: result.stream.pipeThrough(
          new TransformStream({
            async transform(part, controller) {
              if (part.type === 'finish') {
                await count(usageTokens(part.usage));
              }
              controller.enqueue(part);
            },
          }),
        ),
      };
    },
  };
  return { ...choice, model: wrapLanguageModel({ model: choice.model as LanguageModelV4, middleware }) };
}
