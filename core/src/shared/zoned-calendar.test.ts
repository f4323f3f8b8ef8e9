import { describe, expect, it } from 'vitest';
const at = (iso: string): Date => new Date(iso);
import { calendarDateIn, isoWeekday, startOfDayIn } from './zoned-calendar.ts';

const STOCKHOLM = 'Europe/Stockholm';

describe('zoned calendar (Intl, no library)', () => {
  it('reads the Stockholm date on both sides of local midnight, winter (UTC+1) and summer (UTC+2)', () => {
    expect(calendarDateIn(at('2026-01-31T22:59:59.999Z'), STOCKHOLM)).toEqual({ year: 2026, month: 1, day: 31 });
    expect(calendarDateIn(at('2026-01-31T23:00:00.000Z'), STOCKHOLM)).toEqual({ year: 2026, month: 2, day: 1 });
    expect(calendarDateIn(at('2026-06-30T21:59:59.999Z'), STOCKHOLM)).toEqual({ year: 2026, month: 6, day: 30 });
    expect(calendarDateIn(at('2026-06-30T22:00:00.000Z'), STOCKHOLM)).toEqual({ year: 2026, month: 7, day: 1 });
  });

  it.each([
    [{ year: 2026, month: 3, day: 1 }, '2026-02-28T23:00:00.000Z'],
    [{ year: 2026, month: 3, day: 29 }, '2026-03-28T23:00:00.000Z'], // clocks go forward at 02:00 that day
    [{ year: 2026, month: 3, day: 30 }, '2026-03-29T22:00:00.000Z'],
    [{ year: 2026, month: 10, day: 25 }, '2026-10-24T22:00:00.000Z'], // clocks go back at 03:00 that day
    [{ year: 2026, month: 10, day: 26 }, '2026-10-25T23:00:00.000Z'],
    [{ year: 2026, month: 13, day: 1 }, '2026-12-31T23:00:00.000Z'],
    [{ year: 2026, month: 1, day: 0 }, '2025-12-30T23:00:00.000Z'],
  ])('finds local midnight of %o at %s', (date, iso) => {
    expect(startOfDayIn(date, STOCKHOLM).toISOString()).toBe(iso);
  });

  it('numbers weekdays from Monday 1 to Sunday 7', () => {
    expect(isoWeekday({ year: 2026, month: 2, day: 2 })).toBe(1);
    expect(isoWeekday({ year: 2026, month: 2, day: 1 })).toBe(7);
  });
});
