// The passages of a custom agent's knowledge (or of a page it read) that match a question: each
// text cut into paragraphs, each paragraph scored by the question's stemmed words it holds. Pure
// and free of the server's services, so the knowledge worker loads only this.
import { chunkText, searchTerms } from '../files/passages.ts';
import { stemPortuguese } from '../routing/stemmer.ts';
import type { StoredCitation } from './schema.ts';

export interface Passage extends StoredCitation {}

/** A text to take passages from: a knowledge document, or a page the message pointed to. */
export interface KnowledgeSource {
  /** The document's id, or the page's address. */
  document_id: string;
  /** The document's file name, or the page's title. */
  filename: string;
  text: string;
}

export interface KnowledgeJob {
  sources: KnowledgeSource[];
  question: string;
  /** Most passages returned. */
  limit: number;
}

function stems(text: string): Set<string> {
  return new Set(searchTerms(text).map((word) => stemPortuguese(word)));
}

/**
 * Words whose stems one job remembers: a prose document's whole vocabulary (tens of thousands),
 * while a document of random words, every one new, cannot grow the worker's memory past it.
 */
const REMEMBERED_STEMS = 100_000;

/** The question's stems, and what a paragraph's scoring needs to skip most words unstemmed. */
class QuestionTerms {
  private readonly terms: Set<string>;
  /**
   * First letters of the terms. The stemmer only ever changes a word's end (it keeps at least
   * two letters), so a word whose first letter is not here cannot stem to a term: stemming is
   * most of the cost, and most words are skipped.
   */
  private readonly initials: Set<string>;
  private readonly known = new Map<string, string>();

  constructor(question: string) {
    this.terms = stems(question);
    this.initials = new Set([...this.terms].map((term) => term.charAt(0)));
  }

  /** How many of the question's terms the paragraph holds. */
  scoreOf(paragraph: string): number {
    const held = new Set<string>();
    for (const word of searchTerms(paragraph)) {
      if (!this.initials.has(word.charAt(0))) {
        continue;
      }
      let stem = this.known.get(word);
      if (stem === undefined) {
        stem = stemPortuguese(word);
        if (this.known.size < REMEMBERED_STEMS) {
          this.known.set(word, stem);
        }
      }
      if (this.terms.has(stem)) {
        held.add(stem);
      }
    }
    return held.size;
  }
}

/** Paragraphs of a text, the long ones cut: the units an answer cites. */
function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .flatMap((paragraph) => chunkText(paragraph, { maxChars: 600, overlap: 0 }).map((chunk) => chunk.text))
    .filter((paragraph) => paragraph.trim() !== '');
}

/**
 * The passages that match the question, best first, at most `limit`: those sharing at least
 * half as many (stemmed) words with it as the best one does. Ties keep the sources' order.
 */
export function rankKnowledgeHere(job: KnowledgeJob): Passage[] {
  const terms = new QuestionTerms(job.question);
  const scored: { passage: Passage; score: number }[] = [];
  for (const source of job.sources) {
    for (const paragraph of paragraphsOf(source.text)) {
      const score = terms.scoreOf(paragraph);
      if (score > 0) {
        scored.push({
          passage: { document_id: source.document_id, filename: source.filename, excerpt: paragraph },
          score,
        });
      }
    }
  }
  const best = scored.reduce((most, entry) => Math.max(most, entry.score), 0);
  return scored
    .filter((entry) => entry.score * 2 > best)
    .sort((a, b) => b.score - a.score)
    .slice(0, job.limit)
    .map((entry) => entry.passage);
}
