// The client-side agent guess of the chat screen (spec 2 §5 "Client-side agent guess"): before
// the server answers, the product estimates which agent suits a message and announces it. This is
// a faithful port of the described algorithm — keyword hits per agent plus bonus points for
// combined cues — not a tuned router: the server's orchestration result has the last word.
import { confidenceRangeLabel } from './confidence';

/** The agents the guess can pick; `chatsppock` (the Commander) when nothing matches. */
export type GuessedAgent =
  | 'chatsppock'
  | 'brainstorm'
  | 'email_writer'
  | 'content_generator'
  | 'competition'
  | 'lead_finder'
  | 'supplier_finder'
  | 'funil_vendas'
  | 'meeting';

type KeywordAgent = Exclude<GuessedAgent, 'chatsppock'>;

/**
 * Portuguese keyword lists per agent, accent-free and lower case. A keyword matches a whole word or
 * phrase (plural 's'/'es' allowed); one ending in '*' is a stem, so 'concorren*' covers
 * concorrente, concorrentes and concorrência.
 */
export const agentKeywords: Readonly<Record<KeywordAgent, readonly string[]>> = {
  brainstorm: [
    'ideia',
    'brainstorm',
    'sugest*',
    'criativ*',
    'inovac*',
    'inovador',
    'solucoes',
    'alternativas',
    'inspirac*',
    'nomes',
    'possibilidades',
  ],
  email_writer: [
    'email',
    'follow-up',
    'follow up',
    'cold mail',
    'destinatario',
    'caixa de entrada',
    'correspondencia',
    'carta',
    'responder',
  ],
  content_generator: [
    'post',
    'legenda',
    'artigo',
    'blog',
    'conteudo',
    'texto',
    'copy',
    'roteiro',
    'anuncio',
    'instagram',
    'linkedin',
    'facebook',
    'tiktok',
    'reels',
    'newsletter',
    'tweet',
    'slogan',
    'redes sociais',
    'descricao de produto',
    'publicac*',
  ],
  competition: [
    'concorren*',
    'competi*',
    'benchmark',
    'mercado',
    'market share',
    'posicionamento',
    'compar*',
    'rival',
    'swot',
    'pontos fortes',
    'pontos fracos',
    'diferencia*',
  ],
  lead_finder: [
    'lead',
    'prospec*',
    'potenciais clientes',
    'clientes potenciais',
    'lista de empresas',
    'contatos',
    'decisores',
    'b2b',
    'mailing',
    'encontrar clientes',
    'captar clientes',
    'novos clientes',
  ],
  supplier_finder: [
    'fornecedor',
    'fabricante',
    'fabrica',
    'distribuidor',
    'importador',
    'atacad*',
    'materia-prima',
    'materia prima',
    'prestador de servico',
    'terceiriz*',
    'cotacao',
    'revendedor',
  ],
  funil_vendas: [
    'funil',
    'pipeline',
    'conversao',
    'jornada do cliente',
    'etapas de venda',
    'nutricao',
    'regua de relacionamento',
    'crm',
    'fechamento',
    'vendas',
    'comercial',
  ],
  meeting: [
    'reuniao',
    'reunioes',
    'pauta',
    'agenda',
    'spin',
    'call',
    'kickoff',
    'apresentacao',
    'alinhamento',
    'ata',
    'videoconferencia',
    'meeting',
  ],
};

// The tie-break order: the order in which the spec lists the keyword agents. Marked pure so that a
// bundler drops the keyword lists from apps that never guess (the client alone, issue 25).
const AGENTS = /* @__PURE__ */ Object.keys(agentKeywords) as KeywordAgent[];

// Cue lists for the combined bonuses (spec: email +5, sales funnel +4, meeting +4, business
// creation / social problem / 'reais' +6 brainstorm, content +6, product creation with idea
// words +4 brainstorm, business words with idea words +2 brainstorm).
const WRITING_VERBS = [
  'escrev*',
  'redij*',
  'redigir',
  'redija',
  'crie',
  'criar',
  'elabor*',
  'mand*',
  'envi*',
  'respond*',
];
const CREATION_VERBS = [
  'crie',
  'criar',
  'escrev*',
  'gere',
  'gerar',
  'faca',
  'faz',
  'produz*',
  'monte',
  'prepar*',
];
const CONTENT_PIECES = [
  'post',
  'legenda',
  'artigo',
  'blog',
  'roteiro',
  'anuncio',
  'newsletter',
  'tweet',
  'conteudo',
];
const IDEA_WORDS = ['ideia', 'sugest*', 'brainstorm', 'criativ*'];
const BUSINESS_WORDS = ['negocio', 'empresa', 'empreend*', 'startup', 'marca'];
const PRODUCT_WORDS = ['produto', 'lancar', 'lancamento'];
const BUSINESS_CREATION = [
  'abrir um negocio',
  'abrir uma empresa',
  'abrir meu negocio',
  'abrir minha empresa',
  'montar um negocio',
  'criar um negocio',
  'comecar um negocio',
  'novo negocio',
  'negocio proprio',
  'empreender',
];
const SOCIAL_PROBLEMS = [
  'problema social',
  'problemas sociais',
  'desigualdade',
  'pobreza',
  'fome',
  'comunidade carente',
];
const REAIS = ['reais'];
const MEETING_PREP = ['pauta', 'agenda', 'roteiro', 'prepar*', 'script', 'organiz*'];

/** Lower case, no accents, 'e-mail' written 'email', single spaces. */
function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\be-mails?\b/g, 'email')
    .replace(/\s+/g, ' ');
}

/** A letter or digit of the normalised text (what a keyword's edges must not touch). */
function isWordChar(text: string, at: number): boolean {
  const code = text.charCodeAt(at);
  return (code >= 97 && code <= 122) || (code >= 48 && code <= 57);
}

/**
 * Whether the text has the keyword as a whole word or phrase (plural 's'/'es' allowed), or as a
 * word's start for a stem ('concorren*'). Scanned with `indexOf`, not one RegExp per keyword: the
 * chat guesses on the key press that sends, and compiling ~150 patterns there made the first
 * send of a visit a long task (issue 28).
 */
function mentions(text: string, keyword: string): boolean {
  const stem = keyword.endsWith('*');
  const word = stem ? keyword.slice(0, -1) : keyword;
  for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + 1)) {
    if (at > 0 && isWordChar(text, at - 1)) {
      continue;
    }
    if (stem) {
      return true;
    }
    const after = at + word.length;
    if (
      !isWordChar(text, after) ||
      (text[after] === 's' && !isWordChar(text, after + 1)) ||
      (text.startsWith('es', after) && !isWordChar(text, after + 2))
    ) {
      return true;
    }
  }
  return false;
}

const mentionsAny = (text: string, keywords: readonly string[]) =>
  keywords.some((keyword) => mentions(text, keyword));

const countHits = (text: string, keywords: readonly string[]) =>
  keywords.reduce((hits, keyword) => hits + (mentions(text, keyword) ? 1 : 0), 0);

/** The outcome of {@link guessAgent}. */
export interface AgentGuess {
  agent: GuessedAgent;
  /** Percent: 70 when nothing matched, up to 98. */
  confidence: number;
  /** The confidence range label, e.g. '90% a 98%'. */
  confidenceRange: string;
  /** The winner's points (keyword hits plus bonuses); 0 when nothing matched. */
  hits: number;
  /** Points per agent, for debugging and tests. */
  scores: Readonly<Record<KeywordAgent, number>>;
}

/**
 * Guesses the agent for a message. The agent with the most points wins (ties go to the agent
 * listed first). Confidence: two or more points give min(98, 85 + 3 × points); one point gives 92
 * if the message is longer than 50 characters, else 88; none gives 70 with the Commander.
 */
export function guessAgent(message: string): AgentGuess {
  const text = normalise(message);
  const scores = Object.fromEntries(
    AGENTS.map((agent) => [agent, countHits(text, agentKeywords[agent])]),
  ) as Record<KeywordAgent, number>;

  const hasIdea = mentionsAny(text, IDEA_WORDS);
  if (mentions(text, 'email') && mentionsAny(text, WRITING_VERBS)) {
    scores.email_writer += 5;
  }
  if (mentions(text, 'funil') && mentions(text, 'venda')) {
    scores.funil_vendas += 4;
  }
  if (mentionsAny(text, ['reuniao', 'reunioes', 'meeting']) && mentionsAny(text, MEETING_PREP)) {
    scores.meeting += 4;
  }
  if (
    mentionsAny(text, BUSINESS_CREATION) ||
    mentionsAny(text, SOCIAL_PROBLEMS) ||
    mentionsAny(text, REAIS)
  ) {
    scores.brainstorm += 6;
  }
  if (mentionsAny(text, CONTENT_PIECES) && mentionsAny(text, CREATION_VERBS)) {
    scores.content_generator += 6;
  }
  if (mentionsAny(text, PRODUCT_WORDS) && hasIdea) {
    scores.brainstorm += 4;
  }
  if (mentionsAny(text, BUSINESS_WORDS) && hasIdea) {
    scores.brainstorm += 2;
  }

  let agent: GuessedAgent = 'chatsppock';
  let hits = 0;
  for (const candidate of AGENTS) {
    if (scores[candidate] > hits) {
      agent = candidate;
      hits = scores[candidate];
    }
  }

  let confidence: number;
  if (hits >= 2) {
    confidence = Math.min(98, 85 + 3 * hits);
  } else if (hits === 1) {
    confidence = message.length > 50 ? 92 : 88;
  } else {
    confidence = 70;
  }
  return { agent, confidence, confidenceRange: confidenceRangeLabel(confidence), hits, scores };
}
