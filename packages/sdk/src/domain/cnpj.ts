// The CNPJ, numeric and alphanumeric (issue 31 item 4). From July 2026 the Receita Federal issues
// CNPJs whose first 12 positions may hold letters A–Z as well as digits; the two check digits are
// still digits, computed with modulus 11 over each character's value, its char code − 48 (so '0'–'9'
// are 0–9 and 'A' is 17). A numeric CNPJ is the same rule with digits only. One validator for the
// server and the UI.

/** The pt-BR error of a CNPJ that fails `isValidCnpj`, shown by the profile form and the server. */
export const CNPJ_INVALID_MESSAGE = 'CNPJ inválido: confira os 14 caracteres e os dígitos verificadores.';

/** Characters of a CNPJ without its punctuation. */
export const CNPJ_LENGTH = 14;

const FIRST_WEIGHTS = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] as const;
const SECOND_WEIGHTS = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] as const;

/** The CNPJ's 14 characters, upper-cased, without dots, slash, dash or spaces. */
export function normalizeCnpj(value: string): string {
  return value.toUpperCase().replace(/[^0-9A-Z]/g, '');
}

function checkDigit(base: string, weights: readonly number[]): number {
  let sum = 0;
  for (let index = 0; index < weights.length; index += 1) {
    sum += (base.charCodeAt(index) - 48) * (weights[index] ?? 0);
  }
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

/**
 * Whether `value` is a valid CNPJ, numeric or alphanumeric, with or without punctuation
 * (`12.ABC.345/01DE-35`, `12ABC34501DE35`, `11.222.333/0001-81`).
 */
export function isValidCnpj(value: string): boolean {
  const cnpj = normalizeCnpj(value);
  if (!/^[0-9A-Z]{12}[0-9]{2}$/.test(cnpj)) {
    return false;
  }
  // A numeric CNPJ of one repeated digit passes the modulus and is no CNPJ.
  if (/^(\d)\1{13}$/.test(cnpj)) {
    return false;
  }
  const first = checkDigit(cnpj, FIRST_WEIGHTS);
  const second = checkDigit(cnpj, SECOND_WEIGHTS);
  return cnpj.endsWith(`${first}${second}`);
}

/**
 * The CNPJ as typed so far, masked `00.000.000/0000-00` (letters upper-cased, anything else
 * dropped, at most 14 characters): a field shows it on every key press.
 */
export function maskCnpj(value: string): string {
  const cnpj = normalizeCnpj(value).slice(0, CNPJ_LENGTH);
  const parts = [cnpj.slice(0, 2), cnpj.slice(2, 5), cnpj.slice(5, 8), cnpj.slice(8, 12), cnpj.slice(12, 14)];
  let masked = parts[0] ?? '';
  if (parts[1]) {
    masked += `.${parts[1]}`;
  }
  if (parts[2]) {
    masked += `.${parts[2]}`;
  }
  if (parts[3]) {
    masked += `/${parts[3]}`;
  }
  if (parts[4]) {
    masked += `-${parts[4]}`;
  }
  return masked;
}
