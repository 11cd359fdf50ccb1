// The features the routing model reads from a message. Training (scripts/build-routing-model.ts)
// and routing call the same function, so what the model learnt is what it is asked.
//
// Two blocks, each scaled to unit length so neither drowns the other:
// - words: stemmed unigrams and bigrams; the first three words and the head clause again (the
//   first thing asked is what to route: "pesquisar concorrentes para depois ter ideias" is about
//   competitors, "post comparando nosso plano com os concorrentes" is a post);
//   negated words apart ("não quero ideias, quero um e-mail"); word families (cues.ts: 'pauta',
//   'call' and 'reunião' are one family); and flags: a question mark, a request to explain a
//   concept ("o que é um funil de vendas?" is a question for the Commander, "monte o funil de
//   vendas" is a task for the sales-funnel agent), crossed with the families it mentions, and
//   who buys from whom ("quem vende caixas" wants suppliers, "quero vender caixas" customers);
// - characters: 3- to 5-grams of each word, so typos and unseen inflections still match.
import { cueFamily } from './cues.ts';
import { correctSpelling, type Lexicon } from './lexicon.ts';
import { stemPortuguese } from './stemmer.ts';
import { type Token, tokenize } from './text.ts';

// Function words: they say nothing about the agent alone, but stay in the bigrams ('o que').
const STOPWORDS = new Set(
  (
    'a o as os um uma uns umas de do da dos das e em no na nos nas num numa por pelo pela com ao aos ' +
    'que se me te eu tu ele ela nos voce voces meu minha meus minhas seu sua seus suas nosso nossa ' +
    'nossos nossas isso isto esse essa este esta aqui la ai ja so mais muito bem tipo porfavor ou'
  ).split(' '),
);

// Where the head clause ends: the first request is before the purpose ('para…') or the next step.
const HEAD_BOUNDARIES = new Set([
  'para',
  'pra',
  'pro',
  'pras',
  'pros',
  'depois',
  'seguida',
  'entao',
  'antes',
]);
const HEAD_MAX_WORDS = 8;

const NEGATORS = new Set(['nao', 'nem', 'sem', 'nunca', 'jamais']);
/** Content words after a negator that it covers, at most. */
const NEGATION_SCOPE = 3;
/** Words that end a negation early: 'não quero ideias, quero um e-mail', '… e sim um post'. */
const NEGATION_ENDS = new Set(['mas', 'sim', 'quero', 'queria', 'preciso', 'so', 'apenas', 'somente']);
/** After a negator, verbs about the user's own limits, which do not negate the request. */
const ABOUT_THE_USER = new Set(['sei', 'consigo', 'entendo', 'conheco', 'tenho', 'manjo', 'lembro', 'gosto']);
/** The first content words of a message, which name the task more often than not. */
const START_WORDS = 3;

const EXPLAIN_PATTERNS: readonly RegExp[] = [
  /^(?:\S+ ){0,4}(?:o que|oque|que) (?:e|eh|sao|significa|significam|seria|quer dizer)\b/,
  /^(?:\S+ ){0,3}(?:explica|explique|explicar|explicaria|explicasse)\b/,
  /\b(?:qual|quais) (?:e |sao )?(?:a |as )?diferencas?\b/,
  /\bdiferencas? entre\b/,
  /\b(?:pra|para) (?:que|q) (?:serve|servem)\b/,
  /\bcomo funcionam?\b/,
  /^(?:\S+ ){0,3}(?:defina|definicao|conceito)\b/,
  /\b(?:explica|explique|explicar)\b.*\bconceito\b/,
  /\bo que significa\b/,
  /\bsignificado (?:de|da|do|das|dos)\b/,
  /\b(?:e|sao|seria|seriam) (?:a mesma coisa|iguais|sinonimos?)\b/,
  /\bso (?:quero|queria|pra|para) (?:entender|saber)\b/,
  /\b(?:e|eh|seria) (?:legal|etico|permitido|proibido|obrigatorio|crime|ilegal)\b/,
];

// Who buys from whom: the stem of 'vendem' and 'vender' is one, but 'quem vende caixas' asks for a
// supplier and 'quero vender caixas' for customers.
const SELLING_PATTERNS: readonly RegExp[] = [
  /\b(?:quero|queria|pra|para|preciso|posso|vou|consigo|quer|podemos|queremos) (?:vender|oferecer|revender|apresentar|fornecer|expandir|prospectar|abordar)\b/,
  /^(?:\S+ ){0,3}(?:vendo|ofereco|fabrico|produzo|presto|represento|distribuo|fornecemos|vendemos|fabricamos|produzimos)\b/,
  /\b(?:comprariam|compraria|comprem|compram|contratam|contratariam|contrataria|contratem|precisam|precisariam|precisem|usariam|usam|possam|poderiam|queiram|topariam|aceitem|revendam|revenderiam|interessad[oa]s?|interesse)\b/,
  /\b(?:meu|minha|meus|minhas|nosso|nossa|nossos|nossas) (?:produtos?|servicos?|marca|software|sistema|app|aplicativo|solucao|linha|producao|safra)\b/,
  /\b(?:clientes|compradores|leads|prospects|revendedores|parceiros comerciais) (?:pra|para|de|em|que)\b/,
];
const BUYING_PATTERNS: readonly RegExp[] = [
  /\b(?:quero|queria|preciso|vou|onde|como|pra|para|precisamos|queremos|posso) (?:comprar|compro|contratar|alugar|cotar|terceirizar|trocar de|encontrar um fornecedor|achar um fornecedor)\b/,
  /\b(?:que|quem|qual|quais|onde) (?:vende|vendem|venda|vendam|fornece|fornecem|forneca|fornecam|fabrica|fabricam|fabrique|fabriquem|produz|produzem|produza|faz|fazem|faca|facam|entrega|entregam|entregue|entreguem|aluga|alugam|alugue|instala|instalam|instale|instalem|atende|atendem|atenda|atendam|distribui|distribuem|importa|importam|presta|prestam|conserta|consertam)\b/,
  /\b(?:onde|aonde) (?:compro|comprar|acho|encontro|consigo|arrumo)\b/,
  /\b(?:fornecedor|fornecedores|fornecedora|atacadista|atacadistas|fabricante|fabricantes|importadora|importadoras) (?:de|que|pra|para|com)\b/,
];

const CHAR_MIN = 3;
const CHAR_MAX = 5;

/** The features of one message, by block, before scaling. */
export interface MessageFeatures {
  words: Map<string, number>;
  chars: Map<string, number>;
  /** Unigram feature → the word as the user wrote it, to quote in the intent phrase. */
  surfaces: Map<string, string>;
}

function addCharGrams(word: string, chars: Map<string, number>): void {
  const padded = `<${word}>`;
  for (let size = CHAR_MIN; size <= CHAR_MAX; size += 1) {
    for (let start = 0; start + size <= padded.length; start += 1) {
      const gram = `c:${padded.slice(start, start + size)}`;
      chars.set(gram, (chars.get(gram) ?? 0) + 1);
    }
  }
}

interface Word {
  /** The stem, prefixed with '~' when a negation covers it. */
  key: string;
  /** The word as read: folded, and spelled right when the lexicon knows a word one typo away. */
  folded: string;
  token: Token;
  stop: boolean;
}

// Stemming is most of the cost of reading a message, and people use a small vocabulary.
const stemCache = new Map<string, string>();
const STEM_CACHE_SIZE = 20_000;

function cachedStem(word: string): string {
  let stem = stemCache.get(word);
  if (stem === undefined) {
    stem = stemPortuguese(word);
    if (stemCache.size < STEM_CACHE_SIZE) {
      stemCache.set(word, stem);
    }
  }
  return stem;
}

/** Stems the words and marks the ones a negation covers; punctuation becomes null (a break). */
function readWords(tokens: Token[], lexicon: Lexicon | undefined): (Word | null)[] {
  const words: (Word | null)[] = [];
  let negationLeft = 0;
  let negatedSoFar = 0;
  let afterNegator = false;
  for (const token of tokens) {
    if (token.punctuation) {
      negationLeft = 0;
      words.push(null);
      continue;
    }
    const folded = lexicon ? correctSpelling(lexicon, token.folded) : token.folded;
    // 'não sei escrever e-mail' speaks of the user, not of the task: nothing is negated.
    if (afterNegator && ABOUT_THE_USER.has(folded)) {
      negationLeft = 0;
    }
    // 'não quero ideias, quero um e-mail': the second 'quero' starts the real request.
    if (negatedSoFar > 0 && NEGATION_ENDS.has(folded)) {
      negationLeft = 0;
    }
    afterNegator = false;
    const stop = STOPWORDS.has(folded);
    const negated = negationLeft > 0 && !NEGATORS.has(folded);
    const stem = cachedStem(folded);
    words.push({ key: negated ? `~${stem}` : stem, folded, token, stop });
    if (NEGATORS.has(folded)) {
      negationLeft = NEGATION_SCOPE;
      negatedSoFar = 0;
      afterNegator = true;
    } else if (negated && !stop) {
      negationLeft -= 1;
      negatedSoFar += 1;
    }
  }
  return words;
}

/**
 * Reads the features of a message (cut to `MAX_ROUTED_CHARS`). With a lexicon, words it does not
 * know are first corrected to a known word one typo away.
 */
export function extractFeatures(message: string, lexicon?: Lexicon): MessageFeatures {
  const tokens = tokenize(message);
  const words = readWords(tokens, lexicon);
  const features: MessageFeatures = { words: new Map(), chars: new Map(), surfaces: new Map() };
  const addWord = (key: string) => features.words.set(key, 1);

  let inHead = true;
  let headWords = 0;
  let startWords = 0;
  let previous: Word | null = null;
  for (const word of words) {
    if (word === null) {
      previous = null;
      continue;
    }
    if (HEAD_BOUNDARIES.has(word.folded)) {
      inHead = false;
    }
    if (previous) {
      addWord(`b:${previous.key}_${word.key}`);
    }
    previous = word;
    if (word.stop || NEGATORS.has(word.folded)) {
      continue;
    }
    const unigram = `w:${word.key}`;
    addWord(unigram);
    if (!features.surfaces.has(unigram)) {
      features.surfaces.set(unigram, word.token.surface);
    }
    if (startWords < START_WORDS) {
      addWord(`s:${word.key}`);
      startWords += 1;
    }
    const family = cueFamily(word.key);
    if (family) {
      addWord(`k:${family}`);
    }
    if (inHead && headWords < HEAD_MAX_WORDS) {
      addWord(`h:${word.key}`);
      if (family) {
        addWord(`hk:${family}`);
      }
      headWords += 1;
    }
    if (!word.key.startsWith('~') && word.folded.length >= CHAR_MIN) {
      addCharGrams(word.folded, features.chars);
    }
  }

  const sentence = tokens
    .filter((token) => !token.punctuation)
    .map((token) => token.folded)
    .join(' ');
  if (EXPLAIN_PATTERNS.some((pattern) => pattern.test(sentence))) {
    addWord('f:explain');
    // Explaining a concept of an agent's field is still a question for the Commander: the
    // conjunction lets the model learn that once for every field instead of word by word.
    for (const key of [...features.words.keys()]) {
      if (key.startsWith('k:')) {
        addWord(`x:explain_${key.slice(2)}`);
      }
    }
  }
  if (tokens.some((token) => token.surface === '?')) {
    addWord('f:question');
  }
  if (SELLING_PATTERNS.some((pattern) => pattern.test(sentence))) {
    addWord('f:selling');
  }
  if (BUYING_PATTERNS.some((pattern) => pattern.test(sentence))) {
    addWord('f:buying');
  }
  return features;
}

/** A message as the model sees it: feature names and values, both blocks scaled to unit length. */
export interface FeatureVector {
  names: string[];
  values: number[];
}

// Sublinear counts: a word typed twice is not twice the evidence.
const sublinear = (count: number) => (count === 1 ? 1 : 1 + Math.log(count));

function appendScaled(block: Map<string, number>, weight: number, vector: FeatureVector): void {
  let squares = 0;
  for (const count of block.values()) {
    squares += sublinear(count) ** 2;
  }
  if (squares === 0) {
    return;
  }
  const scale = weight / Math.sqrt(squares);
  for (const [name, count] of block) {
    vector.names.push(name);
    vector.values.push(sublinear(count) * scale);
  }
}

/** Scales the blocks: words to length 1, characters to length `charWeight`. */
export function toVector(features: MessageFeatures, charWeight: number): FeatureVector {
  const vector: FeatureVector = { names: [], values: [] };
  appendScaled(features.words, 1, vector);
  appendScaled(features.chars, charWeight, vector);
  return vector;
}
