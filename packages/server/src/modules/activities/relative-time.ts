import { DAY, HOUR } from '../../clock.ts';

/**
 * How long ago, in pt-BR (spec 3 §9 "Relative time"): under 1 hour 'Agora mesmo', under 24
 * hours 'Nh atrás', otherwise 'N dia(s) atrás'. A moment in the future reads as now.
 */
export function relativeTime(moment: Date, now: Date): string {
  const elapsed = now.getTime() - moment.getTime();
  if (elapsed < HOUR) {
    return 'Agora mesmo';
  }
  if (elapsed < DAY) {
    return `${Math.floor(elapsed / HOUR)}h atrás`;
  }
  return `${Math.floor(elapsed / DAY)} dia(s) atrás`;
}
