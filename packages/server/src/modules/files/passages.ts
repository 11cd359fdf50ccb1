// Grounding answers in a document: long text cut into chunks, the chunks that match an
// instruction chosen by BM25 (MiniSearch), and the offline provider's extractive summary.
import MiniSearch from 'minisearch';
import { clipAtWord, OFFLINE_NOTE } from '../llm/offline-text.ts';

export interface Chunk {
  /** Position in the document, from 0. */
  index: number;
  text: string;
}

export interface ChunkOptions {
  /** Longest chunk, in characters. Default 1,500. */
  maxChars?: number;
  /** Characters repeated from the end of one chunk at the start of the next. Default 150. */
  overlap?: number;
}

/** Cuts at paragraph, then sentence, then word boundaries; never inside a word unless it is longer than a chunk. */
export function chunkText(text: string, options: ChunkOptions = {}): Chunk[] {
  const maxChars = options.maxChars ?? 1500;
  const overlap = Math.min(options.overlap ?? 150, Math.floor(maxChars / 3));
  const pieces = text
    .split(/\n\s*\n/)
    .flatMap((paragraph) => splitLong(paragraph.trim(), maxChars))
    .filter((piece) => piece !== '');
  const chunks: Chunk[] = [];
  let current = '';
  for (const piece of pieces) {
    if (current && current.length + piece.length + 2 > maxChars) {
      chunks.push({ index: chunks.length, text: current });
      const tail = overlapTail(current, overlap);
      current = tail && tail.length + piece.length + 2 <= maxChars ? `${tail}\n\n${piece}` : piece;
    } else {
      current = current ? `${current}\n\n${piece}` : piece;
    }
  }
  if (current) {
    chunks.push({ index: chunks.length, text: current });
  }
  return chunks;
}

function splitLong(paragraph: string, maxChars: number): string[] {
  if (paragraph.length <= maxChars) {
    return [paragraph];
  }
  const parts: string[] = [];
  let current = '';
  for (const unit of paragraph.split(/(?<=[.!?;])\s+|\s+/)) {
    const words = unit.length > maxChars ? (unit.match(new RegExp(`.{1,${maxChars}}`, 'gs')) ?? []) : [unit];
    for (const word of words) {
      if (current && current.length + word.length + 1 > maxChars) {
        parts.push(current);
        current = word;
      } else {
        current = current ? `${current} ${word}` : word;
      }
    }
  }
  if (current) {
    parts.push(current);
  }
  return parts;
}

function overlapTail(text: string, overlap: number): string {
  if (overlap <= 0) {
    return '';
  }
  const tail = text.slice(-overlap);
  const space = tail.indexOf(' ');
  return space < 0 ? '' : tail.slice(space + 1);
}

// Words that say nothing about what a passage is about; without them BM25 ranks by content.
const STOPWORDS = new Set(
  (
    'a o e é de da do das dos em no na nos nas um uma uns umas para por com sem que se ao aos à às ' +
    'como mais mas ou seu sua seus suas este esta isto esse essa isso me te lhe nos vos eles elas ' +
    'ele ela eu tu você vocês sobre qual quais quando onde porque pelo pela pelos pelas já não sim ' +
    'the of and to in is for on with this that'
  ).split(' '),
);

/** Lower case, no accents, no stopwords: "Preço" and "preco" are the same word to a reader. */
export function searchTerms(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 1 && !STOPWORDS.has(word));
}

export interface SelectOptions {
  /** Most chunks returned. Default 6. */
  limit?: number;
  /** Most characters returned, all chunks together. Default 12,000. */
  maxChars?: number;
  /** Return the leading chunks when nothing matches. Default true. */
  fallbackToOpening?: boolean;
}

/**
 * The chunks that best match the instruction, back in document order. When nothing matches (a
 * vague "resuma"), the leading chunks: a document's opening usually says what it is about.
 */
export function selectRelevantChunks(
  chunks: Chunk[],
  instruction: string,
  options: SelectOptions = {},
): Chunk[] {
  const limit = options.limit ?? 6;
  const maxChars = options.maxChars ?? 12_000;
  const index = new MiniSearch<Chunk>({
    fields: ['text'],
    storeFields: ['index'],
    idField: 'index',
    tokenize: searchTerms,
    processTerm: (term) => term,
    searchOptions: { tokenize: searchTerms, processTerm: (term) => term, prefix: true, fuzzy: 0.15 },
  });
  index.addAll(chunks);
  const ranked = index.search(instruction, { combineWith: 'OR' }).map((hit) => chunks[hit.id as number]!);
  const chosen = ranked.length > 0 || options.fallbackToOpening === false ? ranked : chunks;
  const picked: Chunk[] = [];
  let used = 0;
  for (const chunk of chosen) {
    if (picked.length >= limit || used + chunk.text.length > maxChars) {
      break;
    }
    picked.push(chunk);
    used += chunk.text.length;
  }
  return picked.sort((a, b) => a.index - b.index);
}

// A sentence ends at . ! ? followed by a space or a line end: "R$ 148.300,00" stays whole.
const SENTENCE_END = /(?<=[.!?])\s+|\n+/g;

/**
 * The first `count` sentences, each cut at `maxChars` on a word: read from the start of the text
 * only as far as they go, so a 2 MB document costs no more than a short one.
 */
function leadingSentences(text: string, count: number, maxChars: number): string[] {
  const sentences: string[] = [];
  const boundary = new RegExp(SENTENCE_END);
  let from = 0;
  while (sentences.length < count && from < text.length) {
    const match = boundary.exec(text);
    const end = match ? match.index : text.length;
    const sentence = text.slice(from, end).trim();
    if (sentence) {
      sentences.push(clipAtWord(sentence, maxChars));
    }
    if (!match) {
      break;
    }
    from = boundary.lastIndex;
  }
  return sentences;
}

/** Paragraphs, the long ones cut at sentence and word boundaries: the units quoted offline. */
function passagesOf(text: string, maxChars: number): Chunk[] {
  return text
    .split(/\n\s*\n/)
    .flatMap((paragraph) => splitLong(paragraph.trim(), maxChars))
    .filter((piece) => piece !== '')
    .map((piece, index) => ({ index, text: piece }));
}

export interface SummaryOptions {
  /** Leading sentences quoted. Default 3. */
  leading?: number;
  /** Matching passages quoted. Default 3. */
  passages?: number;
  /** Longest passage quoted, in characters. Default 600. */
  passageChars?: number;
  /** Longest leading sentence quoted, in characters (cut on a word, with "…"). Default 300. */
  sentenceChars?: number;
}

/**
 * The offline provider's answer about a document: its opening sentences and the passages that
 * match the instruction, quoted as they are, and the offline note. Nothing is invented.
 */
export function extractiveSummary(text: string, instruction: string, options: SummaryOptions = {}): string {
  const leading = leadingSentences(text, options.leading ?? 3, options.sentenceChars ?? 300);
  const passageChars = options.passageChars ?? 600;
  const opening = leading.join(' ');
  const terms = searchTerms(instruction);
  const matching =
    terms.length === 0
      ? []
      : selectRelevantChunks(passagesOf(text, passageChars), instruction, {
          limit: options.passages ?? 3,
          fallbackToOpening: false,
        }).filter((passage) => !opening.includes(passage.text));
  const sections = ['**Início do documento**', leading.map((s) => `> ${s}`).join('\n')];
  if (matching.length > 0) {
    sections.push(
      `**Trechos relacionados a "${instruction.trim()}"**`,
      matching
        .map((chunk) =>
          chunk.text
            .split('\n')
            .map((line) => `> ${line}`)
            .join('\n'),
        )
        .join('\n\n'),
    );
  } else if (terms.length > 0) {
    sections.push(`Nenhum trecho do documento menciona "${instruction.trim()}".`);
  }
  sections.push(OFFLINE_NOTE);
  return sections.join('\n\n');
}
