// Spelling correction against the words of the training data ("emial" → "email", "fornecdor" →
// "fornecedor"), SymSpell-style: two words are one typo apart when deleting one letter from each
// (or from one) makes them equal, which covers a dropped, added, swapped or wrong letter.
// Only words the model has never seen are corrected, and only to a word it has.

/** Shorter words are left alone: at four letters a typo is too often another real word. */
const MIN_LENGTH = 5;

export interface Lexicon {
  /** Known word → its rank (0 is the commonest in the training data). */
  ranks: Map<string, number>;
  /** A word with one letter deleted → the known words it comes from. */
  deletions: Map<string, string[]>;
}

function deletionsOf(word: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < word.length; i += 1) {
    out.push(word.slice(0, i) + word.slice(i + 1));
  }
  return out;
}

/** Builds the lexicon from words ordered from commonest to rarest. */
export function createLexicon(words: readonly string[]): Lexicon {
  const ranks = new Map<string, number>();
  const deletions = new Map<string, string[]>();
  words.forEach((word, rank) => {
    ranks.set(word, rank);
    if (word.length < MIN_LENGTH) {
      return;
    }
    for (const deleted of deletionsOf(word)) {
      const list = deletions.get(deleted);
      if (list) {
        list.push(word);
      } else {
        deletions.set(deleted, [word]);
      }
    }
  });
  return { ranks, deletions };
}

/** The known word one typo away from `word` (the commonest if several), or `word` itself. */
export function correctSpelling(lexicon: Lexicon, word: string): string {
  if (word.length < MIN_LENGTH || lexicon.ranks.has(word) || /\d/.test(word)) {
    return word;
  }
  let best: string | undefined;
  let bestRank = Number.POSITIVE_INFINITY;
  const consider = (candidate: string) => {
    const rank = lexicon.ranks.get(candidate);
    if (rank !== undefined && rank < bestRank && candidate.length >= MIN_LENGTH - 1) {
      best = candidate;
      bestRank = rank;
    }
  };
  // A letter too many in `word`.
  const ownDeletions = deletionsOf(word);
  for (const deleted of ownDeletions) {
    consider(deleted);
  }
  // A letter missing from `word`, then a wrong or swapped letter.
  for (const candidate of lexicon.deletions.get(word) ?? []) {
    consider(candidate);
  }
  for (const deleted of ownDeletions) {
    for (const candidate of lexicon.deletions.get(deleted) ?? []) {
      consider(candidate);
    }
  }
  return best ?? word;
}

/** Words of the training texts from commonest to rarest (ties in alphabetical order). */
export function lexiconWords(texts: Iterable<string[]>): string[] {
  const counts = new Map<string, number>();
  for (const words of texts) {
    for (const word of words) {
      counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  return [...counts]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    .map(([word]) => word);
}
