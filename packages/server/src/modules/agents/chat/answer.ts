// Producing and keeping an answer: the model call (whole or streamed), its metering (one record
// per call, offline answers included at R$ 0), the stored message, the session's tokens and the
// usage alerts. A stopped stream keeps the part received, marked `stopped`.
import { createUIMessageStream, generateText, stepCountIs, type UIMessageChunk } from 'ai';
import type { components } from '../../../contract/generated.ts';
import type { Executor } from '../../../db/client.ts';
import type { Services } from '../../../services.ts';
import { contextWindowOf } from '../../llm/context-windows.ts';
import { describeProviderError, PlanLimitReached } from '../../llm/errors.ts';
import { callModelAndKeep, type MeasuredCall, type ModelCall, type ModelRun } from '../../llm/gateway.ts';
import { pipeModelText } from '../../llm/ui-stream.ts';
import { sourcesSection } from '../../search/index.ts';
import { type AnswerTiming, appendAgentReply } from '../conversations.ts';
import { sendUsageAlerts } from './alerts.ts';
import { recordQuestion, reopenQuestion } from './clarifications.ts';
import { type AnswerStartMetadata, recordedAnswer } from './resumable.ts';
import type { Turn } from './turn.ts';

type MessageResult = components['schemas']['MessageResult'];

/** What the stream's `finish` part carries in `messageMetadata`. */
export interface AnswerMetadata {
  session_id: string;
  message_id: string;
  tokens: { input: number; output: number; total: number };
  cost_usd: number;
  cost_brl: number;
  provider: MessageResult['provider'];
  model: string;
  offline: boolean;
  stopped: boolean;
  /** The file sent with the message (download link), when there was one. */
  file?: MessageResult['file'];
  /** The message answered: the answer's parent in the session's tree (issue 29). */
  parent_id: string;
  /** Time to first token and tokens per second, measured around the model call (issue 29). */
  timing: NonNullable<MessageResult['timing']>;
  /** Tokens of the prompt sent over the model's window (issue 29). */
  context: NonNullable<MessageResult['context']>;
}

/** When the model call started and when its first and last text came (`performance.now()`). */
export interface CallClock {
  startedAt: number;
  firstTextAt: number | null;
  endedAt: number;
}

/** Shorter than this after the first text, a rate would be noise (an answer sent in one block). */
const MIN_GENERATION_MS = 5;

/**
 * The answer's speed and context use: time to the first text, output tokens per second after it,
 * the prompt's tokens (the provider's count for a single call, else the tokenizer's, as metered)
 * and the model's window (null when unknown).
 */
export function answerTiming(turn: Turn, call: MeasuredCall, clock: CallClock): AnswerTiming {
  const first = clock.firstTextAt ?? clock.endedAt;
  const generationMs = clock.endedAt - first;
  return {
    firstTokenMs: Math.max(0, Math.round(first - clock.startedAt)),
    tokensPerSecond:
      generationMs >= MIN_GENERATION_MS && call.outputTokens > 0
        ? Math.round((call.outputTokens / (generationMs / 1000)) * 10) / 10
        : null,
    promptTokens: call.inputTokens,
    contextWindow: contextWindowOf(turn.choice.provider, turn.choice.modelId),
  };
}

export interface ProviderFailure {
  /** 403: the plan's tokens ran out between the send's check and the call (the gateway's refusal). */
  status: 403 | 429 | 502 | 504;
  error: string;
  retryAfterSeconds?: number;
}

/** Model steps of a call with tools: searches, then the answer written from their results. */
const MAX_TOOL_STEPS = 5;

function callSettings(turn: Turn, choice: Turn['choice'], abortSignal: AbortSignal | undefined) {
  return {
    model: choice.model,
    system: turn.system,
    messages: turn.messages,
    ...choice.callSettings,
    ...(turn.tools ? { tools: turn.tools, stopWhen: stepCountIs(MAX_TOOL_STEPS) } : {}),
    ...(abortSignal ? { abortSignal } : {}),
  };
}

/** What closes a model's answer: the search results it used and did not link ('' otherwise). */
export function closingOf(turn: Turn, text: string): string {
  return turn.searchLog ? sourcesSection(text, turn.searchLog.results) : '';
}

/** Stores the answer with its metered call, then sends any usage alert it triggered. */
async function keepAnswer(
  services: Services,
  turn: Turn,
  content: string,
  call: MeasuredCall,
  stopped: boolean,
  clock: CallClock,
): Promise<AnswerMetadata> {
  const timing = answerTiming(turn, call, clock);
  // The answer and its usage record land together: a stored answer is always metered.
  const at = services.clock.now();
  const write = async (executor: Executor) => {
    await appendAgentReply(executor, turn.session, {
      id: turn.answerId,
      content,
      stopped,
      agentUsed: turn.agent,
      confidence: turn.orchestration ? turn.fields.confidence : null,
      call,
      parentId: turn.parentId,
      timing,
      at,
    });
    if (turn.clarification && turn.orchestration) {
      await recordQuestion(executor, {
        messageId: turn.answerId,
        sessionId: turn.session.id,
        requestId: turn.clarification.requestId,
        candidates: turn.clarification.candidates,
        confidence: turn.orchestration.confidence,
        at,
      });
    }
  };
  // appendAgentReply writes in one statement; a question back is a second write, in one transaction.
  await (turn.clarification ? services.db.transaction(write) : write(services.db));
  try {
    await sendUsageAlerts(services, turn.session.userId, turn.state);
  } catch (error) {
    // An alert that fails to go out must not lose the answer already stored.
    services.log.error({ err: error }, 'Falha ao enviar o alerta de uso');
  }
  return {
    session_id: turn.session.id,
    message_id: turn.answerId,
    tokens: {
      input: call.inputTokens,
      output: call.outputTokens,
      total: call.inputTokens + call.outputTokens,
    },
    cost_usd: call.costUsd ?? 0,
    cost_brl: call.costBrl ?? 0,
    provider: turn.choice.provider,
    model: turn.choice.modelId,
    offline: turn.choice.provider === 'offline',
    stopped,
    ...(turn.file ? { file: turn.file } : {}),
    parent_id: turn.parentId,
    timing: { first_token_ms: timing.firstTokenMs, tokens_per_second: timing.tokensPerSecond },
    context: { tokens: timing.promptTokens, window: timing.contextWindow },
  };
}

/** The turn's model call, metered under the conversation's owner and the answering agent. */
function modelCallOf(turn: Turn): ModelCall {
  return {
    userId: turn.session.userId,
    sessionId: turn.session.id,
    agent: turn.agent,
    choice: turn.choice,
    prompt: turn.prompt,
    payer: turn.state,
  };
}

/**
 * The turn's answer through the gateway: stored with its metered call on success; a failed call
 * is metered by the gateway and leaves no answer behind, and a question back the turn answered
 * waits for a choice again.
 */
async function answerTurn<T>(
  services: Services,
  turn: Turn,
  run: ModelRun<T>,
  keep: (call: MeasuredCall, answered: { value: T; answer: string }) => Promise<AnswerMetadata>,
) {
  const outcome = await callModelAndKeep(services, modelCallOf(turn), run, keep);
  if (!outcome.ok && turn.answersQuestion) {
    await reopenQuestion(services.db, turn.answersQuestion);
  }
  return outcome;
}

/** The send's failure when the provider failed: status, pt-BR message and wait, as the chat answers it. */
export function providerFailureOf(error: unknown): ProviderFailure {
  const described = describeProviderError(error);
  const status = described.status === 499 ? 502 : described.status;
  return {
    status,
    error: described.message,
    ...(described.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: described.retryAfterSeconds }),
  };
}

/** The whole answer at once (the documented JSON call). */
export async function answerAtOnce(
  services: Services,
  turn: Turn,
  abortSignal?: AbortSignal,
): Promise<
  { ok: true; body: MessageResult; meta: AnswerMetadata } | { ok: false; failure: ProviderFailure }
> {
  const outcome = await answerTurn(
    services,
    turn,
    async (choice) => {
      const startedAt = performance.now();
      const result = await generateText(callSettings(turn, choice, abortSignal));
      // A whole answer arrives at once: its first text is its end.
      const endedAt = performance.now();
      return {
        answer: result.text,
        usage: result.totalUsage,
        value: { startedAt, firstTextAt: endedAt, endedAt } satisfies CallClock,
      };
    },
    (call, { answer: text, value: clock }) =>
      keepAnswer(services, turn, `${turn.preface}${text}${closingOf(turn, text)}`, call, false, clock),
  );
  if (!outcome.ok) {
    return { ok: false, failure: providerFailureOf(outcome.error) };
  }
  const meta = outcome.kept;
  const whole = `${turn.preface}${outcome.answer}${closingOf(turn, outcome.answer)}`;
  return {
    ok: true,
    meta,
    body: {
      success: true,
      action: 'send_message',
      message: whole,
      content: whole,
      session_id: turn.session.id,
      message_id: turn.answerId,
      verbose_log: turn.verboseLog,
      ...turn.fields,
      tokens: meta.tokens,
      provider: meta.provider,
      model: meta.model,
      offline: meta.offline,
      ...(meta.file ? { file: meta.file } : {}),
      ...(turn.clarification ? { clarification: turn.clarification.asked } : {}),
      parent_id: meta.parent_id,
      timing: meta.timing,
      context: meta.context,
    },
  };
}

/** The `data-orchestration` part's payload: the contract's orchestration fields. */
export type OrchestrationPart = Turn['fields'];

/**
 * The answer as an AI SDK UI message stream (SSE, `x-vercel-ai-ui-message-stream: v1`): start
 * (with the session's id), the orchestration decision, the text as it arrives, then finish with
 * the metered usage and cost (or an error part). The answer is recorded for a reload or another
 * tab to follow (`resumable.ts`) and does not depend on the caller's connection: a stop of the
 * session stops the model call, and the part received is stored, marked `stopped`.
 * `connectionGone` stops it only when the answer could not be recorded.
 */
export function answerAsStream(
  services: Services,
  turn: Turn,
  connectionGone: AbortSignal,
): Promise<Response> {
  return recordedAnswer(
    services,
    { sessionId: turn.session.id, streamId: turn.answerId, fallbackStop: connectionGone },
    (abortSignal) => answerParts(services, turn, abortSignal),
  );
}

function answerParts(services: Services, turn: Turn, abortSignal: AbortSignal) {
  return createUIMessageStream({
    execute: async ({ writer }) => {
      const write = (part: UIMessageChunk) => writer.write(part);
      const start: AnswerStartMetadata = { session_id: turn.session.id };
      write({ type: 'start', messageId: turn.answerId, messageMetadata: start });
      write({ type: 'data-orchestration', data: turn.fields });
      if (turn.clarification) {
        write({ type: 'data-clarification', data: turn.clarification.asked });
      }
      /** A text block of the server's own (preface, sources) around the model's. */
      const writeBlock = (id: string, delta: string) => {
        if (delta) {
          write({ type: 'text-start', id });
          write({ type: 'text-delta', id, delta });
          write({ type: 'text-end', id });
        }
      };
      writeBlock(`${turn.answerId}-preface`, turn.preface);
      const outcome = await answerTurn(
        services,
        turn,
        async (choice) => {
          const piped = await pipeModelText(
            callSettings(turn, choice, abortSignal),
            write,
            (error) => providerFailureOf(error).error,
            abortSignal,
          );
          const { stopped } = piped;
          const clock: CallClock = {
            startedAt: piped.startedAt,
            firstTextAt: piped.firstTextAt,
            endedAt: piped.endedAt,
          };
          if (piped.failure !== undefined) {
            return { answer: piped.text, usage: undefined, error: piped.failure, value: { stopped, clock } };
          }
          return {
            answer: piped.text,
            usage: piped.usage,
            ...(stopped ? { outcome: 'aborted' as const } : {}),
            value: { stopped, clock },
          };
        },
        async (call, { value: { stopped, clock }, answer: text }) => {
          const closing = stopped ? '' : closingOf(turn, text);
          writeBlock(`${turn.answerId}-sources`, closing);
          return keepAnswer(services, turn, `${turn.preface}${text}${closing}`, call, stopped, clock);
        },
      );
      if (!outcome.ok) {
        // A provider that failed before any text said so in the stream already; a call the plan
        // refused (its tokens ran out since the send's check) was never sent, so it is said here.
        if (outcome.answer !== '' || outcome.error instanceof PlanLimitReached) {
          write({ type: 'error', errorText: providerFailureOf(outcome.error).error });
        }
        return;
      }
      write({ type: 'finish', finishReason: 'stop', messageMetadata: outcome.kept });
    },
    onError: (error) => {
      services.log.error({ err: error }, 'Falha no streaming da resposta');
      return providerFailureOf(error).error;
    },
  });
}
