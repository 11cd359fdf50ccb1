// What a person types, made into the two parts of the database's query: the words as
// `websearch_to_tsquery` reads them ("frase", -excluir, or) and the last word, read as a prefix
// while they are still typing it. Only letters and digits ever reach the prefix part, so nothing
// typed can inject tsquery syntax.

/** The longest query, in characters (code points, as the contract's maxLength counts them). */
export const MAX_QUERY_CHARACTERS = 200;
export const DEFAULT_RESULTS = 20;
export const MAX_RESULTS = 50;

export interface SearchTerms {
  /** Everything but the prefix, for websearch_to_tsquery ('' when nothing is left). */
  words: string;
  /** The last word, matched as it is being typed; null inside an open quote, after an operator, or when short. */
  prefix: string | null;
}

/** A last word shorter than this is matched whole: one letter would match almost everything. */
const MIN_PREFIX = 3;

export function searchTerms(query: string): SearchTerms {
  const text = query.trim();
  const quotes = text.split('"').length - 1;
  const last = /(^|[\s(])([\p{L}\p{N}]+)$/u.exec(text);
  // Inside an open quote the last word belongs to the phrase; `or` is the operator, not a word.
  if (!last?.[2] || quotes % 2 === 1 || last[2].length < MIN_PREFIX || last[2].toLowerCase() === 'or') {
    return { words: text, prefix: null };
  }
  return { words: text.slice(0, last.index + (last[1] ?? '').length).trim(), prefix: last[2] };
}

/** Where the next page starts: after the last result (its conversation's activity and ids, its date). */
export interface SearchCursor {
  /** The conversation's `updated_at` as the database wrote it (microseconds kept). */
  conversationAt: string;
  conversationId: string;
  /** The message's `created_at`, likewise. */
  at: string;
  messageId: string;
}

export function encodeCursor(cursor: SearchCursor): string {
  return Buffer.from(
    JSON.stringify([cursor.conversationAt, cursor.conversationId, cursor.at, cursor.messageId]),
  ).toString('base64url');
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)?$/;
const ID = /^[\w-]{1,64}$/;

/** The cursor a client sent back, or null when it is not one this server wrote. */
export function decodeCursor(value: string): SearchCursor | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (Array.isArray(parsed) && parsed.length === 4 && parsed.every((part) => typeof part === 'string')) {
      const [conversationAt, conversationId, at, messageId] = parsed as string[];
      if (
        TIMESTAMP.test(conversationAt ?? '') &&
        ID.test(conversationId ?? '') &&
        TIMESTAMP.test(at ?? '') &&
        ID.test(messageId ?? '')
      ) {
        return {
          conversationAt: conversationAt as string,
          conversationId: conversationId as string,
          at: at as string,
          messageId: messageId as string,
        };
      }
    }
  } catch {
    // Not base64url JSON: not ours.
  }
  return null;
}
