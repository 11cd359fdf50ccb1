// Token counts for calls whose provider does not report usage (the offline model, servers that
// omit it). o200k_base is the encoding of GPT-4o and later: for other providers' models the
// count is an estimate of the same order, which is what plan limits need.
import { createRequire } from 'node:module';

interface Encoder {
  countTokens(text: string, options?: { disallowedSpecial?: Set<string> }): number;
}

let encoder: Encoder | null = null;

/** The encoder's ranks are megabytes of data: loaded on the first count, once per process. */
function loadEncoder(): Encoder {
  if (encoder === null) {
    const require = createRequire(import.meta.url);
    encoder = require('gpt-tokenizer/cjs/encoding/o200k_base') as Encoder;
  }
  return encoder;
}

// User text may contain strings such as `<|endoftext|>`: counted as plain text, never refused.
const PLAIN_TEXT = { disallowedSpecial: new Set<string>() };

/** Number of o200k_base tokens in a text. */
export function countTokens(text: string): number {
  if (text.length === 0) {
    return 0;
  }
  return loadEncoder().countTokens(text, PLAIN_TEXT);
}

/** A message as the AI SDK writes it (`ModelMessage`) or as a provider prompt holds it. */
export interface CountableMessage {
  role: string;
  content: string | ReadonlyArray<{ type: string; text?: string } | Record<string, unknown>>;
}

// OpenAI's published accounting for chat prompts on GPT-4o: each message costs 3 tokens of
// framing besides its text, and every reply is primed with 3 more.
const TOKENS_PER_MESSAGE = 3;
const TOKENS_PER_REPLY = 3;

/** The text a message carries, for counting: text and reasoning parts; files and tool calls are not text. */
export function messageText(message: CountableMessage): string {
  if (typeof message.content === 'string') {
    return message.content;
  }
  const texts: string[] = [];
  for (const part of message.content) {
    if ((part.type === 'text' || part.type === 'reasoning') && typeof part.text === 'string') {
      texts.push(part.text);
    }
  }
  return texts.join('\n');
}

/** Tokens of a whole prompt: each message's role and text plus the chat framing. */
export function countMessagesTokens(messages: readonly CountableMessage[]): number {
  if (messages.length === 0) {
    return 0;
  }
  let total = TOKENS_PER_REPLY;
  for (const message of messages) {
    total += TOKENS_PER_MESSAGE + countTokens(message.role) + countTokens(messageText(message));
  }
  return total;
}

/**
 * Tokens to meter for one call: what the provider reported, else counted here (some
 * OpenAI-compatible servers omit usage; an interrupted stream may end before it arrives).
 * `prompt` holds the system prompt as a `system` message.
 */
export function meteredTokens(
  reported: { inputTokens?: number | undefined; outputTokens?: number | undefined } | undefined,
  sent: { prompt: readonly CountableMessage[]; answer: string },
): { inputTokens: number; outputTokens: number; counted: boolean } {
  const input = reported?.inputTokens;
  const output = reported?.outputTokens;
  return {
    inputTokens: input ?? countMessagesTokens(sent.prompt),
    outputTokens: output ?? countTokens(sent.answer),
    counted: input === undefined || output === undefined,
  };
}
