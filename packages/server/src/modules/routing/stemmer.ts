// A compact Portuguese stemmer after the Snowball algorithm for Portuguese
// (snowballstem.org/algorithms/portuguese), adapted to the accent-folded words the router works
// on: 'ações' arrives as 'acoes', 'ânsia' as 'ansia'. The router also reads character n-grams, so
// a stem only has to bring inflections together ('escreva', 'escrever', 'escrevendo' → 'escrev');
// it does not have to be a dictionary form.

const VOWELS = new Set(['a', 'e', 'i', 'o', 'u']);

const isVowel = (char: string | undefined) => char !== undefined && VOWELS.has(char);

/** Start of the region after the first non-vowel that follows a vowel (Snowball's R1 and R2). */
function regionAfterVowelConsonant(word: string, from: number): number {
  for (let i = from + 1; i < word.length; i += 1) {
    if (!isVowel(word[i]) && isVowel(word[i - 1])) {
      return i + 1;
    }
  }
  return word.length;
}

/** Snowball's RV: where verb and residual suffixes may be removed. */
function regionRv(word: string): number {
  if (word.length < 3) {
    return word.length;
  }
  if (!isVowel(word[1])) {
    for (let i = 2; i < word.length; i += 1) {
      if (isVowel(word[i])) {
        return i + 1;
      }
    }
    return word.length;
  }
  if (isVowel(word[0])) {
    for (let i = 2; i < word.length; i += 1) {
      if (!isVowel(word[i])) {
        return i + 1;
      }
    }
    return word.length;
  }
  return 3;
}

// Longest first within each group, so the first match is the longest suffix.
const byLength = (suffixes: string[]) => [...suffixes].sort((a, b) => b.length - a.length);

const STANDARD_DELETE_R2 = byLength([
  'eza',
  'ezas',
  'ico',
  'ica',
  'icos',
  'icas',
  'ismo',
  'ismos',
  'avel',
  'ivel',
  'ista',
  'istas',
  'oso',
  'osa',
  'osos',
  'osas',
  'amento',
  'amentos',
  'imento',
  'imentos',
  'adora',
  'ador',
  'acao',
  'adoras',
  'adores',
  'acoes',
  'ante',
  'antes',
  'ancia',
  'ancias',
]);

const VERB_SUFFIXES = byLength(
  (
    'ariamos eriamos iriamos assemos essemos issemos arieis erieis irieis asseis esseis isseis ' +
    'aramos eramos iramos avamos aremos eremos iremos ariam eriam iriam assem essem issem arao ' +
    'erao irao arias erias irias ardes erdes irdes asses esses isses astes estes istes areis ' +
    'ereis ireis aveis iamos armos ermos irmos aria eria iria asse esse isse aste este iste arei ' +
    'erei irei aram eram iram avam arem erem irem ando endo indo adas idas aras eras iras avas ' +
    'ares eres ires ieis ados idos amos emos imos ada ida ara era ira ava iam ado ido ias ais ' +
    'eis ia ei am em ar er ir as es is eu iu ou'
  ).split(' '),
);

const RESIDUAL = byLength(['os', 'a', 'i', 'o']);

interface Regions {
  r1: number;
  r2: number;
  rv: number;
}

function endsIn(word: string, suffix: string, regionStart: number): boolean {
  return word.endsWith(suffix) && word.length - suffix.length >= regionStart;
}

/** Step 1 of Snowball: derivational suffixes. Returns the new word, or null when nothing matched. */
function standardSuffix(word: string, { r1, r2, rv }: Regions): string | null {
  const r2Suffix = STANDARD_DELETE_R2.find((suffix) => word.endsWith(suffix));
  if (r2Suffix) {
    return endsIn(word, r2Suffix, r2) ? word.slice(0, -r2Suffix.length) : null;
  }
  for (const [suffix, replacement] of [
    ['logias', 'log'],
    ['logia', 'log'],
    ['ucoes', 'u'],
    ['ucao', 'u'],
    ['encias', 'ente'],
    ['encia', 'ente'],
  ] as const) {
    if (word.endsWith(suffix)) {
      return endsIn(word, suffix, r2) ? word.slice(0, -suffix.length) + replacement : null;
    }
  }
  if (endsIn(word, 'amente', r1)) {
    return word.slice(0, -'amente'.length);
  }
  for (const suffix of ['mente', 'idades', 'idade', 'ivas', 'ivos', 'iva', 'ivo']) {
    if (word.endsWith(suffix)) {
      return endsIn(word, suffix, r2) ? word.slice(0, -suffix.length) : null;
    }
  }
  // 'ira'/'iras' after an 'e' become 'ir' (costureira → costureir).
  for (const suffix of ['eiras', 'eira']) {
    if (endsIn(word, suffix.slice(1), rv) && word.endsWith(suffix)) {
      return word.slice(0, -(suffix.length - 3));
    }
  }
  return null;
}

function verbSuffix(word: string, rv: number): string | null {
  const suffix = VERB_SUFFIXES.find((candidate) => endsIn(word, candidate, rv));
  return suffix ? word.slice(0, -suffix.length) : null;
}

/** Stems one lower-case, accent-free word. Words shorter than four letters are left alone. */
export function stemPortuguese(input: string): string {
  if (input.length < 4 || /\d/.test(input)) {
    return input;
  }
  let word = input;
  // RSLP's plural step, which Snowball leaves to the later steps: reuniões → reunião,
  // postagens → postagem, e-mails → e-mail.
  if (/[oa]es$/.test(word)) {
    word = `${word.slice(0, -3)}ao`;
  } else if (word.endsWith('ns')) {
    word = `${word.slice(0, -2)}m`;
  } else if (/[lr]s$/.test(word)) {
    word = word.slice(0, -1);
  }
  const r1 = regionAfterVowelConsonant(word, 0);
  const r2 = regionAfterVowelConsonant(word, r1);
  const regions: Regions = { r1, r2, rv: regionRv(word) };

  let stem = standardSuffix(word, regions);
  let changed = stem !== null;
  if (stem === null) {
    stem = verbSuffix(word, regions.rv);
    changed = stem !== null;
  }
  let result = stem ?? word;
  if (changed) {
    if (endsIn(result, 'i', regions.rv) && result.endsWith('ci')) {
      result = result.slice(0, -1);
    }
  } else {
    const residual = RESIDUAL.find((suffix) => endsIn(result, suffix, regions.rv));
    if (residual) {
      result = result.slice(0, -residual.length);
    }
  }
  if (endsIn(result, 'e', regions.rv)) {
    result = result.slice(0, -1);
    if (/(gu|ci)$/.test(result) && result.length - 1 >= regions.rv) {
      result = result.slice(0, -1);
    }
  }
  return result.length >= 2 ? result : input;
}
