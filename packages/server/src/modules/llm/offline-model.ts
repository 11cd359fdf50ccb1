// The offline language model: the embedded default (ARCHITECTURE.md). It implements the AI SDK
// provider interface, so the chat engine calls it exactly as it calls a real provider
// (`generateText`, `streamText`, abort, usage), but the answer comes from a function the caller
// gives (an agent's offline answer) and nothing ever leaves the process.
import type {
  LanguageModelV4,
  LanguageModelV4CallOptions,
  LanguageModelV4GenerateResult,
  LanguageModelV4Prompt,
  LanguageModelV4StreamPart,
  LanguageModelV4StreamResult,
  LanguageModelV4Usage,
} from '@ai-sdk/provider';
import { countMessagesTokens, countTokens, messageText } from './tokens.ts';

export const OFFLINE_PROVIDER = 'offline';
export const OFFLINE_MODEL_ID = 'sppock-offline';

/** What the offline answer function receives: the prompt as the model would see it. */
export interface OfflinePrompt {
  /** The system prompt(s), joined; null when there is none. */
  system: string | null;
  /** Conversation without the system messages, as plain text. */
  messages: { role: 'user' | 'assistant' | 'tool'; text: string }[];
  /** Text of the last user message ('' when there is none). */
  lastUserText: string;
  /** The prompt exactly as the AI SDK handed it to the model. */
  raw: LanguageModelV4Prompt;
  abortSignal: AbortSignal | undefined;
}

export type OfflineRespond = (prompt: OfflinePrompt) => string | Promise<string>;

export interface OfflineModelOptions {
  /** Produces the answer. */
  respond: OfflineRespond;
  /** Model id reported in results and metering. Default `sppock-offline`. */
  modelId?: string;
  /** Pause between streamed words, to show streaming and stop at a human pace. Default 0. */
  chunkDelayMs?: number;
}

export function toOfflinePrompt(raw: LanguageModelV4Prompt, abortSignal?: AbortSignal): OfflinePrompt {
  const system: string[] = [];
  const messages: OfflinePrompt['messages'] = [];
  for (const message of raw) {
    if (message.role === 'system') {
      system.push(message.content);
    } else {
      messages.push({ role: message.role, text: messageText(message) });
    }
  }
  const lastUser = messages.findLast((message) => message.role === 'user');
  return {
    system: system.length > 0 ? system.join('\n\n') : null,
    messages,
    lastUserText: lastUser?.text ?? '',
    raw,
    abortSignal,
  };
}

function usageOf(prompt: LanguageModelV4Prompt, answer: string): LanguageModelV4Usage {
  const input = countMessagesTokens(prompt);
  const output = countTokens(answer);
  return {
    inputTokens: { total: input, noCache: input, cacheRead: undefined, cacheWrite: undefined },
    outputTokens: { total: output, text: output, reasoning: undefined },
  };
}

/** Word-sized pieces whose concatenation is exactly the text (spaces and line breaks kept). */
export function splitIntoDeltas(text: string): string[] {
  return text.match(/\s*\S+|\s+$/g) ?? [];
}

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('This operation was aborted', 'AbortError');
}

function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortReason(signal));
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortReason(signal as AbortSignal));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

async function answerFor(options: OfflineModelOptions, call: LanguageModelV4CallOptions): Promise<string> {
  call.abortSignal?.throwIfAborted();
  const answer = await options.respond(toOfflinePrompt(call.prompt, call.abortSignal));
  call.abortSignal?.throwIfAborted();
  return answer;
}

function streamAnswer(
  options: OfflineModelOptions,
  call: LanguageModelV4CallOptions,
): ReadableStream<LanguageModelV4StreamPart> {
  const signal = call.abortSignal;
  const delay = options.chunkDelayMs ?? 0;
  let queue: LanguageModelV4StreamPart[] | null = null;
  // Pull-based with no buffer: a part is produced only when the reader asks for it, so an abort
  // between two reads stops the answer where the reader is.
  return new ReadableStream<LanguageModelV4StreamPart>(
    {
      async pull(controller) {
        try {
          if (queue === null) {
            const answer = await answerFor(options, call);
            queue = [
              { type: 'stream-start', warnings: [] },
              { type: 'response-metadata', modelId: options.modelId ?? OFFLINE_MODEL_ID },
              { type: 'text-start', id: 'text-0' },
              ...splitIntoDeltas(answer).map(
                (delta): LanguageModelV4StreamPart => ({ type: 'text-delta', id: 'text-0', delta }),
              ),
              { type: 'text-end', id: 'text-0' },
              {
                type: 'finish',
                finishReason: { unified: 'stop', raw: 'stop' },
                usage: usageOf(call.prompt, answer),
              },
            ];
          }
          const part = queue.shift();
          if (part === undefined) {
            controller.close();
            return;
          }
          if (part.type === 'text-delta' && delay > 0) {
            await pause(delay, signal);
          }
          signal?.throwIfAborted();
          controller.enqueue(part);
        } catch (error) {
          controller.error(error);
        }
      },
    },
    { highWaterMark: 0 },
  );
}

/** An AI SDK language model that answers offline with `respond`. */
export function createOfflineModel(options: OfflineModelOptions): LanguageModelV4 {
  const modelId = options.modelId ?? OFFLINE_MODEL_ID;
  return {
    specificationVersion: 'v4',
    provider: OFFLINE_PROVIDER,
    modelId,
    supportedUrls: {},
    async doGenerate(call): Promise<LanguageModelV4GenerateResult> {
      const answer = await answerFor(options, call);
      return {
        content: [{ type: 'text', text: answer }],
        finishReason: { unified: 'stop', raw: 'stop' },
        usage: usageOf(call.prompt, answer),
        response: { modelId },
        warnings: [],
      };
    },
    async doStream(call): Promise<LanguageModelV4StreamResult> {
      call.abortSignal?.throwIfAborted();
      return { stream: streamAnswer(options, call) };
    },
  };
}
