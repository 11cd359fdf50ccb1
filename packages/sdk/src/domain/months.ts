// Month names in pt-BR — the one list for the console's month selector (spec 3 §2 "Month
// selector", §9), the usage history's labels and the server's `month_name`.

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

const FIRST = { year: 2025, month: 7 };
const LAST = { year: 2026, month: 12 };

/** Months from July 2025 to December 2026, newest first. */
export function monthOptions(): MonthOption[] {
  const options: MonthOption[] = [];
  for (let year = LAST.year; year >= FIRST.year; year--) {
    const from = year === LAST.year ? LAST.month : 12;
    const to = year === FIRST.year ? FIRST.month : 1;
    for (let month = from; month >= to; month--) {
      options.push({
        value: `${year}-${String(month).padStart(2, '0')}`,
        label: `${MONTH_NAMES[month - 1]} de ${year}`,
      });
    }
  }
  return options;
}

/** The selector's default: the current month as 'YYYY-MM' (local time). */
export function currentMonth(now: Date = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
}
