import { DAY_MS } from '../../shared/time.ts';
import type { DateRange } from './date-range.ts';
import { calendarDateIn, isoWeekday, startOfDayIn, type CalendarDate } from '../../shared/zoned-calendar.ts';

/** Spec section 9: last 30, 90, 180, 365 days, two weeks, week, month, quarter, year, and this-period presets. */
export const DATE_PRESETS = [
  'LAST_30_DAYS',
  'LAST_90_DAYS',
  'LAST_180_DAYS',
  'LAST_365_DAYS',
  'LAST_TWO_WEEKS',
  'LAST_WEEK',
  'LAST_MONTH',
  'LAST_QUARTER',
  'LAST_YEAR',
  'THIS_WEEK',
  'THIS_MONTH',
  'THIS_QUARTER',
  'THIS_YEAR',
] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

/** Calendar presets follow the Swedish calendar (our choice, the product's home market). */
export const PRESET_TIME_ZONE = 'Europe/Stockholm';

type Unit = 'week' | 'month' | 'quarter' | 'year';

/** The first day of the calendar unit containing `date`, shifted by `shift` units (-1: the one before). */
function unitStart(date: CalendarDate, unit: Unit, shift: number): CalendarDate {
  switch (unit) {
    case 'week':
      return { ...date, day: date.day - (isoWeekday(date) - 1) + 7 * shift };
    case 'month':
      return { year: date.year, month: date.month + shift, day: 1 };
    case 'quarter':
      return { year: date.year, month: Math.floor((date.month - 1) / 3) * 3 + 1 + 3 * shift, day: 1 };
    case 'year':
      return { year: date.year + shift, month: 1, day: 1 };
  }
}

const rolling = (days: number, now: Date): DateRange => ({ from: new Date(now.getTime() - days * DAY_MS), to: new Date(now) });

/**
 * The range of a preset for `now`, as [from, to) in UTC. Our choices where the spec is silent:
 * - "last N days" is rolling: exactly N x 24 hours back from now (like the aggregation periods);
 * - "last week / two weeks / month / quarter / year" are the previous complete calendar periods
 *   (weeks from Monday), ending where the current one starts;
 * - "this week / month / quarter / year" run from the start of the current period to now (no future).
 */
export function presetRange(preset: DatePreset, now: Date): DateRange {
  const today = calendarDateIn(now, PRESET_TIME_ZONE);
  const start = (unit: Unit, shift = 0): Date => startOfDayIn(unitStart(today, unit, shift), PRESET_TIME_ZONE);
  switch (preset) {
    case 'LAST_30_DAYS':
      return rolling(30, now);
    case 'LAST_90_DAYS':
      return rolling(90, now);
    case 'LAST_180_DAYS':
      return rolling(180, now);
    case 'LAST_365_DAYS':
      return rolling(365, now);
    case 'LAST_TWO_WEEKS':
      return { from: start('week', -2), to: start('week') };
    case 'LAST_WEEK':
      return { from: start('week', -1), to: start('week') };
    case 'LAST_MONTH':
      return { from: start('month', -1), to: start('month') };
    case 'LAST_QUARTER':
      return { from: start('quarter', -1), to: start('quarter') };
    case 'LAST_YEAR':
      return { from: start('year', -1), to: start('year') };
    case 'THIS_WEEK':
      return { from: start('week'), to: new Date(now) };
    case 'THIS_MONTH':
      return { from: start('month'), to: new Date(now) };
    case 'THIS_QUARTER':
      return { from: start('quarter'), to: new Date(now) };
    case 'THIS_YEAR':
      return { from: start('year'), to: new Date(now) };
  }
}
