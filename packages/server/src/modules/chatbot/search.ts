// Finding the article that answers a question: BM25 over the articles (MiniSearch) on words that
// are lower-cased, accent-folded, spell-corrected against the knowledge base's own vocabulary and
// reduced to their Portuguese stem (the router's stemmer), with fuzzy matching for what the
// correction misses. The confidence is a calibrated mix of how much of the question the best
// article covers and how clearly it beats the next one (see `faq-eval.test.ts`).
import MiniSearch, { type SearchResult } from 'minisearch';
import { correctSpelling, createLexicon, type Lexicon, lexiconWords } from '../routing/lexicon.ts';
import { stemPortuguese } from '../routing/stemmer.ts';
import { tokenize } from '../routing/text.ts';
import type { RenderedArticle } from './knowledge-base.ts';

// Words that say nothing about the topic of a question.
const STOPWORDS = new Set(
  (
    'a o e de da do das dos em no na nos nas um uma uns umas para pra por com sem que se ao aos as os ' +
    'como mais mas ou seu sua seus suas meu minha meus minhas este esta isto esse essa isso eu me te ' +
    'lhe voce voces ele ela eles elas nao sim ja so tem ter ha qual quais quando onde porque oque ' +
    'e sao ser esta estao foi vou vai posso pode podem consigo quero queria gostaria saber sobre ' +
    'preciso favor porfavor obrigado obrigada oi ola bom boa dia tarde noite tudo bem sppock ' +
    'entao aqui ai la isso agora tambem muito pouco fazer faco faz quanto quantos quanta quantas'
  ).split(/\s+/),
);

const GREETINGS = new Set([
  'oi',
  'ola',
  'bom',
  'boa',
  'dia',
  'tarde',
  'noite',
  'tudo',
  'bem',
  'hello',
  'hey',
  'eai',
]);
const THANKS = new Set(['obrigado', 'obrigada', 'valeu', 'brigado', 'agradeco', 'obg', 'vlw']);

/** Accent-folded words of a text, punctuation and stopwords dropped. */
export function contentWords(text: string): string[] {
  return tokenize(text)
    .filter((token) => !token.punctuation)
    .map((token) => token.folded)
    .filter((word) => !STOPWORDS.has(word) && word.length > 1 && !/^\d{1,2}$/.test(word));
}

/** What a question is when it carries no topic: a greeting or thanks. */
export function smallTalk(text: string): 'greeting' | 'thanks' | null {
  const words = tokenize(text)
    .filter((token) => !token.punctuation)
    .map((token) => token.folded);
  if (words.length === 0 || words.length > 6) {
    return null;
  }
  if (words.some((word) => THANKS.has(word)) && contentWords(text).length <= 1) {
    return 'thanks';
  }
  if (
    words.every((word) => GREETINGS.has(word) || STOPWORDS.has(word)) &&
    words.some((word) => GREETINGS.has(word))
  ) {
    return 'greeting';
  }
  return null;
}

export interface Match {
  article: RenderedArticle;
  score: number;
}

export interface Retrieval {
  /** Best first; empty when nothing matched. */
  matches: Match[];
  /** 0..1: how sure the best article answers the question. */
  confidence: number;
  /** Share of the question's content words the best article matched. */
  coverage: number;
}

/** The confidence below which the bot says it is not sure and offers the support inbox. */
export const CONFIDENCE_THRESHOLD = 0.5;

const FIELDS = ['questions', 'title', 'keywords', 'answer'] as const;

/** The calibrated confidence (fitted on the evaluation set, off-topic questions included). */
export function calibrate(coverage: number, margin: number, topScore: number): number {
  const z = -6 + 7 * coverage + 1.5 * margin + 0.5 * Math.log1p(topScore);
  const value = 1 / (1 + Math.exp(-z));
  return Math.round(Math.min(0.97, Math.max(0.03, value)) * 100) / 100;
}

export class FaqIndex {
  readonly articles: readonly RenderedArticle[];
  private readonly byId: Map<string, RenderedArticle>;
  private readonly lexicon: Lexicon;
  private readonly search: MiniSearch<RenderedArticle>;

  constructor(articles: readonly RenderedArticle[]) {
    this.articles = articles;
    this.byId = new Map(articles.map((article) => [article.id, article]));
    this.lexicon = createLexicon(
      lexiconWords(
        articles.map((article) =>
          contentWords([article.title, ...article.questions, ...article.keywords, article.answer].join(' ')),
        ),
      ),
    );
    this.search = new MiniSearch<RenderedArticle>({
      idField: 'id',
      fields: [...FIELDS],
      extractField: (document, field) => {
        const value = document[field as keyof RenderedArticle];
        return Array.isArray(value) ? value.join(' \n ') : String(value ?? '');
      },
      tokenize: (text) => contentWords(text),
      processTerm: (term) => stemPortuguese(term),
    });
    this.search.addAll([...articles]);
  }

  article(id: string): RenderedArticle | undefined {
    return this.byId.get(id);
  }

  /** The question's stemmed terms after spelling correction (what is searched). */
  queryTerms(question: string): string[] {
    return [
      ...new Set(contentWords(question).map((word) => stemPortuguese(correctSpelling(this.lexicon, word)))),
    ];
  }

  retrieve(question: string): Retrieval {
    const terms = this.queryTerms(question);
    if (terms.length === 0) {
      return { matches: [], confidence: 0, coverage: 0 };
    }
    const results: SearchResult[] = this.search.search(terms.join(' '), {
      tokenize: (text) => text.split(' '),
      processTerm: (term) => term,
      boost: { questions: 3, title: 2, keywords: 2, answer: 1 },
      fuzzy: (term) => (term.length >= 6 ? 0.2 : false),
      prefix: (term) => term.length >= 5,
      combineWith: 'OR',
    });
    const matches = results.flatMap((result) => {
      const article = this.byId.get(String(result.id));
      return article ? [{ article, score: result.score }] : [];
    });
    const [top, second] = results;
    if (!top) {
      return { matches, confidence: 0, coverage: 0 };
    }
    const coverage = new Set(top.queryTerms).size / terms.length;
    const margin = second ? 1 - second.score / top.score : 1;
    return { matches, confidence: calibrate(coverage, margin, top.score), coverage };
  }

  /** Related questions: the article's own related ones, then the runners-up, never the same article twice. */
  suggestions(best: RenderedArticle | null, runnersUp: readonly RenderedArticle[], limit = 3): string[] {
    const seen = new Set<string>(best ? [best.id] : []);
    const out: string[] = [];
    const ids = [...(best?.related ?? []), ...runnersUp.map((article) => article.id)];
    for (const id of ids) {
      const article = this.byId.get(id);
      if (!article || seen.has(id)) {
        continue;
      }
      seen.add(id);
      const question = article.questions[0];
      if (question) {
        out.push(question);
      }
      if (out.length >= limit) {
        break;
      }
    }
    return out;
  }
}
