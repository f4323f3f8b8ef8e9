import { afterEach, describe, expect, it } from 'vitest';
import {
  formatCalendarDay,
  formatCalendarMonth,
  formatClock,
  formatCompact,
  formatCount,
  formatDate,
  formatDateTime,
  formatDayMonth,
  formatDecimal,
  formatOf,
  formatUsd,
  plural,
} from './format.ts';

const machineZone = process.env.TZ;
afterEach(() => {
  if (machineZone === undefined) delete process.env.TZ;
  else process.env.TZ = machineZone;
});

describe('figures', () => {
  it('separates thousands and rounds to whole figures', () => {
    expect(formatOf(100020, 100020)).toBe('100,020 of 100,020');
    expect(formatCount(1234567.6)).toBe('1,234,568');
    expect(formatDecimal(1234.56)).toBe('1,234.6');
    expect(formatCompact(12_500)).toBe('12.5K');
  });

  it('shows money from integer cents in dollars', () => {
    expect(formatUsd(123450)).toBe('$1,234.50');
    expect(formatUsd(5)).toBe('$0.05');
    expect(formatUsd(-2500)).toBe('-$25.00');
  });

  it('counts words: one of them, or many', () => {
    expect(plural(1, 'minute')).toBe('1 minute');
    expect(plural(2, 'minute')).toBe('2 minutes');
    expect(plural(0, 'minute')).toBe('0 minutes');
    expect(plural(1200, 'reply', 'replies')).toBe('1,200 replies');
  });
});

describe('dates', () => {
  // 23:30 UTC on 12 March is already 13 March in Stockholm (CET, UTC+1); in summer CEST is UTC+2.
  const lateEvening = '2026-03-12T23:30:00.000Z';
  const summer = '2026-07-01T10:05:00.000Z';

  it.each(['UTC', 'America/Los_Angeles', 'Asia/Tokyo', 'Europe/Stockholm'])('shows Stockholm time when the machine is in %s', (zone) => {
    process.env.TZ = zone;
    expect(formatDate(lateEvening)).toBe('13 Mar 2026');
    expect(formatDateTime(lateEvening)).toBe('13 Mar 2026, 00:30 CET');
    expect(formatDateTime(new Date(summer))).toBe('1 Jul 2026, 12:05 CEST');
    expect(formatDayMonth(lateEvening)).toBe('13 Mar');
    expect(formatClock(summer)).toBe('12:05');
    expect(formatCalendarDay('2026-03-12')).toBe('12 Mar 2026');
    expect(formatCalendarMonth('2026-03')).toBe('March 2026');
  });

  it('never shows an ISO string', () => {
    expect(formatDateTime(lateEvening)).not.toMatch(/\d{4}-\d{2}-\d{2}|T\d{2}:/);
  });
});
