import { describe, expect, it } from 'vitest';
import {
  describeRecurrence,
  formatScheduleDate,
  formatScheduleMoment,
  nextRunPreview,
  nextScheduleRun,
  parseCron,
  recurrenceError,
  SCHEDULE_RECURRENCE_ERRORS,
  type ScheduleRecurrence,
} from './schedules';

const picker = (recurrence: Partial<ScheduleRecurrence>): ScheduleRecurrence => ({
  frequency: 'daily',
  time: '08:00',
  weekday: null,
  day_of_month: null,
  cron: null,
  ...recurrence,
});
const cron = (expression: string) => picker({ frequency: 'cron', time: null, cron: expression });

describe('nextScheduleRun (America/Sao_Paulo, UTC−3)', () => {
  it('daily: today at the hour when it is still ahead, else tomorrow', () => {
    // 10:00 UTC is 07:00 in São Paulo: 08:00 is still ahead today.
    expect(nextScheduleRun(picker({}), new Date('2026-11-26T10:00:00Z'))?.toISOString()).toBe(
      '2026-11-26T11:00:00.000Z',
    );
    // Exactly at the run: the next one is tomorrow (strictly after).
    expect(nextScheduleRun(picker({}), new Date('2026-11-26T11:00:00Z'))?.toISOString()).toBe(
      '2026-11-27T11:00:00.000Z',
    );
  });

  it('crosses the UTC day: 22:30 in São Paulo is 01:30 UTC of the next day', () => {
    expect(nextScheduleRun(picker({ time: '22:30' }), new Date('2026-11-26T23:00:00Z'))?.toISOString()).toBe(
      '2026-11-27T01:30:00.000Z',
    );
  });

  it('weekly: the next Monday at 08:00 (Thursday 26/11/2026 → Monday 30/11)', () => {
    const next = nextScheduleRun(
      picker({ frequency: 'weekly', weekday: 1 }),
      new Date('2026-11-26T15:00:00Z'),
    );
    expect(next?.toISOString()).toBe('2026-11-30T11:00:00.000Z');
    expect(
      nextRunPreview(picker({ frequency: 'weekly', weekday: 1 }), new Date('2026-11-26T15:00:00Z')),
    ).toBe('Próxima execução: segunda, 30/11 às 08:00');
  });

  it('monthly: day 31 runs on the last day of a shorter month', () => {
    const rule = picker({ frequency: 'monthly', day_of_month: 31, time: '09:30' });
    expect(nextScheduleRun(rule, new Date('2026-11-01T12:00:00Z'))?.toISOString()).toBe(
      '2026-11-30T12:30:00.000Z',
    );
    expect(nextScheduleRun(rule, new Date('2027-02-01T12:00:00Z'))?.toISOString()).toBe(
      '2027-02-28T12:30:00.000Z',
    );
    expect(nextScheduleRun(rule, new Date('2026-12-01T12:00:00Z'))?.toISOString()).toBe(
      '2026-12-31T12:30:00.000Z',
    );
  });

  it('follows the zone’s own rules: in 2018 São Paulo had summer time (UTC−2)', () => {
    // 15/12/2018 was in the last summer time; 08:00 was 10:00 UTC then, not 11:00.
    expect(nextScheduleRun(picker({}), new Date('2018-12-15T03:00:00Z'))?.toISOString()).toBe(
      '2018-12-15T10:00:00.000Z',
    );
  });

  it('cron: weekdays at 08:15, lists, ranges and steps, 7 as Sunday', () => {
    // Friday 27/11 at 09:00 in São Paulo → Monday 30/11 at 08:15.
    expect(nextScheduleRun(cron('15 8 * * 1-5'), new Date('2026-11-27T12:00:00Z'))?.toISOString()).toBe(
      '2026-11-30T11:15:00.000Z',
    );
    expect(nextScheduleRun(cron('0 */6 * * *'), new Date('2026-11-26T10:00:00Z'))?.toISOString()).toBe(
      '2026-11-26T15:00:00.000Z',
    );
    expect(nextScheduleRun(cron('0 9 * * 7'), new Date('2026-11-26T10:00:00Z'))?.toISOString()).toBe(
      '2026-11-29T12:00:00.000Z',
    );
    // Day of month and weekday both given: either one (1st of the month or a Monday).
    expect(nextScheduleRun(cron('0 8 1 * 1'), new Date('2026-11-26T12:00:00Z'))?.toISOString()).toBe(
      '2026-11-30T11:00:00.000Z',
    );
  });

  it('cron: 29 February is found years ahead; 30 February never', () => {
    expect(nextScheduleRun(cron('0 8 29 2 *'), new Date('2026-03-01T12:00:00Z'))?.toISOString()).toBe(
      '2028-02-29T11:00:00.000Z',
    );
    expect(recurrenceError(cron('0 8 30 2 *'))).toBe(SCHEDULE_RECURRENCE_ERRORS.cronNever);
    expect(nextScheduleRun(cron('0 8 30 2 *'), new Date('2026-03-01T12:00:00Z'))).toBeNull();
  });
});

describe('recurrenceError', () => {
  it('refuses a bad time, weekday, day or cron with the reason in pt-BR', () => {
    expect(recurrenceError(picker({ time: '8h' }))).toBe(SCHEDULE_RECURRENCE_ERRORS.time);
    expect(recurrenceError(picker({ time: '24:00' }))).toBe(SCHEDULE_RECURRENCE_ERRORS.time);
    expect(recurrenceError(picker({ frequency: 'weekly', weekday: 7 }))).toBe(
      SCHEDULE_RECURRENCE_ERRORS.weekday,
    );
    expect(recurrenceError(picker({ frequency: 'monthly', day_of_month: 0 }))).toBe(
      SCHEDULE_RECURRENCE_ERRORS.dayOfMonth,
    );
    expect(recurrenceError(cron('0 8 * *'))).toBe(SCHEDULE_RECURRENCE_ERRORS.cronFields);
    expect(recurrenceError(cron('0 25 * * *'))).toBe(SCHEDULE_RECURRENCE_ERRORS.cronValue);
    // More than once an hour would spend a plan in a day.
    expect(recurrenceError(cron('*/5 * * * *'))).toBe(SCHEDULE_RECURRENCE_ERRORS.cronMinute);
    expect(recurrenceError(cron('0,30 8 * * *'))).toBe(SCHEDULE_RECURRENCE_ERRORS.cronMinute);
    expect(recurrenceError(cron('0 8 * * 1-5'))).toBeNull();
    expect(typeof parseCron('0 8 * * mon')).toBe('string');
  });
});

describe('wording', () => {
  it('says the moment, the date and the recurrence in pt-BR', () => {
    expect(formatScheduleMoment(new Date('2026-11-30T11:00:00Z'))).toBe('segunda, 30/11 às 08:00');
    expect(formatScheduleDate(new Date('2026-12-01T02:00:00Z'))).toBe('30/11/2026');
    expect(describeRecurrence(picker({ frequency: 'weekly', weekday: 1 }))).toBe('Toda segunda às 08:00');
    expect(describeRecurrence(picker({ frequency: 'weekly', weekday: 6 }))).toBe('Todo sábado às 08:00');
    expect(describeRecurrence(picker({ frequency: 'monthly', day_of_month: 5 }))).toBe('Todo dia 5 às 08:00');
    expect(describeRecurrence(cron('0 8 * * 1-5'))).toBe('Cron: 0 8 * * 1-5');
  });
});
