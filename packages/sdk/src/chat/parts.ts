// The parts of the chat's answer stream (the AI SDK UI message stream protocol, v1), as the
// Sppock server sends them for `send_message` with `Accept: text/event-stream`.
import type { components } from '../generated/openapi';

type MessageResult = components['schemas']['MessageResult'];

/** The Commander's decision, sent as soon as routing decides (`data-orchestration`). */
export type ChatOrchestration = Pick<
  MessageResult,
  | 'orchestrated'
  | 'agent_used'
  | 'agent_name'
  | 'confidence'
  | 'confidenceRange'
  | 'intent_detected'
  | 'description'
>;

/**
 * The Commander's question back (`data-clarification`, issue 26): one short pt-BR question and
 * its two choices, sent when routing is unsure; tapping one sends `choice` back (see
 * `StreamMessageInput`) and the original request is answered by the chosen agent.
 */
export type ChatClarification = components['schemas']['ChatClarification'];

/** What the `finish` part carries: where the answer was stored and what it cost. */
export interface ChatAnswerMetadata {
  session_id: string;
  message_id: string;
  tokens: MessageResult['tokens'];
  cost_usd: number;
  cost_brl: number;
  provider: MessageResult['provider'];
  model: string;
  offline: boolean;
  /** True when the answer was stopped before its end (the part received was stored). */
  stopped: boolean;
  /** The message answered, the answer's parent in the conversation's tree (issue 29). */
  parent_id?: string;
  /** Time to first token (ms) and tokens per second, measured by the server (issue 29). */
  timing?: components['schemas']['ChatAnswerTiming'];
  /** Tokens of the prompt sent over the model's context window (null: unknown) (issue 29). */
  context?: components['schemas']['ChatContextUse'];
  /** A custom agent's answer: the passages of its documents it stands on. */
  citations?: components['schemas']['CustomAgentCitation'][];
}

/** What the `start` part carries: the conversation the answer belongs to (to follow or stop it). */
export interface ChatAnswerStart {
  session_id: string;
}

/**
 * The progress of a long run (LeadFinder, DataBuilder: spec 2 §9, 3 to 8 minutes), sent as
 * `data-job` parts while the server's job works: its id, its status and the step it is on, in
 * pt-BR ('Buscando na web: "padarias em Curitiba"').
 */
export interface ChatJobProgress {
  run_id: string;
  status: 'running' | 'completed' | 'failed';
  step: string;
}

/** One part of the stream. Parts of other types (reasoning, sources) are passed on as `unknown`. */
export type ChatStreamPart =
  | { type: 'start'; messageId?: string; messageMetadata?: ChatAnswerStart }
  | { type: 'data-orchestration'; data: ChatOrchestration }
  | { type: 'data-clarification'; data: ChatClarification }
  | { type: 'data-job'; id?: string; data: ChatJobProgress }
  | { type: 'text-start'; id: string }
  | { type: 'text-delta'; id: string; delta: string }
  | { type: 'text-end'; id: string }
  | { type: 'finish'; finishReason?: string; messageMetadata?: ChatAnswerMetadata }
  | { type: 'error'; errorText: string }
  | { type: 'abort'; reason?: string }
  | { type: 'unknown'; part: Record<string, unknown> };

const KNOWN = new Set([
  'start',
  'data-orchestration',
  'data-clarification',
  'data-job',
  'text-start',
  'text-delta',
  'text-end',
  'finish',
  'error',
  'abort',
]);

function toPart(value: unknown): ChatStreamPart | null {
  if (typeof value !== 'object' || value === null || typeof (value as { type?: unknown }).type !== 'string') {
    return null;
  }
  const part = value as { type: string };
  return KNOWN.has(part.type)
    ? (part as ChatStreamPart)
    : { type: 'unknown', part: value as Record<string, unknown> };
}

/**
 * Reads a server-sent-event body into parts: `data: {json}` events separated by a blank line,
 * ending at `data: [DONE]`. A small reader instead of the AI SDK's (which brings a schema
 * library), so the chat entry stays within the SDK's size budget.
 */
export async function* readChatStream(body: ReadableStream<Uint8Array>): AsyncGenerator<ChatStreamPart> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
      let boundary = buffer.search(/\r?\n\r?\n/);
      while (boundary >= 0) {
        const event = buffer.slice(0, boundary);
        buffer = buffer.slice(boundary).replace(/^\r?\n\r?\n/, '');
        const data = event
          .split(/\r?\n/)
          .filter((line) => line.startsWith('data:'))
          .map((line) => line.slice(5).replace(/^ /, ''))
          .join('\n');
        if (data === '[DONE]') {
          return;
        }
        if (data) {
          const part = toPart(JSON.parse(data));
          if (part) {
            yield part;
          }
        }
        boundary = buffer.search(/\r?\n\r?\n/);
      }
      if (done) {
        return;
      }
    }
  } finally {
    reader.releaseLock();
    await body.cancel().catch(() => undefined);
  }
}
