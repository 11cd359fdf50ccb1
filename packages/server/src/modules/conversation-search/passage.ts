// The passage shown for a result: a window of the message around its first match, as plain-text
// segments (a client renders them as text, never as HTML). The database marks the matches with
// ts_headline over the folded message; folding keeps every character in place, so the marks are
// laid back onto the original text character by character.

/** The marks ts_headline puts around a match (the fold turns them into spaces in any message). */
export const MATCH_START = '\uE000';
export const MATCH_END = '\uE001';

/** Characters of context before the first match, and the passage's length. */
const BEFORE = 60;
const LENGTH = 200;

export interface PassageSegment {
  text: string;
  match: boolean;
}

export interface Passage {
  segments: PassageSegment[];
  truncated_start: boolean;
  truncated_end: boolean;
}

/** Match ranges (UTF-16 offsets into `content`) read from the marked folded text, or [] when they do not line up. */
export function matchRanges(content: string, marked: string): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  let offset = 0;
  let start = -1;
  for (const char of marked) {
    if (char === MATCH_START) {
      start = offset;
    } else if (char === MATCH_END) {
      if (start >= 0 && offset > start) {
        ranges.push([start, offset]);
      }
      start = -1;
    } else {
      const original = content.codePointAt(offset);
      if (original === undefined) {
        return [];
      }
      offset += original > 0xffff ? 2 : 1;
    }
  }
  // A fold that changed a character's length (a locale's lowercase) would shift every mark.
  return offset === content.length ? ranges : [];
}

const SPACE = /\s/u;

/** The passage of `content` around its first match, with every match inside it marked. */
export function passageOf(content: string, ranges: Array<[number, number]>): Passage {
  const first = ranges[0]?.[0] ?? 0;
  let start = Math.max(0, first - BEFORE);
  // Start at a word: skip the rest of a word cut in half.
  while (start > 0 && start < first && !SPACE.test(content[start - 1] ?? '')) {
    start += 1;
  }
  let end = Math.min(content.length, start + LENGTH);
  const lastMatchEnd = ranges.find(([s]) => s === first)?.[1] ?? 0;
  while (end < content.length && end > Math.max(start, lastMatchEnd) && !SPACE.test(content[end] ?? '')) {
    end -= 1;
  }
  // Never end inside a surrogate pair.
  if (end < content.length && /[\uD800-\uDBFF]/.test(content[end - 1] ?? '')) {
    end -= 1;
  }
  const segments: PassageSegment[] = [];
  const push = (from: number, to: number, match: boolean) => {
    const text = content.slice(from, to).replace(/\s+/gu, ' ');
    if (text) {
      segments.push({ text, match });
    }
  };
  let cursor = start;
  for (const [s, e] of ranges) {
    if (s < start || e > end) {
      continue;
    }
    push(cursor, s, false);
    push(s, e, true);
    cursor = e;
  }
  push(cursor, end, false);
  if (segments[0] && !segments[0].match) {
    segments[0].text = segments[0].text.trimStart();
  }
  const last = segments.at(-1);
  if (last && !last.match) {
    last.text = last.text.trimEnd();
  }
  return {
    segments: segments.filter((segment) => segment.text),
    truncated_start: start > 0,
    truncated_end: end < content.length,
  };
}
