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

/**
 * Loads the encoder now: about a second of the event loop, which `npm start` spends before it
 * listens rather than in the middle of the first request that counts tokens.
 */
export function preloadTokenizer(): void {
  const encoder = loadEncoder();
  // A first count compiles the byte-pair merge now, not in a request.
  encoder.countTokens('Aquecimento do contador de tokens: café, pão de queijo e R$ 12,90.', PLAIN_TEXT);
}

/**
 * Longest run of one kind of character (letters, symbols, spaces) given to the encoder whole.
 * Its byte-pair merge is quadratic in the length of one run: a 2 MB word would hold the event
 * loop for hours. Longer runs are counted in slices of this length, in linear time; the slices
 * lose the merges across their edges, so the count can only be a little higher (measured: +0.7 %
 * on random letters, +0 on one letter repeated). No word of a real text is this long: its count
 * stays exact.
 */
export const RUN_SLICE_CHARS = 64;

/**
 * Characters counted by the encoder in one call; past them each UTF-8 byte counts as a token,
 * the most any text can hold (every token is at least one byte), so a longer text is charged
 * more, never less. The encoder reads about 1.5 M characters a second of prose and 170 k of
 * random words (no piece in its cache): one count holds the event loop for at most ~35 ms of
 * prose, ~0.3 s of garbage. A chat message (20,000 characters at most) and a prompt's system
 * message with its document passages stay under it and are counted exactly.
 */
export const EXACT_COUNT_CHARS = 50_000;

// A run starts where the character before it is of another kind (the lookbehind keeps the scan
// linear: inside a run no new match is tried).
const LONG_RUN = new RegExp(
  [
    `(?<![\\p{L}\\p{M}])[\\p{L}\\p{M}]{${RUN_SLICE_CHARS + 1},}`,
    `(?<![^\\s\\p{L}\\p{M}\\p{N}])[^\\s\\p{L}\\p{M}\\p{N}]{${RUN_SLICE_CHARS + 1},}`,
    `(?<!\\s)\\s{${RUN_SLICE_CHARS + 1},}`,
  ].join('|'),
  'gu',
);
const RUN_SLICE = new RegExp(`[\\s\\S]{1,${RUN_SLICE_CHARS}}`, 'gu');

/** How a count was made: every piece whole, long runs in slices, or bounded past {@link EXACT_COUNT_CHARS}. */
export type CountMethod = 'exact' | 'runs-sliced' | 'bounded';

export interface TokenCount {
  tokens: number;
  method: CountMethod;
}

function countRuns(text: string): TokenCount {
  const encoder = loadEncoder();
  let tokens = 0;
  let from = 0;
  let sliced = false;
  for (const run of text.matchAll(LONG_RUN)) {
    sliced = true;
    if (run.index > from) {
      tokens += encoder.countTokens(text.slice(from, run.index), PLAIN_TEXT);
    }
    for (const [slice] of run[0].matchAll(RUN_SLICE)) {
      tokens += encoder.countTokens(slice, PLAIN_TEXT);
    }
    from = run.index + run[0].length;
  }
  if (!sliced) {
    return { tokens: encoder.countTokens(text, PLAIN_TEXT), method: 'exact' };
  }
  if (from < text.length) {
    tokens += encoder.countTokens(text.slice(from), PLAIN_TEXT);
  }
  return { tokens, method: 'runs-sliced' };
}

/**
 * Counts kept per text (issue 28): every message counts its conversation's history for the
 * memory's budget and its whole prompt for the model's limits — the same turns and the same
 * system prompt again at each message, a cost that grew with the conversation. Short texts are
 * counted each time (cheaper than keeping them); at most {@link KEPT_COUNT_CHARS} characters of
 * text are kept, the least recently used dropped first. A kept count could tell only that the same
 * text (of at least {@link KEEP_COUNT_FROM_CHARS} characters, so one already known whole) was
 * counted on this node lately, by a fraction of a millisecond inside a chat message's noise.
 */
const keptCounts = new Map<string, TokenCount>();
let keptChars = 0;
/** Texts shorter than this are counted each time. */
export const KEEP_COUNT_FROM_CHARS = 200;
/** Characters of text kept with their counts, at most (a few megabytes). */
export const KEPT_COUNT_CHARS = 2_000_000;

/** Number of o200k_base tokens in a text, and how it was counted (always in time linear in the text). */
export function countTokensOf(text: string): TokenCount {
  if (text.length < KEEP_COUNT_FROM_CHARS || text.length > EXACT_COUNT_CHARS) {
    return countNow(text);
  }
  const kept = keptCounts.get(text);
  if (kept) {
    // Used again: now the most recent.
    keptCounts.delete(text);
    keptCounts.set(text, kept);
    return kept;
  }
  const counted = countNow(text);
  keptCounts.set(text, counted);
  keptChars += text.length;
  for (const [oldest] of keptCounts) {
    if (keptChars <= KEPT_COUNT_CHARS) {
      break;
    }
    keptCounts.delete(oldest);
    keptChars -= oldest.length;
  }
  return counted;
}

/** How many texts have their counts kept, their characters, and whether `text` is one (for the tests). */
export function keptTokenCounts(text?: string): { texts: number; chars: number; kept: boolean } {
  return { texts: keptCounts.size, chars: keptChars, kept: text !== undefined && keptCounts.has(text) };
}

function countNow(text: string): TokenCount {
  if (text.length === 0) {
    return { tokens: 0, method: 'exact' };
  }
  if (text.length <= EXACT_COUNT_CHARS) {
    return countRuns(text);
  }
  // Cut before a low surrogate, so both halves stay well-formed.
  let cut = EXACT_COUNT_CHARS;
  if (/[\uDC00-\uDFFF]/.test(text.charAt(cut))) {
    cut -= 1;
  }
  const head = countRuns(text.slice(0, cut));
  return { tokens: head.tokens + Buffer.byteLength(text.slice(cut), 'utf8'), method: 'bounded' };
}

/** Number of o200k_base tokens in a text (see {@link countTokensOf}). */
export function countTokens(text: string): number {
  return countTokensOf(text).tokens;
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
