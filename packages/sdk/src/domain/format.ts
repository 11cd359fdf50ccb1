// pt-BR formatting. Plain numbers and reais, what every table row and the landing's plan cards
// show, are written here without Intl: the first `new Intl.NumberFormat('pt-BR')` of a page loads
// the locale's data and took 33 ms in one task on a 2-core machine (133 ms under Lighthouse's 4×
// mobile CPU, most of the landing's blocking time), and the output is simple — '.' groups
// thousands, ',' marks the decimals, rounding half away from zero on the number's shortest
// decimal form, as Intl does. Any other option goes to Intl, whose formatters are built once per
// option set (its constructors are slow compared with `format()`).
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

/**
 * `value` with between `minFraction` and `maxFraction` decimals in pt-BR, or `undefined` where
 * Intl must answer (not finite, or too small or too large for plain decimal notation).
 */
function decimalPtBR(value: number, minFraction: number, maxFraction: number): string | undefined {
  const shortest = String(Math.abs(value));
  if (!Number.isFinite(value) || shortest.includes('e')) {
    return undefined;
  }
  const point = shortest.indexOf('.');
  let digits = point === -1 ? shortest : shortest.slice(0, point) + shortest.slice(point + 1);
  let integerLength = point === -1 ? shortest.length : point;
  const kept = integerLength + maxFraction;
  if (digits.length > kept) {
    const roundUp = digits.charCodeAt(kept) >= 53; // '5' or more: away from zero
    const rounded = digits.slice(0, kept).split('');
    if (roundUp) {
      let at = rounded.length - 1;
      while (at >= 0 && rounded[at] === '9') {
        rounded[at] = '0';
        at -= 1;
      }
      if (at >= 0) {
        rounded[at] = String(Number(rounded[at]) + 1);
      } else {
        rounded.unshift('1');
        integerLength += 1;
      }
    }
    digits = rounded.join('');
  }
  let integer = digits.slice(0, integerLength).replace(/^0+(?=\d)/, '') || '0';
  let fraction = digits.slice(integerLength).replace(/0+$/, '');
  fraction = fraction.padEnd(minFraction, '0');
  integer = integer.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const negative = value < 0 || Object.is(value, -0);
  return `${negative ? '-' : ''}${integer}${fraction ? `,${fraction}` : ''}`;
}

/** The decimals of a plain-number option set that needs nothing but decimals, else `undefined`. */
function plainDecimals(options: Intl.NumberFormatOptions): [number, number] | undefined {
  for (const key of Object.keys(options)) {
    if (key !== 'minimumFractionDigits' && key !== 'maximumFractionDigits') {
      return undefined;
    }
  }
  const min = options.minimumFractionDigits ?? 0;
  const max = options.maximumFractionDigits ?? Math.max(min, 3);
  const valid = (digits: number) => Number.isInteger(digits) && digits >= 0 && digits <= 20;
  return valid(min) && valid(max) && min <= max ? [min, max] : undefined;
}

/** A number in pt-BR: `1234567.5` → '1.234.567,5'. */
export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}): string {
  const decimals = plainDecimals(options);
  const plain = decimals && decimalPtBR(value, decimals[0], decimals[1]);
  return plain ?? numberFormatter(options).format(value);
}

/** An amount in reais: `39.9` → 'R$ 39,90' (a no-break space after 'R$', as Intl writes it). */
export function formatBRL(value: number): string {
  const plain = decimalPtBR(value, 2, 2);
  if (plain === undefined) {
    return numberFormatter({ style: 'currency', currency: 'BRL' }).format(value);
  }
  return plain.startsWith('-') ? `-R$\u00a0${plain.slice(1)}` : `R$\u00a0${plain}`;
}

/**
 * A token amount in words, as the plan cards and the FAQ chatbot say it: `100_000` → '100 mil',
 * `1_000_000` → '1 milhão', `2_500_000` → '2,5 milhões'.
 */
export function formatTokensInWords(tokens: number): string {
  const oneDecimal = { maximumFractionDigits: 1 };
  if (tokens >= 1_000_000) {
    const millions = tokens / 1_000_000;
    // As written: 1_047_576 reads '1 milhão', not '1 milhões'.
    const shown = formatNumber(millions, oneDecimal);
    return `${shown} ${shown === '1' ? 'milhão' : 'milhões'}`;
  }
  if (tokens >= 1000) {
    return `${formatNumber(tokens / 1000, oneDecimal)} mil`;
  }
  return formatNumber(tokens, oneDecimal);
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
