// What a chat message says to the memory (issue 29), read deterministically: an explicit request
// to remember ("lembre que…", "lembre-se de que…", "guarde que…") and, when the user allows
// proposals, the sentences that state a fact about them or their business ("minha loja se chama
// X", "sou dona da Y"). Every pattern has bounded repetitions: linear in the message.

/** Whitespace collapsed, first letter capitalised: how a fact is stored and shown. */
export function normaliseFact(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.charAt(0).toUpperCase() + line.slice(1);
}

const REMEMBER =
  /^\s*(?:(?:por\s+favor|ei|oi|olá|sppock)[,!]?\s+)*(?:lembr[ea](?:-se)?(?:\s+de)?|guard[ea]|anot[ea]|memoriz[ea])\s+que\s+/iu;

/** The end of the first sentence: a stop followed by a space, or a line break. */
const SENTENCE_END = /[.!?](?=\s)|\n/u;

export interface RememberCommand {
  /** The fact, normalised (may be empty or too long: the caller checks it). */
  fact: string;
  /** What the message asks besides remembering (the sentences after the fact); '' when nothing. */
  rest: string;
}

/**
 * An explicit request to remember at the start of a message: the fact is its first sentence,
 * the rest is answered as usual. Null when the message does not start with one.
 */
export function rememberCommandOf(message: string): RememberCommand | null {
  const command = REMEMBER.exec(message);
  if (!command) {
    return null;
  }
  const after = message.slice(command[0].length);
  const end = SENTENCE_END.exec(after);
  const sentence = end ? after.slice(0, end.index) : after;
  const rest = end ? after.slice(end.index + 1).trim() : '';
  const fact = normaliseFact(sentence.replace(/[.!?;:,]+$/u, '').replace(/,?\s*por\s+favor$/iu, ''));
  return { fact, rest };
}

// A business the user runs, by the word they use for it.
const BUSINESS =
  '(?:loja(?:\\s+virtual)?|empresa|marca|padaria|confeitaria|doceria|cl[ií]nica|ag[eê]ncia|escola|academia|startup|consultoria|restaurante|lanchonete|cafeteria|pousada|oficina|escrit[oó]rio|est[uú]dio|sal[aã]o|farm[aá]cia|distribuidora|f[aá]brica|neg[oó]cio)';
/**
 * A name: a first word, then up to six capitalised words, each maybe after a connector ("Pão de
 * Mel", "Doces da Serra"); a lower-case word ends it ("RotaFácil e quero…" → "RotaFácil").
 */
const NAME =
  "[\\p{L}\\p{N}][\\p{L}\\p{N}&'’.\\-]{0,40}(?:\\s+(?:(?:de|da|do|das|dos|e|&)\\s+)?[\\p{Lu}\\p{N}][\\p{L}\\p{N}&'’.\\-]{0,40}){0,6}";

// Case-insensitive lead-ins; what follows is read by NAME (case-sensitive: a lower-case word ends
// a name, and `\p{Lu}` under the `i` flag would match any letter) or CLAUSE.
const NAMING = new RegExp(
  `\\b(?:(?:minha|nossa|meu|nosso)\\s+${BUSINESS}\\s+(?:se\\s+chama|chama-se|é\\s+(?:a|o))|sou\\s+(?:dono|dona|s[oó]cio|s[oó]cia|propriet[aá]rio|propriet[aá]ria|fundador|fundadora)\\s+(?:de|da|do))\\s+`,
  'iu',
);
const NAME_AT = new RegExp(`^${NAME}`, 'u');
const CLAUSE_AT = /^[^.;!?\n]{3,160}/u;
const DESCRIBING: readonly RegExp[] = [
  // "minha empresa vende bolos sob encomenda", "nossa loja atende o bairro Savassi"
  new RegExp(
    `\\b(?:minha|nossa|meu|nosso)\\s+${BUSINESS}\\s+(?:vende|fabrica|produz|atende|oferece|faz|trabalha\\s+com)\\s+`,
    'iu',
  ),
  // "meu público é de mães de primeira viagem", "meu cliente ideal são clínicas"
  /\b(?:meu|nosso)\s+(?:p[uú]blico(?:-alvo|\s+alvo)?|cliente\s+ideal)\s+(?:é|são)\s+/iu,
];

/** The lead-in and what follows it, or null. */
function readAfter(text: string, leadIn: RegExp, tail: RegExp): { whole: string; tail: string } | null {
  const lead = leadIn.exec(text);
  if (!lead) {
    return null;
  }
  const rest = tail.exec(text.slice(lead.index + lead[0].length));
  return rest ? { whole: lead[0] + rest[0], tail: rest[0] } : null;
}

const trimEnd = (text: string) => text.replace(/[\s,.-]+$/u, '');

/** Facts a message states about the user or their business, as the user wrote them (deduplicated). */
export function proposedFactsOf(message: string): string[] {
  const found = new Map<string, string>();
  const reads = [
    readAfter(message, NAMING, NAME_AT),
    ...DESCRIBING.map((leadIn) => readAfter(message, leadIn, CLAUSE_AT)),
  ];
  for (const read of reads) {
    if (read) {
      const fact = normaliseFact(trimEnd(read.whole));
      found.set(fact.toLocaleLowerCase('pt-BR'), fact);
    }
  }
  return [...found.values()];
}

const NAMING_FACT = new RegExp(`^${NAMING.source}`, 'iu');

/**
 * The business's name when a fact names it ("Minha loja se chama Doces da Serra" → "Doces da
 * Serra"), for the offline templates; the first fact (the newest) that names one wins.
 */
export function businessNameOf(facts: readonly string[]): string | undefined {
  for (const fact of facts) {
    const read = readAfter(fact, NAMING_FACT, NAME_AT);
    const name = read ? trimEnd(read.tail) : '';
    if (name) {
      return name;
    }
  }
  return undefined;
}
