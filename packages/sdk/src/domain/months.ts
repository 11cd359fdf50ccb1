// Month names in pt-BR — the one list for the console's month selector (spec 3 §2 "Month
// selector", §9), the usage history's labels and the server's `month_name`.
import { PRODUCT_TIME_ZONE } from './timeZone';

/** One option of the month selector. */
export interface MonthOption {
  /** 'YYYY-MM', as the API's `month` query expects. */
  value: string;
  /** e.g. 'Dezembro de 2026'. */
  label: string;
}

/** January to December, in pt-BR, capitalised as the spec shows them ('Março'). */
export const MONTH_NAMES = [
  'Janeiro',
  'Fevereiro',
  'Março',
  'Abril',
  'Maio',
  'Junho',
  'Julho',
  'Agosto',
  'Setembro',
  'Outubro',
  'Novembro',
  'Dezembro',
] as const;

/** The first month with data: the console's selector starts here (spec 3 §2). */
export const FIRST_CONSOLE_MONTH = '2025-07';

/** The zone the console's months are counted in (the server's; the contract's choice). */
export const CONSOLE_TIME_ZONE = PRODUCT_TIME_ZONE;

/**
 * The console's month selector: from July 2025 to the current month, newest first. The spec's
 * list ends in December 2026; ending at the current month keeps the default always in the list,
 * whatever the date (2027 included).
 */
export function monthOptions(now: Date = new Date()): MonthOption[] {
  const [lastYear, lastMonth] = currentMonth(now).split('-').map(Number) as [number, number];
  const [firstYear, firstMonth] = FIRST_CONSOLE_MONTH.split('-').map(Number) as [number, number];
  const options: MonthOption[] = [];
  for (let index = lastYear * 12 + lastMonth - 1; index >= firstYear * 12 + firstMonth - 1; index--) {
    const year = Math.floor(index / 12);
    const month = (index % 12) + 1;
    options.push({
      value: `${year}-${String(month).padStart(2, '0')}`,
      label: `${MONTH_NAMES[month - 1]} de ${year}`,
    });
  }
  return options;
}

/** The selector's default: the current month as 'YYYY-MM' in the console's zone. */
export function currentMonth(now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: CONSOLE_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
  }).formatToParts(now);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}`;
}
