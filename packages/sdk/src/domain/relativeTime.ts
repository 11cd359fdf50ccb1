// Relative time of notifications and activities (spec 3 §9).
import type { DateInput } from './format';

const HOUR_MS = 3_600_000;

/**
 * How long ago something happened: under 1 hour 'Agora mesmo'; under 24 hours 'Nh atrás';
 * otherwise 'N dia(s) atrás' — worded exactly as the spec does. A future date counts as now.
 */
export function relativeTime(value: DateInput, now: DateInput = Date.now()): string {
  const then = value instanceof Date ? value.getTime() : new Date(value).getTime();
  const current = now instanceof Date ? now.getTime() : new Date(now).getTime();
  const hours = Math.floor((current - then) / HOUR_MS);
  if (hours < 1) {
    return 'Agora mesmo';
  }
  if (hours < 24) {
    return `${hours}h atrás`;
  }
  return `${Math.floor(hours / 24)} dia(s) atrás`;
}
