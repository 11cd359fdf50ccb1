// The Brazilian mobile mask of the registration and profile forms (spec 1 §5).

/** Only the digits of a phone, at most 11 (DDD + 9 digits). */
export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, 11);
}

/**
 * Masks a phone while it is typed: '(DD) NNNN-NNNN' up to 10 digits, '(DD) NNNNN-NNNN' for 11.
 * Extra digits are dropped; anything that is not a digit is ignored.
 */
export function formatPhone(value: string): string {
  const digits = phoneDigits(value);
  if (digits.length === 0) {
    return '';
  }
  const ddd = digits.slice(0, 2);
  const rest = digits.slice(2);
  if (rest.length === 0) {
    return `(${ddd}`;
  }
  const split = digits.length === 11 ? 5 : 4;
  const head = rest.slice(0, split);
  const tail = rest.slice(split);
  return tail ? `(${ddd}) ${head}-${tail}` : `(${ddd}) ${head}`;
}

/** A phone the profile accepts: empty, or at least 10 digits (spec 1 §5, §9). */
export function isValidPhone(value: string): boolean {
  const digits = value.replace(/\D/g, '');
  return digits.length === 0 || digits.length >= 10;
}
