// Scheduled runs (issue 30 item 4): when a schedule fires, in the product's time zone, and how
// the screens word it. The server computes each next run and the 'Agendamentos' tab previews it
// with these same functions, so the preview and the run agree.
import type { components } from '../generated/openapi';
import { customAgentPath } from './commander';
import { PRODUCT_TIME_ZONE } from './timeZone';

type PlanType = components['schemas']['PlanType'];

/** How a schedule repeats: the picker's three choices, or a 5-field cron. */
export type ScheduleFrequency = 'daily' | 'weekly' | 'monthly' | 'cron';

/** A schedule's recurrence as the API stores it (the fields its frequency does not use are null). */
export interface ScheduleRecurrence {
  frequency: ScheduleFrequency;
  /** 'HH:MM' (24 h) for daily, weekly and monthly. */
  time: string | null;
  /** 0 = domingo … 6 = sábado, for weekly. */
  weekday: number | null;
  /** 1–31, for monthly; in a month without that day, the month's last day. */
  day_of_month: number | null;
  /** 'minuto hora dia-do-mês mês dia-da-semana', for cron; the minute is a single number. */
  cron: string | null;
}

/** How many schedules a person keeps at once, per plan. */
export const SCHEDULE_LIMITS: Readonly<Record<PlanType, number>> = {
  freemium: 1,
  professional: 10,
  enterprise: 50,
};

/** The longest request a schedule stores (a chat message may be longer; a schedule is a standing request). */
export const SCHEDULE_MESSAGE_MAX = 2_000;
/** The longest schedule name. */
export const SCHEDULE_NAME_MAX = 80;

/** The zone every schedule is read in (Brazil has no daylight saving since 2019; Intl still computes it). */
export const SCHEDULE_TIME_ZONE = PRODUCT_TIME_ZONE;

/** Weekday names in pt-BR, 0 = domingo (as `Date#getDay` and cron count them). */
export const WEEKDAY_NAMES = ['domingo', 'segunda', 'terça', 'quarta', 'quinta', 'sexta', 'sábado'] as const;

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Wall-clock fields of an instant in the product's zone. */
interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** Built on first use: an Intl constructor at module load is paid by every page that imports this. */
let wallFormatter: Intl.DateTimeFormat | undefined;
function wallFormat(): Intl.DateTimeFormat {
  wallFormatter ??= new Intl.DateTimeFormat('en-US', {
    timeZone: SCHEDULE_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  return wallFormatter;
}

function wallTimeOf(at: Date): WallTime & { second: number } {
  const parts: Record<string, number> = {};
  for (const part of wallFormat().formatToParts(at)) {
    if (part.type !== 'literal') {
      parts[part.type] = Number(part.value);
    }
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: (parts.hour ?? 0) % 24,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** The instant a wall-clock time in the product's zone names (the zone's offset read with Intl). */
function instantOf(wall: WallTime): Date {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  let guess = asUtc;
  // Two rounds settle the offset at the guess (one more than a zone without transitions needs).
  for (let round = 0; round < 2; round += 1) {
    const seen = wallTimeOf(new Date(guess));
    const seenUtc = Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute, seen.second);
    guess = asUtc - (seenUtc - guess);
  }
  return new Date(guess);
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The parsed cron: the allowed values of each field. */
interface CronFields {
  minutes: Set<number>;
  hours: Set<number>;
  days: Set<number>;
  months: Set<number>;
  weekdays: Set<number>;
  daysRestricted: boolean;
  weekdaysRestricted: boolean;
}

/** Why a recurrence is refused, in pt-BR (the API's 400 and the form say the same). */
export const SCHEDULE_RECURRENCE_ERRORS = {
  time: 'Informe o horário no formato HH:MM (por exemplo, 08:00).',
  weekday: 'Escolha o dia da semana.',
  dayOfMonth: 'Escolha um dia do mês entre 1 e 31.',
  cronFields: 'A expressão cron tem 5 campos: minuto, hora, dia do mês, mês e dia da semana.',
  cronValue: 'A expressão cron tem um valor fora do permitido.',
  cronMinute: 'Na expressão cron, o minuto precisa ser um número só: no máximo uma execução por hora.',
  cronNever: 'Essa expressão cron nunca acontece.',
} as const;

function parseField(text: string, min: number, max: number): Set<number> | null {
  const values = new Set<number>();
  for (const item of text.split(',')) {
    const match = /^(\*|(\d{1,2})(?:-(\d{1,2}))?)(?:\/(\d{1,2}))?$/.exec(item);
    if (!match) {
      return null;
    }
    const step = match[4] === undefined ? 1 : Number(match[4]);
    let from = min;
    let to = max;
    if (match[1] !== '*') {
      from = Number(match[2]);
      to = match[3] === undefined ? (match[4] === undefined ? from : max) : Number(match[3]);
    }
    if (step < 1 || from < min || to > max || from > to) {
      return null;
    }
    for (let value = from; value <= to; value += step) {
      values.add(value);
    }
  }
  return values;
}

/** Reads a 5-field cron; a string with the pt-BR reason when it is refused. */
export function parseCron(expression: string): CronFields | string {
  const fields = expression.trim().split(/\s+/);
  if (fields.length !== 5) {
    return SCHEDULE_RECURRENCE_ERRORS.cronFields;
  }
  const [minute = '', hour = '', day = '', month = '', weekday = ''] = fields;
  if (!/^\d{1,2}$/.test(minute)) {
    return /^[\d*,/-]+$/.test(minute)
      ? SCHEDULE_RECURRENCE_ERRORS.cronMinute
      : SCHEDULE_RECURRENCE_ERRORS.cronValue;
  }
  const minutes = parseField(minute, 0, 59);
  const hours = parseField(hour, 0, 23);
  const days = parseField(day, 1, 31);
  const months = parseField(month, 1, 12);
  const weekdaysRaw = parseField(weekday, 0, 7);
  if (!minutes || !hours || !days || !months || !weekdaysRaw) {
    return SCHEDULE_RECURRENCE_ERRORS.cronValue;
  }
  // 7 is Sunday too, as in most crons.
  const weekdays = new Set([...weekdaysRaw].map((value) => value % 7));
  return {
    minutes,
    hours,
    days,
    months,
    weekdays,
    daysRestricted: day !== '*',
    weekdaysRestricted: weekday !== '*',
  };
}

/** The recurrence's problem in pt-BR, or null when it can be scheduled. */
export function recurrenceError(recurrence: ScheduleRecurrence): string | null {
  switch (recurrence.frequency) {
    case 'daily':
    case 'weekly':
    case 'monthly': {
      if (!recurrence.time || !TIME.test(recurrence.time)) {
        return SCHEDULE_RECURRENCE_ERRORS.time;
      }
      if (
        recurrence.frequency === 'weekly' &&
        (recurrence.weekday === null ||
          !Number.isInteger(recurrence.weekday) ||
          recurrence.weekday < 0 ||
          recurrence.weekday > 6)
      ) {
        return SCHEDULE_RECURRENCE_ERRORS.weekday;
      }
      if (
        recurrence.frequency === 'monthly' &&
        (recurrence.day_of_month === null ||
          !Number.isInteger(recurrence.day_of_month) ||
          recurrence.day_of_month < 1 ||
          recurrence.day_of_month > 31)
      ) {
        return SCHEDULE_RECURRENCE_ERRORS.dayOfMonth;
      }
      return null;
    }
    case 'cron': {
      const parsed = parseCron(recurrence.cron ?? '');
      if (typeof parsed === 'string') {
        return parsed;
      }
      return nextCronRun(parsed, new Date(Date.UTC(2026, 0, 1)))
        ? null
        : SCHEDULE_RECURRENCE_ERRORS.cronNever;
    }
    default:
      return recurrence.frequency satisfies never;
  }
}

/** The date of the wall-clock day `offset` days after `year-month-day`. */
function addDays(year: number, month: number, day: number, offset: number) {
  const date = new Date(Date.UTC(year, month - 1, day + offset));
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    weekday: date.getUTCDay(),
  };
}

/**
 * Days looked ahead for a cron: a '29 de fevereiro' that falls on a given weekday can be 28
 * years away; the look is one date arithmetic per day, no Intl call, so it stays cheap.
 */
const CRON_HORIZON_DAYS = 366 * 29;

function nextCronRun(cron: CronFields, after: Date): Date | null {
  const start = wallTimeOf(after);
  const hours = [...cron.hours].sort((a, b) => a - b);
  const minutes = [...cron.minutes].sort((a, b) => a - b);
  for (let offset = 0; offset <= CRON_HORIZON_DAYS; offset += 1) {
    const date = addDays(start.year, start.month, start.day, offset);
    if (!cron.months.has(date.month)) {
      continue;
    }
    const dayMatch = cron.days.has(date.day);
    const weekdayMatch = cron.weekdays.has(date.weekday);
    // Both restricted: either one (cron's rule); one restricted: that one.
    const matches =
      cron.daysRestricted && cron.weekdaysRestricted
        ? dayMatch || weekdayMatch
        : cron.daysRestricted
          ? dayMatch
          : cron.weekdaysRestricted
            ? weekdayMatch
            : true;
    if (!matches) {
      continue;
    }
    for (const hour of hours) {
      for (const minute of minutes) {
        const at = instantOf({ year: date.year, month: date.month, day: date.day, hour, minute });
        if (at.getTime() > after.getTime()) {
          return at;
        }
      }
    }
  }
  return null;
}

/**
 * The first run strictly after `after`, in America/Sao_Paulo; null when the recurrence is
 * invalid or never happens.
 */
export function nextScheduleRun(recurrence: ScheduleRecurrence, after: Date): Date | null {
  if (recurrenceError(recurrence)) {
    return null;
  }
  if (recurrence.frequency === 'cron') {
    const parsed = parseCron(recurrence.cron ?? '');
    return typeof parsed === 'string' ? null : nextCronRun(parsed, after);
  }
  const [hour = 0, minute = 0] = (recurrence.time ?? '').split(':').map(Number);
  const start = wallTimeOf(after);
  // A month and a bit covers every daily, weekly and monthly recurrence.
  for (let offset = 0; offset <= 62; offset += 1) {
    const date = addDays(start.year, start.month, start.day, offset);
    if (recurrence.frequency === 'weekly' && date.weekday !== recurrence.weekday) {
      continue;
    }
    if (recurrence.frequency === 'monthly') {
      const wanted = Math.min(recurrence.day_of_month ?? 1, daysInMonth(date.year, date.month));
      if (date.day !== wanted) {
        continue;
      }
    }
    const at = instantOf({ year: date.year, month: date.month, day: date.day, hour, minute });
    if (at.getTime() > after.getTime()) {
      return at;
    }
  }
  return null;
}

const two = (value: number) => String(value).padStart(2, '0');

/** 'segunda, 30/11 às 08:00' — a run's moment as the screens and notices say it. */
export function formatScheduleMoment(at: Date): string {
  const wall = wallTimeOf(at);
  const weekday = new Date(Date.UTC(wall.year, wall.month - 1, wall.day)).getUTCDay();
  return `${WEEKDAY_NAMES[weekday]}, ${two(wall.day)}/${two(wall.month)} às ${two(wall.hour)}:${two(wall.minute)}`;
}

/** 'Próxima execução: segunda, 30/11 às 08:00', or why there is none. */
export function nextRunPreview(recurrence: ScheduleRecurrence, after: Date): string {
  const error = recurrenceError(recurrence);
  if (error) {
    return error;
  }
  const next = nextScheduleRun(recurrence, after);
  return next ? `Próxima execução: ${formatScheduleMoment(next)}` : SCHEDULE_RECURRENCE_ERRORS.cronNever;
}

/** '30/11/2026' — the date in a run's conversation title. */
export function formatScheduleDate(at: Date): string {
  const wall = wallTimeOf(at);
  return `${two(wall.day)}/${two(wall.month)}/${wall.year}`;
}

/** How a recurrence reads in the list: 'Toda segunda às 08:00', 'Todo dia 5 às 09:30', 'Cron: 0 8 * * 1-5'. */
export function describeRecurrence(recurrence: ScheduleRecurrence): string {
  switch (recurrence.frequency) {
    case 'daily':
      return `Todos os dias às ${recurrence.time}`;
    case 'weekly': {
      const name = WEEKDAY_NAMES[recurrence.weekday ?? 0] ?? WEEKDAY_NAMES[0];
      const every = recurrence.weekday === 0 || recurrence.weekday === 6 ? 'Todo' : 'Toda';
      return `${every} ${name} às ${recurrence.time}`;
    }
    case 'monthly':
      return `Todo dia ${recurrence.day_of_month} às ${recurrence.time}`;
    case 'cron':
      return `Cron: ${recurrence.cron}`;
    default:
      return recurrence.frequency satisfies never;
  }
}

/**
 * Where a run's conversation opens: the chat of its agent (a built-in agent or a custom agent's
 * id, both under /agents) with `?session=`.
 */
export function runConversationPath(agent: string, sessionId: string): string {
  return `${customAgentPath(agent)}?session=${encodeURIComponent(sessionId)}`;
}
