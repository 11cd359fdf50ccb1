// The one way to call a language model (issue 27): the plan's tokens and the operator's per-model
// limits admit the call (a refusal sends nothing), the caller's `run` talks to the model, and the
// call is metered whether it succeeded or failed — tokens from the provider's report, else counted
// with the tokenizer (interrupted streams, servers that report nothing, the offline model), priced
// from the price table, written by `recordLlmCall`, the single place usage is stored. A caller
// that keeps an answer stores it with its usage in one transaction (`callModelAndKeep`). A caller
// that must refuse before keeping anything of its own (the chat's message, a conversation) asks
// the plan first too (`limitRefusal`); the gateway's check is the one no caller can leave out.
import type { Services } from '../../services.ts';
import { type MeteredCall, recordLlmCall } from '../metering/usage.ts';
import { spendBegins, usageChanged, usageSpent } from '../payer/cycle-usage.ts';
import { countSpend, type PlanState, tokenLimitRefusal } from '../payer/plan-state.ts';
import type { ModelChoice } from './choose-model.ts';
import { describeProviderError, PlanLimitReached } from './errors.ts';
import { modelLimitErrorIn, withModelLimits } from './model-limits.ts';
import { OFFLINE_PROVIDER } from './offline-model.ts';
import type { Tariff } from './price-book.ts';
import { priceCall } from './prices.ts';
import { type CountableMessage, meteredTokens } from './tokens.ts';

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

/** What `run` hands back: the call's result and whatever else the caller read from the model. */
export type RunResult<T> = CallResult & { value: T };

/** One model call: whose usage it is, the model chosen for it and the prompt it sends. */
export interface ModelCall {
  userId: number;
  sessionId: string | null;
  /** The agent the usage is counted under (`chatsppock`, `custom:<id>`, `chatbot`, …). */
  agent: string;
  /** The model as `chooseModel` returns it: the gateway puts the per-model limits in front of it. */
  choice: ModelChoice;
  /**
   * Whose plan pays, as the request resolved it (payer/plan-state.ts): a call a provider would
   * answer is refused once the plan's tokens for the cycle are spent, and each call's tokens are
   * added to what the request knows of the cycle's usage.
   */
  payer: PlanState;
  /** System prompt and messages, as metering counts them. */
  prompt: readonly CountableMessage[];
}

/** A call that ended well: the caller's value and the metered call. */
export interface CallSucceeded<T> {
  ok: true;
  value: T;
  answer: string;
  call: MeasuredCall;
}

/**
 * A call that failed (thrown, or reported with an `error` by `run`), metered already; or refused
 * by the plan (`error` a `PlanLimitReached`), sent nowhere and metered as nothing.
 */
export interface CallFailed {
  ok: false;
  error: unknown;
  /** The part of the answer received before the failure ('' when nothing came). */
  answer: string;
  call: MeasuredCall;
}

/**
 * Talks to the model through the limited choice. Throwing is a failed call with nothing
 * received; a streaming caller that received part of an answer returns it with the `error`.
 */
export type ModelRun<T> = (choice: ModelChoice) => Promise<RunResult<T>>;

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

async function runMeasured<T>(
  services: Services,
  call: ModelCall,
  run: ModelRun<T>,
): Promise<{ result: CallResult; value?: T; measured: MeasuredCall }> {
  const started = performance.now();
  let result: CallResult;
  let value: T | undefined;
  try {
    const ran = await run(withModelLimits(services, call.choice));
    ({ value } = ran);
    result = ran;
  } catch (error) {
    result = { answer: '', usage: undefined, error };
  }
  // Latency is real time, whatever the clock says.
  const latencyMs = performance.now() - started;
  const measured = measureCall(
    call.choice,
    call.prompt,
    result,
    latencyMs,
    await services.priceBook.current(),
  );
  return { result, ...(result.error === undefined ? { value } : {}), measured };
}

/**
 * The plan's refusal of a call a provider would answer, or null. The offline model costs nothing
 * and leaves the server: the plan does not pay for it (a send the plan refuses is refused before).
 */
async function planRefusal(services: Services, call: ModelCall): Promise<PlanLimitReached | null> {
  if (call.choice.provider === OFFLINE_PROVIDER) {
    return null;
  }
  const refusal = await tokenLimitRefusal(services, call.payer);
  return refusal === null ? null : new PlanLimitReached(refusal);
}

/** A refused call: nothing sent, nothing spent. */
function refused(call: ModelCall, error: PlanLimitReached): CallFailed {
  return {
    ok: false,
    error,
    answer: '',
    call: {
      provider: call.choice.provider,
      model: call.choice.modelId,
      inputTokens: 0,
      outputTokens: 0,
      costUsd: 0,
      costBrl: 0,
      latencyMs: 0,
      outcome: 'error',
    },
  };
}

async function record(services: Services, call: ModelCall, measured: MeasuredCall): Promise<void> {
  const began = spendBegins();
  await recordLlmCall(services.db, {
    ...measured,
    userId: call.userId,
    sessionId: call.sessionId,
    agent: call.agent,
    at: services.clock.now(),
  });
  const tokens = measured.inputTokens + measured.outputTokens;
  countSpend(call.payer, tokens);
  await usageSpent(services, call.payer, { tokens }, began);
}

/**
 * A call that leaves no stored answer of its own (a classification, a report, a chatbot reply,
 * a custom agent's answer stored after): admitted, run and metered, failure included.
 */
export async function callModel<T>(
  services: Services,
  call: ModelCall,
  run: ModelRun<T>,
): Promise<CallSucceeded<T> | CallFailed> {
  const refusal = await planRefusal(services, call);
  if (refusal) {
    return refused(call, refusal);
  }
  const { result, value, measured } = await runMeasured(services, call, run);
  await record(services, call, measured);
  if (result.error !== undefined) {
    return { ok: false, error: result.error, answer: result.answer, call: measured };
  }
  return { ok: true, value: value as T, answer: result.answer, call: measured };
}

/**
 * A call whose answer is stored: on success `keep` stores the answer with its metered call in one
 * transaction (a stored answer is always metered); a failure is metered here and leaves nothing.
 */
export async function callModelAndKeep<T, K>(
  services: Services,
  call: ModelCall,
  run: ModelRun<T>,
  keep: (measured: MeasuredCall, succeeded: { value: T; answer: string }) => Promise<K>,
): Promise<(CallSucceeded<T> & { kept: K }) | CallFailed> {
  const refusal = await planRefusal(services, call);
  if (refusal) {
    return refused(call, refusal);
  }
  const { result, value, measured } = await runMeasured(services, call, run);
  if (result.error !== undefined) {
    await record(services, call, measured);
    return { ok: false, error: result.error, answer: result.answer, call: measured };
  }
  // `keep` writes the metered call with the answer, in its own transaction.
  const tokens = measured.inputTokens + measured.outputTokens;
  countSpend(call.payer, tokens);
  const began = spendBegins();
  let kept: K;
  try {
    kept = await keep(measured, { value: value as T, answer: result.answer });
  } catch (error) {
    // Whether the usage was written is unknown: every node reads it again.
    await usageChanged(services, call.payer.billedUserId);
    throw error;
  }
  await usageSpent(services, call.payer, { tokens }, began);
  return { ok: true, value: value as T, answer: result.answer, call: measured, kept };
}
