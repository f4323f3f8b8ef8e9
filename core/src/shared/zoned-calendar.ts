import { DAY_MS } from './time.ts';

/** A calendar date as people in one time zone see it; month 1-12. */
export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The zone's wall clock at `instant`, read as if it were UTC (milliseconds dropped). */
function wallClockMs(instant: Date, timeZone: string): number {
  const p: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(instant)) if (part.type !== 'literal') p[part.type] = Number(part.value);
  return Date.UTC(p['year'] ?? 0, (p['month'] ?? 1) - 1, p['day'] ?? 1, p['hour'] ?? 0, p['minute'] ?? 0, p['second'] ?? 0);
}

export function calendarDateIn(instant: Date, timeZone: string): CalendarDate {
  const wall = new Date(wallClockMs(instant, timeZone));
  return { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate() };
}

/**
 * The UTC instant of 00:00 on a date in the zone. Day and month may overflow (day 0 is the last day
 * of the previous month), as with Date.UTC. Found in two steps because the offset at the guess may
 * differ from the offset at midnight around a daylight-saving change.
 */
export function startOfDayIn(date: CalendarDate, timeZone: string): Date {
  const wall = Date.UTC(date.year, date.month - 1, date.day);
  const offsetAt = (ms: number): number => wallClockMs(new Date(ms), timeZone) - Math.floor(ms / 1000) * 1000;
  const guess = wall - offsetAt(wall);
  return new Date(wall - offsetAt(guess));
}

/** 1 for Monday .. 7 for Sunday (ISO; weeks start on Monday in Sweden). */
export function isoWeekday(date: CalendarDate): number {
  const day = new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
  return day === 0 ? 7 : day;
}

/** Times are shown in Stockholm time, so days people read (reports, rollups) are Stockholm days. */
export const STOCKHOLM_TIME_ZONE = 'Europe/Stockholm';

const isoDate = (date: CalendarDate): string => new Date(Date.UTC(date.year, date.month - 1, date.day)).toISOString().slice(0, 10);

/** The Stockholm calendar day of an instant, as an ISO date ('2026-02-04'). */
export const stockholmDayOf = (instant: Date): string => isoDate(calendarDateIn(instant, STOCKHOLM_TIME_ZONE));

/**
 * An ISO date moved by whole calendar days. Counted on dates, not on 24-hour steps from an instant,
 * which around a daylight-saving change would skip or repeat a Stockholm day.
 */
export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The instant a Stockholm day (ISO date) begins: 23:00 or 22:00 UTC the day before, by season. */
export function startOfStockholmDay(day: string): Date {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return startOfDayIn({ year, month, day: date }, STOCKHOLM_TIME_ZONE);
}
