// pt-BR formatting with Intl. Formatters are built once per option set: Intl constructors are
// slow compared with `format()`, and these run for every row of a table. Reais and token amounts
// in words are written without Intl (`plainDecimal`).
const LOCALE = 'pt-BR';

const numberFormatters = new Map<string, Intl.NumberFormat>();
function numberFormatter(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = JSON.stringify(options);
  let formatter = numberFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(LOCALE, options);
    numberFormatters.set(key, formatter);
  }
  return formatter;
}

/** A number in pt-BR: `1234567.5` → '1.234.567,5'. */
export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}): string {
  return numberFormatter(options).format(value);
}

/** A number's shortest decimal form, as `String` writes it: digits, a point, digits. */
const PLAIN_DECIMAL = /^(\d+)\.?(\d*)$/;

/**
 * `value` in pt-BR with `min` to `max` decimals, written without Intl, to the character as Intl
 * writes it (rounding half away from zero on the number's shortest decimal form); `undefined`
 * where Intl must answer (not finite, or written with an exponent: below 1e-6 or from 1e21). The
 * first `Intl.NumberFormat` of a page loads the locale's data, 33 ms in one task on a 2-core
 * machine (133 ms under Lighthouse's 4× mobile CPU), and the landing's plan cards need no more
 * than reais and token amounts in words.
 */
function plainDecimal(value: number, min: number, max: number): string | undefined {
  const parts = PLAIN_DECIMAL.exec(String(Math.abs(value)));
  if (!parts) {
    return undefined;
  }
  const [, whole = '', decimals = ''] = parts;
  // Every digit kept as one integer, plus one when the first dropped digit is 5 or more.
  const kept = BigInt(whole + decimals.slice(0, max).padEnd(max, '0'));
  const digits = String(kept + BigInt(decimals.charCodeAt(max) >= 53)).padStart(max + 1, '0');
  const cut = digits.length - max;
  const fraction = digits.slice(cut).replace(/0+$/, '').padEnd(min, '0');
  const integer = digits.slice(0, cut).replace(/\B(?=(\d{3})+$)/g, '.');
  return `${value < 0 || Object.is(value, -0) ? '-' : ''}${integer}${fraction && `,${fraction}`}`;
}

/** An amount in reais: `39.9` → 'R$ 39,90' (a no-break space after 'R$', as Intl writes it). */
export function formatBRL(value: number): string {
  const plain = plainDecimal(value, 2, 2);
  if (plain === undefined) {
    return numberFormatter({ style: 'currency', currency: 'BRL' }).format(value);
  }
  return plain.replace(/^-?/, '$&R$\u00a0');
}

/**
 * A token amount in words, as the plan cards and the FAQ chatbot say it: `100_000` → '100 mil',
 * `1_000_000` → '1 milhão', `2_500_000` → '2,5 milhões'.
 */
export function formatTokensInWords(tokens: number): string {
  const oneDecimal = (value: number) =>
    plainDecimal(value, 0, 1) ?? formatNumber(value, { maximumFractionDigits: 1 });
  if (tokens >= 1_000_000) {
    // As written: 1_047_576 reads '1 milhão', not '1 milhões'.
    const shown = oneDecimal(tokens / 1_000_000);
    return `${shown} ${shown === '1' ? 'milhão' : 'milhões'}`;
  }
  if (tokens >= 1000) {
    return `${oneDecimal(tokens / 1000)} mil`;
  }
  return oneDecimal(tokens);
}

/** A file size in pt-BR: `159` → '159 bytes', `2_621_440` → '2,5 MB' (powers of 1024, as file managers show). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) {
    return `${formatNumber(bytes)} ${bytes === 1 ? 'byte' : 'bytes'}`;
  }
  const units = ['KB', 'MB', 'GB'] as const;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${formatNumber(value, { maximumFractionDigits: value < 10 ? 1 : 0 })} ${units[unit]}`;
}

/** Accepts what the API sends (ISO text or epoch ms) as well as a `Date`. */
export type DateInput = Date | string | number;

function toDate(value: DateInput): Date {
  return value instanceof Date ? value : new Date(value);
}

/** Formatting options shared by the date helpers. */
export interface DateFormatOptions {
  /** IANA time zone to show the date in. Default: the runtime's time zone. */
  timeZone?: string;
}

/** A date in pt-BR: '05/03/2026'. Invalid input gives ''. */
export function formatDate(value: DateInput, options: DateFormatOptions = {}): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) {
    return '';
  }
  return new Intl.DateTimeFormat(LOCALE, { dateStyle: 'short', timeZone: options.timeZone }).format(date);
}

/** A date and time in pt-BR: '05/03/2026, 10:04'. Invalid input gives ''. */
export function formatDateTime(value: DateInput, options: DateFormatOptions = {}): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) {
    return '';
  }
  return new Intl.DateTimeFormat(LOCALE, {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: options.timeZone,
  }).format(date);
}

/**
 * A token count abbreviated with K or M (spec 1 §3): 950 → '950', 1500 → '1,5K', 100000 → '100K',
 * 2500000 → '2,5M'. One decimal at most; a count that rounds to 1000K is shown as '1M'.
 */
export function abbreviateTokens(tokens: number): string {
  const abs = Math.abs(tokens);
  const oneDecimal = { maximumFractionDigits: 1 };
  if (abs >= 1_000_000 || Math.round(abs / 100) / 10 >= 1000) {
    return `${formatNumber(tokens / 1_000_000, oneDecimal)}M`;
  }
  if (abs >= 1000) {
    return `${formatNumber(tokens / 1000, oneDecimal)}K`;
  }
  return formatNumber(tokens, { maximumFractionDigits: 0 });
}
