// CNPJs and CNAE codes named in a request (issue 31 §4), for the lead and supplier agents. The
// validator is the shared one of `@sppock/sdk/domain`; this file only finds the candidates in text.
import { isValidCnpj, maskCnpj, normalizeCnpj } from '@sppock/sdk/domain';

/** One CNPJ found in a request, masked `12.ABC.345/01DE-35`, and whether its check digits hold. */
export interface RecognisedCnpj {
  cnpj: string;
  valid: boolean;
}

export interface RecognisedCodes {
  cnpjs: RecognisedCnpj[];
  /** CNAE subclasses, masked `4721-1/02`. */
  cnaes: string[];
}

/** At most this many of each are read from one request: a pasted list is not a bulk lookup. */
export const MAX_RECOGNISED = 5;

// Masked: 2.3.3/4-2 with the punctuation present (either case of letter). Unmasked: 14 characters,
// the last two digits. Bounded on both sides by anything that is not a letter or digit.
const MASKED_CNPJ =
  /(?<![0-9A-Za-z])[0-9A-Za-z]{2}\.[0-9A-Za-z]{3}\.[0-9A-Za-z]{3}\/[0-9A-Za-z]{4}-[0-9]{2}(?![0-9A-Za-z])/g;
const BARE_CNPJ = /(?<![0-9A-Za-z./-])[0-9A-Za-z]{12}[0-9]{2}(?![0-9A-Za-z])/g;
const MASKED_CNAE = /(?<![0-9])(\d{4})-(\d)\/(\d{2})(?![0-9])/g;
const BARE_CNAE = /(?<![0-9./-])(\d{4})(\d)(\d{2})(?![0-9./-])/g;
const MENTIONS_CNAE = /\bcnae\b/i;

function pushUnique<T>(list: T[], item: T, same: (a: T, b: T) => boolean): void {
  if (list.length < MAX_RECOGNISED && !list.some((existing) => same(existing, item))) {
    list.push(item);
  }
}

/**
 * The CNPJs and CNAE codes of a request. A masked or all-digit CNPJ is reported valid or not; a
 * bare run of letters and digits counts only when its check digits hold (a word like a product
 * code is not called an invalid CNPJ). A bare 7-digit CNAE counts only when the request says
 * "CNAE" (7 digits alone may be anything).
 */
export function recogniseCodes(text: string): RecognisedCodes {
  const cnpjs: RecognisedCnpj[] = [];
  const sameCnpj = (a: RecognisedCnpj, b: RecognisedCnpj) => a.cnpj === b.cnpj;
  for (const match of text.matchAll(MASKED_CNPJ)) {
    pushUnique(cnpjs, { cnpj: maskCnpj(match[0]), valid: isValidCnpj(match[0]) }, sameCnpj);
  }
  for (const match of text.matchAll(BARE_CNPJ)) {
    const candidate = normalizeCnpj(match[0]);
    const valid = isValidCnpj(candidate);
    if (valid || /^\d{14}$/.test(candidate)) {
      pushUnique(cnpjs, { cnpj: maskCnpj(candidate), valid }, sameCnpj);
    }
  }
  const cnaes: string[] = [];
  const sameCnae = (a: string, b: string) => a === b;
  for (const match of text.matchAll(MASKED_CNAE)) {
    pushUnique(cnaes, `${match[1]}-${match[2]}/${match[3]}`, sameCnae);
  }
  if (MENTIONS_CNAE.test(text)) {
    // Digits of a CNPJ are not a CNAE: look only outside the CNPJs found.
    const withoutCnpjs = text.replace(MASKED_CNPJ, ' ').replace(BARE_CNPJ, ' ');
    for (const match of withoutCnpjs.matchAll(BARE_CNAE)) {
      pushUnique(cnaes, `${match[1]}-${match[2]}/${match[3]}`, sameCnae);
    }
  }
  return { cnpjs, cnaes };
}
