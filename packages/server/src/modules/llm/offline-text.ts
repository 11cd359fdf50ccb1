// The offline provider's shared words, below every module that answers offline (the agents'
// registry, a document's extractive summary, a search's offline answer): the note every offline
// answer ends with, and how a quote is cut without breaking a word.

/** The line every offline answer ends with (issue 10: "every answer says it was produced offline"). */
export const OFFLINE_NOTE =
  '> Resposta gerada no modo offline, sem modelo de linguagem. Para respostas completas, configure um provedor (LLM_PROVIDER) — veja o README.';

/**
 * The text cut to at most `max` characters, at the last space of its second half when there is
 * one, with an ellipsis: a quote never ends in half a word unless the word is longer than that.
 */
export function clipAtWord(text: string, max: number): string {
  if (text.length <= max) {
    return text;
  }
  let end = max - 1;
  while (end > max / 2 && !/\s/.test(text.charAt(end))) {
    end -= 1;
  }
  if (end <= max / 2) {
    end = max - 1;
  }
  // Never half of a surrogate pair.
  if (/[\uD800-\uDBFF]/.test(text.charAt(end - 1))) {
    end -= 1;
  }
  return `${text.slice(0, end).trimEnd()}…`;
}

const MAX_ECHO = 400;

/**
 * The user's text on one line, safe inside a heading, a bullet or a table cell: whitespace
 * collapsed, table pipes escaped, and cut (with an ellipsis) so a pasted essay does not become
 * the whole answer.
 */
export function inline(text: string, max = MAX_ECHO): string {
  return clipAtWord(text.replace(/\s+/g, ' ').trim().replaceAll('|', '\\|'), max);
}
