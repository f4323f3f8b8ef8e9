/**
 * Every figure, sum of money, date and counted word the product shows goes through here (spec 1): figures
 * with separators, money from integer cents in USD, times in Swedish time whatever the viewer's machine
 * says, and "1 minute" but "2 minutes".
 */
const ZONE = 'Europe/Stockholm';

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const date = new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, day: 'numeric', month: 'short', year: 'numeric' });
const dateTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZoneName: 'short',
});
const dayMonth = new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, day: 'numeric', month: 'short' });
const clock = new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, hour: '2-digit', minute: '2-digit' });
const calendarDay = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' });
const calendarMonth = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', month: 'long', year: 'numeric' });

type Instant = string | Date;
const instant = (at: Instant) => (typeof at === 'string' ? new Date(at) : at);

/** "100,020": a whole figure with separators (rounded). */
export const formatCount = (n: number): string => whole.format(n);
/** "12.5": at most one decimal, with separators (hours watched, averages). */
export const formatDecimal = (n: number): string => oneDecimal.format(n);
/** "0.25": exactly two decimals (a rate per hour watched). */
export const formatRate = (n: number): string => twoDecimals.format(n);
/** "12.5K": a figure too wide for its cell. */
export const formatCompact = (n: number): string => compact.format(n);
/** "$1,234.50" from 123450 cents. */
export const formatUsd = (cents: number): string => usd.format(cents / 100);
/** "100,020 of 100,020". */
export const formatOf = (part: number, total: number): string => `${formatCount(part)} of ${formatCount(total)}`;

/** "1 minute", "2 minutes", "1,200 codes"; `many` defaults to `one` + "s". */
export const plural = (n: number, one: string, many = `${one}s`): string => `${formatCount(n)} ${Math.abs(n) === 1 ? one : many}`;

/** "12 Mar 2026" in Stockholm. */
export const formatDate = (at: Instant): string => date.format(instant(at));
/** "12 Mar 2026, 14:00 CET" in Stockholm; the zone is named so nobody reads it as local time. */
export const formatDateTime = (at: Instant): string => dateTime.format(instant(at));
/** "12 Mar" in Stockholm (chart axes). */
export const formatDayMonth = (at: Instant): string => dayMonth.format(instant(at));
/** "14:00" in Stockholm (chart axes within a day). */
export const formatClock = (at: Instant): string => clock.format(instant(at));
/** A calendar day the API already counted in Stockholm ("2026-03-12") as "12 Mar 2026", never shifted. */
export const formatCalendarDay = (isoDay: string): string => calendarDay.format(new Date(`${isoDay}T12:00:00Z`));
/** A calendar month ("2026-03") as "March 2026". */
export const formatCalendarMonth = (month: string): string => calendarMonth.format(new Date(`${month}-01T12:00:00Z`));
