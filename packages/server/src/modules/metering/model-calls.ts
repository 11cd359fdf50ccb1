// What one language-model call cost: tokens from the provider's report, else counted with the
// tokenizer (interrupted streams, servers that report nothing, the offline model), priced from the
// price table. Every call the chat makes goes through here before `recordLlmCall`.
import type { Services } from '../../services.ts';
import type { ModelChoice } from '../llm/choose-model.ts';
import { describeProviderError } from '../llm/errors.ts';
import { modelLimitErrorIn } from '../llm/model-limits.ts';
import type { Tariff } from '../llm/price-book.ts';
import { priceCall } from '../llm/prices.ts';
import { type CountableMessage, meteredTokens } from '../llm/tokens.ts';
import { type MeteredCall, recordLlmCall } from './usage.ts';

export type CallOutcome = MeteredCall['outcome'];

/** A metered call without its owner (user, session, agent), as `appendAgentReply` takes it. */
export type MeasuredCall = Omit<MeteredCall, 'userId' | 'sessionId' | 'agent' | 'at'>;

export interface CallResult {
  /** The text the model produced (the part received, when stopped or cut). */
  answer: string;
  /** The provider's report (`usage` / `totalUsage`), when there is one. */
  usage: { inputTokens?: number | undefined; outputTokens?: number | undefined } | undefined;
  /** Set when the call did not end well; its outcome comes from `describeProviderError`. */
  error?: unknown;
  /** Overrides the outcome (e.g. `aborted` when the user stopped the answer). */
  outcome?: CallOutcome;
}

/** Tokens, cost and outcome of one call. */
export function measureCall(
  choice: Pick<ModelChoice, 'provider' | 'modelId'>,
  prompt: readonly CountableMessage[],
  result: CallResult,
  latencyMs: number,
  tariff: Tariff,
): MeasuredCall {
  // A call refused by the operator's per-model limit never reached the provider: nothing spent.
  const tokens = modelLimitErrorIn(result.error)
    ? { inputTokens: 0, outputTokens: 0 }
    : meteredTokens(result.usage, { prompt: [...prompt], answer: result.answer });
  const cost = priceCall(
    {
      provider: choice.provider,
      modelId: choice.modelId,
      inputTokens: tokens.inputTokens,
      outputTokens: tokens.outputTokens,
    },
    tariff,
  );
  const outcome: CallOutcome =
    result.outcome ?? (result.error === undefined ? 'ok' : describeProviderError(result.error).outcome);
  return {
    provider: choice.provider,
    model: choice.modelId,
    inputTokens: tokens.inputTokens,
    outputTokens: tokens.outputTokens,
    costUsd: cost.usd,
    costBrl: cost.brl,
    latencyMs: Math.max(0, Math.round(latencyMs)),
    outcome,
  };
}

export interface ModelCallRecord {
  userId: number;
  sessionId: string | null;
  agent: string;
  choice: Pick<ModelChoice, 'provider' | 'modelId'>;
  prompt: readonly CountableMessage[];
  /** `performance.now()` when the call started (latency is real time, whatever the clock says). */
  started: number;
}

/** Measures and records a call that leaves no message behind (e.g. the Commander's classification). */
export async function meterCall(
  services: Services,
  record: ModelCallRecord,
  result: CallResult,
): Promise<MeasuredCall> {
  const now = services.clock.now();
  const measured = measureCall(
    record.choice,
    record.prompt,
    result,
    performance.now() - record.started,
    await services.priceBook.current(),
  );
  await recordLlmCall(services.db, {
    ...measured,
    userId: record.userId,
    sessionId: record.sessionId,
    agent: record.agent,
    at: now,
  });
  return measured;
}
