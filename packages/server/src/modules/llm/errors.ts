// What a failed model call means for the person waiting on the answer: one outcome for the
// metering record, one HTTP status for the response and one pt-BR sentence for the chat.
import { APICallError } from '@ai-sdk/provider';
import { modelLimitErrorIn } from './model-limits.ts';

export type ProviderOutcome = 'rate_limited' | 'error' | 'timeout' | 'aborted';

export interface ProviderErrorDescription {
  /** Goes into the metering record's `outcome`. */
  outcome: ProviderOutcome;
  /** 403 the plan's tokens are spent, 429 provider limit, 502 provider failure, 504 too slow, 499 the client went away. */
  status: 403 | 429 | 502 | 504 | 499;
  /** pt-BR sentence for the user; never carries the provider's own text (it may hold keys or prompts). */
  message: string;
  /** Seconds the provider asked to wait (429 with `retry-after`), when it said. */
  retryAfterSeconds?: number;
}

export const PROVIDER_ERROR_MESSAGES: Record<ProviderOutcome, string> = {
  rate_limited:
    'O provedor de linguagem está recebendo pedidos demais agora. Aguarde alguns instantes e tente de novo.',
  error: 'O provedor de linguagem não conseguiu responder agora. Tente de novo em alguns instantes.',
  timeout: 'O provedor de linguagem demorou demais para responder. Tente de novo em alguns instantes.',
  aborted: 'A resposta foi interrompida antes de terminar.',
};

const STATUS: Record<ProviderOutcome, ProviderErrorDescription['status']> = {
  rate_limited: 429,
  error: 502,
  timeout: 504,
  aborted: 499,
};

function describe(outcome: ProviderOutcome, retryAfterSeconds?: number): ProviderErrorDescription {
  return {
    outcome,
    status: STATUS[outcome],
    message: PROVIDER_ERROR_MESSAGES[outcome],
    ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
  };
}

/** `retry-after-ms`, or `retry-after` in seconds or as an HTTP date. */
function retryAfterOf(headers: Record<string, string> | undefined, now = Date.now()): number | undefined {
  const ms = Number(headers?.['retry-after-ms']);
  if (Number.isFinite(ms) && ms > 0) {
    return Math.ceil(ms / 1000);
  }
  const raw = headers?.['retry-after'];
  if (!raw) {
    return undefined;
  }
  if (/^\d+(\.\d+)?$/.test(raw.trim())) {
    return Math.ceil(Number(raw));
  }
  const at = Date.parse(raw);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

function nameOf(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : undefined;
}

/**
 * The error the AI SDK hands back may wrap the one that matters: retries keep the last attempt's
 * error in `lastError`, fetch failures keep theirs in `cause`, and an abort carries its reason.
 */
function innerErrors(error: unknown): unknown[] {
  const chain: unknown[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current !== undefined && current !== null; depth++) {
    chain.push(current);
    const node = current as { lastError?: unknown; cause?: unknown; reason?: unknown };
    current = node.lastError ?? node.cause ?? node.reason;
  }
  return chain;
}

/**
 * The gateway refused the call because the plan's tokens for the cycle are spent: nothing was sent
 * and nothing is metered. `message` is the plan's pt-BR refusal (payer/messages.ts).
 */
export class PlanLimitReached extends Error {
  override readonly name = 'PlanLimitReached';
}

/** Maps any error of a model call (`generateText`, `streamText`'s `onError`) to what the user is told. */
export function describeProviderError(error: unknown): ProviderErrorDescription {
  if (error instanceof PlanLimitReached) {
    return { outcome: 'error', status: 403, message: error.message };
  }
  // The operator's per-model limit refused the call before it was sent: say which limit and when.
  const refused = modelLimitErrorIn(error);
  if (refused) {
    return {
      outcome: 'rate_limited',
      status: 429,
      message: refused.message,
      retryAfterSeconds: refused.retryAfterSeconds,
    };
  }
  const chain = innerErrors(error);
  if (chain.some((inner) => nameOf(inner) === 'TimeoutError')) {
    return describe('timeout');
  }
  if (chain.some((inner) => nameOf(inner) === 'AbortError' || nameOf(inner) === 'ResponseAborted')) {
    return describe('aborted');
  }
  const apiError = chain.find((inner) => APICallError.isInstance(inner));
  if (apiError) {
    if (apiError.statusCode === 429) {
      return describe('rate_limited', retryAfterOf(apiError.responseHeaders));
    }
    if (apiError.statusCode === 408 || apiError.statusCode === 504) {
      return describe('timeout');
    }
  }
  return describe('error');
}
