// From a raw message to the tokens the router reads: lower case, accents folded ('reunião' and
// 'reuniao' are the same word, as people type both), with the surface form kept so the intent
// phrase can quote the user's own words.

/** Longer messages are cut here: the request is in its first lines, and the cost stays flat. */
export const MAX_ROUTED_CHARS = 1000;

export interface Token {
  /** Lower case, accent-free: what the features are built from. */
  folded: string;
  /** Lower case as the user wrote it (accents kept), for the intent phrase. */
  surface: string;
  /** '.', ',', ';', ':', '!' or '?' end a clause. */
  punctuation: boolean;
}

/** Lower case without accents ('Ação' → 'acao'); other characters are kept. */
export function foldAccents(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '');
}

// Combining marks stay inside their word ('reunia\u0303o' is one word, folded to 'reuniao').
const TOKEN = /[\p{L}\p{N}][\p{L}\p{N}\p{M}]*|[.,;:!?]/gu;
const PUNCTUATION = /^[.,;:!?]$/;

// Spellings of one word that people mix: they must meet before stemming.
const SPELLINGS: Readonly<Record<string, string>> = {
  emails: 'email',
  imeio: 'email',
  mail: 'email',
  mails: 'email',
  vc: 'voce',
  vcs: 'voces',
  pfv: 'porfavor',
  pf: 'porfavor',
  pls: 'porfavor',
  q: 'que',
  oq: 'oque',
  pq: 'porque',
  tb: 'tambem',
  tbm: 'tambem',
  msg: 'mensagem',
  zap: 'whatsapp',
  whats: 'whatsapp',
  wpp: 'whatsapp',
  insta: 'instagram',
  ig: 'instagram',
};

/** Splits a message into tokens; 'e-mail' and 'e mail' become one token. */
export function tokenize(message: string): Token[] {
  const text = message.slice(0, MAX_ROUTED_CHARS).toLowerCase();
  const tokens: Token[] = [];
  for (const match of text.matchAll(TOKEN)) {
    const surface = match[0];
    const folded = foldAccents(surface);
    const previous = tokens.at(-1);
    // 'e-mail' and 'e mail' are split by the pattern; join them back.
    if ((folded === 'mail' || folded === 'mails') && previous?.folded === 'e') {
      previous.folded = 'email';
      previous.surface = 'e-mail';
      continue;
    }
    tokens.push({
      folded: SPELLINGS[folded] ?? folded,
      surface,
      punctuation: PUNCTUATION.test(surface),
    });
  }
  return tokens;
}
