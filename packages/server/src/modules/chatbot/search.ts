// Finding the article that answers a question: BM25 over the articles (MiniSearch) on words that
// are lower-cased, accent-folded, spell-corrected against the knowledge base's own vocabulary
// (unless they are everyday Portuguese words the base does not use) and reduced to their
// Portuguese stem (the router's stemmer), with fuzzy matching for the typos the correction
// misses. Among the best few results, the article that covers most of the question's informative
// words wins; the confidence is a calibrated mix of that coverage and the strength of the match
// (`calibrate`, measured by `evaluation.ts`). Only the start of a question is read, so the cost
// stays flat whatever is sent.
import MiniSearch, { type SearchResult } from 'minisearch';
import type { PlanRow } from '../payments/plans.ts';
import { correctSpelling, createLexicon, type Lexicon, lexiconWords } from '../routing/lexicon.ts';
import { stemPortuguese } from '../routing/stemmer.ts';
import { tokenize } from '../routing/text.ts';
import { buildKnowledge, type RenderedArticle } from './knowledge-base.ts';
import type { KnowledgeSettings } from './knowledge-facts.ts';
import { portugueseWords } from './portuguese-words.ts';

// Words that say nothing about the topic of a question.
const STOPWORDS = new Set(
  (
    'a o e de da do das dos em no na nos nas um uma uns umas para pra por com sem que se ao aos as os ' +
    'como mais mas ou seu sua seus suas meu minha meus minhas este esta isto esse essa isso eu me te ' +
    'lhe voce voces ele ela eles elas nao sim ja so tem ter ha qual quais quando onde porque oque ' +
    'e sao ser esta estao foi vou vai posso pode podem consigo quero queria gostaria saber sobre ' +
    'preciso favor porfavor obrigado obrigada oi ola bom boa dia tarde noite tudo bem sppock ' +
    'entao aqui ai la isso agora tambem muito pouco fazer faco faz quanto quantos quanta quantas ' +
    'cade beleza estou mesmo depois comigo mim'
  ).split(/\s+/),
);

// Chat spellings of question words the shared tokenizer leaves as they are ("qto custa", "kd o botão").
const CHAT_SPELLINGS: Readonly<Record<string, string>> = {
  qto: 'quanto',
  qnto: 'quanto',
  qt: 'quanto',
  qnt: 'quanto',
  qtos: 'quantos',
  qnts: 'quantos',
  qntos: 'quantos',
  qtas: 'quantas',
  qnta: 'quanta',
  qntas: 'quantas',
  eh: 'e',
  kd: 'cade',
  blz: 'beleza',
  hj: 'hoje',
  mto: 'muito',
  mt: 'muito',
  msm: 'mesmo',
  to: 'estou',
  ta: 'esta',
  dps: 'depois',
  cmg: 'comigo',
};

// Words people use for the product's things, mapped to the word the knowledge base uses (folded):
// a lexical search only finds what is spelled alike, and these are not typos.
const PRODUCT_WORDS: Readonly<Record<string, string>> = {
  pc: 'computador',
  pcs: 'computador',
  notebook: 'computador',
  notebooks: 'computador',
  laptop: 'computador',
  desktop: 'computador',
  smartphone: 'celular',
  derrubou: 'desconectado',
  derrubar: 'desconectado',
  derruba: 'desconectado',
  expulsou: 'desconectado',
  versao: 'plano',
  versoes: 'plano',
  anual: 'mensal',
  anualmente: 'mensal',
  anuidade: 'mensalidade',
  bug: 'problema',
  bugs: 'problema',
  falha: 'problema',
  falhas: 'problema',
  defeito: 'problema',
  sac: 'atendimento',
  whatsapp: 'atendimento',
  portugues: 'idioma',
  ingles: 'idioma',
  espanhol: 'idioma',
  lingua: 'idioma',
  idiomas: 'idioma',
  cota: 'limite',
};

/** Longer questions are cut here: the question is in its first lines, and the cost stays flat. */
export const MAX_QUESTION_CHARS = 300;
/** At most this many distinct terms are searched. */
export const MAX_QUERY_TERMS = 24;
/** Longer "words" are not corrected (no Portuguese word is this long; correcting costs length²). */
const MAX_CORRECTED_LENGTH = 24;

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

// A number glued to its unit: "200mb", "30min", "12h".
const NUMBER_AND_UNIT = /^(\d+)([a-z]+)$/;

/** Accent-folded words of a text, punctuation and stopwords dropped. */
export function contentWords(text: string): string[] {
  return tokenize(text)
    .filter((token) => !token.punctuation)
    .flatMap((token) => {
      const unit = NUMBER_AND_UNIT.exec(token.folded);
      return unit ? [unit[1] ?? '', unit[2] ?? ''] : [token.folded];
    })
    .map((word) => CHAT_SPELLINGS[word] ?? PRODUCT_WORDS[word] ?? word)
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
  /** Share of the question's content words the best article matched, each weighed by how rare it is. */
  coverage: number;
}

/** The confidence below which the bot says it is not sure and offers the support inbox. */
export const CONFIDENCE_THRESHOLD = 0.5;

/** What the bot does with a question: the one decision the chatbot and its evaluation share. */
export type FaqDecision =
  | { kind: 'small_talk'; talk: 'greeting' | 'thanks' }
  | {
      kind: 'not_sure';
      retrieval: Retrieval;
      /** The nearest article when the question shares any word with it (offered as a hint). */
      closest: RenderedArticle | undefined;
      runnersUp: RenderedArticle[];
    }
  | { kind: 'article'; retrieval: Retrieval; article: RenderedArticle; runnersUp: RenderedArticle[] };

const FIELDS = ['questions', 'title', 'keywords', 'answer'] as const;

/** A term matched by a guess (a spelling correction, a fuzzy match) counts this much of its weight. */
const GUESS_WEIGHT = 0.75;

/** A term matched only in an article's text (not its questions, title or keywords) counts this much. */
const TEXT_ONLY_WEIGHT = 0.5;

/** How many of the best BM25 results are re-ranked by score × how much of the question they cover. */
const RERANKED = 5;

interface QueryTerm {
  /** What is searched: the stem of the word, or of its correction. */
  stem: string;
  /** The word is spelled as a word we know (the knowledge base's or everyday Portuguese). */
  asTyped: boolean;
  /** The word was corrected to a word of the knowledge base. */
  corrected: boolean;
}

/** A runner-up article is offered (and given to the model) when it scores this share of the best. */
const RUNNER_UP_SHARE = 0.35;

/**
 * The calibrated confidence, fitted on the tuning set (`faq-eval.json`, off-topic questions
 * included; the held-out set played no part): how much of the question the best article covers,
 * and how strongly it matches (a match in an article's questions, title and keywords scores more
 * than one in its text). How clearly it beats the next article added nothing once coverage is
 * weighed by how rare each word is, so it is left out.
 */
export function calibrate(coverage: number, topScore: number): number {
  const z = -11.5 + 13 * coverage + 1.5 * Math.log1p(topScore);
  const value = 1 / (1 + Math.exp(-z));
  return Math.round(Math.min(0.97, Math.max(0.03, value)) * 100) / 100;
}

export class FaqIndex {
  readonly articles: readonly RenderedArticle[];
  private readonly byId: Map<string, RenderedArticle>;
  private readonly lexicon: Lexicon;
  private readonly search: MiniSearch<RenderedArticle>;
  /** How many articles use each stem: a word few articles use says more about the topic. */
  private readonly articlesWithStem: Map<string, number>;

  /** Words that are right as typed even when the knowledge base does not use them. */
  private readonly knownWords: ReadonlySet<string>;

  constructor(articles: readonly RenderedArticle[], options: { knownWords?: ReadonlySet<string> } = {}) {
    this.articles = articles;
    this.knownWords = options.knownWords ?? new Set();
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
    this.articlesWithStem = new Map();
    for (const article of articles) {
      const text = [article.title, ...article.questions, ...article.keywords, article.answer].join(' ');
      for (const stem of new Set(contentWords(text).map((word) => stemPortuguese(word)))) {
        this.articlesWithStem.set(stem, (this.articlesWithStem.get(stem) ?? 0) + 1);
      }
    }
  }

  /**
   * How much a term tells about the topic (inverse document frequency): a word no article uses
   * ("curitiba", "cnpj") weighs the most, so leaving it unanswered costs the most coverage.
   */
  private termWeight(term: string): number {
    return Math.log(1 + this.articles.length / (1 + (this.articlesWithStem.get(term) ?? 0)));
  }

  article(id: string): RenderedArticle | undefined {
    return this.byId.get(id);
  }

  /** The question's stemmed terms after spelling correction (what is searched), first ones first. */
  queryTerms(question: string): string[] {
    return this.terms(question).map((term) => term.stem);
  }

  /** Each distinct term of the question, first ones first. */
  private terms(question: string): QueryTerm[] {
    const terms = new Map<string, QueryTerm>();
    for (const word of contentWords(question.slice(0, MAX_QUESTION_CHARS))) {
      const asTyped = this.lexicon.ranks.has(word) || this.knownWords.has(word);
      const fixed =
        asTyped || word.length > MAX_CORRECTED_LENGTH ? word : correctSpelling(this.lexicon, word);
      const stem = stemPortuguese(fixed);
      const previous = terms.get(stem);
      // A word also typed right elsewhere in the question is no guess.
      terms.set(stem, {
        stem,
        asTyped: asTyped || (previous?.asTyped ?? false),
        corrected: fixed !== word && (previous?.corrected ?? true),
      });
      if (terms.size >= MAX_QUERY_TERMS) {
        break;
      }
    }
    return [...terms.values()];
  }

  retrieve(question: string): Retrieval {
    const terms = this.terms(question);
    if (terms.length === 0) {
      return { matches: [], confidence: 0, coverage: 0 };
    }
    const asTyped = new Set(terms.filter((term) => term.asTyped).map((term) => term.stem));
    const results: SearchResult[] = this.search.search(terms.map((term) => term.stem).join(' '), {
      tokenize: (text) => text.split(' '),
      processTerm: (term) => term,
      boost: { questions: 3, title: 2, keywords: 2, answer: 1 },
      // Fuzzy matching catches the typos the correction missed; a real word is no typo.
      fuzzy: (term) => (term.length >= 6 && !asTyped.has(term) ? 0.2 : false),
      prefix: (term) => term.length >= 5,
      combineWith: 'OR',
    });
    const total = terms.reduce((sum, term) => sum + this.termWeight(term.stem), 0);
    const coverageOf = (result: SearchResult) => {
      const matched = new Set(result.queryTerms);
      const covered = terms
        .filter((term) => matched.has(term.stem))
        .reduce((sum, term) => {
          // A correction, or a near match of a word we do not know, is a guess.
          const guess = term.corrected || (!term.asTyped && !(term.stem in result.match));
          // A word found only in the article's text, not in how people ask it, says less.
          const fields = result.match[term.stem] ?? [];
          const onlyInText = fields.length > 0 && fields.every((field) => field === 'answer');
          return (
            sum +
            this.termWeight(term.stem) * (guess ? GUESS_WEIGHT : 1) * (onlyInText ? TEXT_ONLY_WEIGHT : 1)
          );
        }, 0);
      return covered / total;
    };
    // BM25 favours an article that repeats one word of the question in its questions, title and
    // keywords ("plano", "pro"); among the best few, the one that covers more of the question's
    // informative words answers it ("o data builder está no plano pro?" is about the agent).
    const ranked = results
      .slice(0, RERANKED)
      .map((result) => ({ result, coverage: coverageOf(result) }))
      .map((item) => ({ ...item, rank: item.result.score * item.coverage }))
      .sort((a, b) => b.rank - a.rank);
    const order = [...ranked.map((item) => item.result), ...results.slice(RERANKED)];
    const matches = order.flatMap((result) => {
      const article = this.byId.get(String(result.id));
      return article ? [{ article, score: result.score }] : [];
    });
    const [top] = ranked;
    if (!top) {
      return { matches, confidence: 0, coverage: 0 };
    }
    return { matches, confidence: calibrate(top.coverage, top.result.score), coverage: top.coverage };
  }

  /** Greeting, not sure, or the article that answers the question. */
  decide(question: string): FaqDecision {
    const talk = smallTalk(question);
    if (talk) {
      return { kind: 'small_talk', talk };
    }
    const retrieval = this.retrieve(question);
    const [best, ...rest] = retrieval.matches;
    const runnersUp = rest
      .filter((match) => best && match.score >= best.score * RUNNER_UP_SHARE)
      .map((match) => match.article);
    if (!best || retrieval.confidence < CONFIDENCE_THRESHOLD) {
      const closest = best && retrieval.coverage > 0 ? best.article : undefined;
      return { kind: 'not_sure', retrieval, closest, runnersUp };
    }
    return { kind: 'article', retrieval, article: best.article, runnersUp };
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

/** The index of the knowledge base for these plans and settings, with the Portuguese word list. */
export async function createFaqIndex(
  plans: ReadonlyMap<string, PlanRow>,
  settings: KnowledgeSettings,
): Promise<FaqIndex> {
  return new FaqIndex(buildKnowledge(plans, settings), { knownWords: await portugueseWords() });
}
