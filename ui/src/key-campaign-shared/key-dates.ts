/** Every time the product shows is Swedish time (spec 1), whatever the viewer's machine says. */
const DATE = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Stockholm', day: 'numeric', month: 'short', year: 'numeric' });
const DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Stockholm',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** "12 Mar 2026" in Stockholm. */
export const formatStockholmDate = (iso: string) => DATE.format(new Date(iso));
/** "12 Mar 2026, 14:00 CET" in Stockholm; the zone is named so nobody reads it as local time. */
export const formatStockholmDateTime = (iso: string) => DATE_TIME.format(new Date(iso));

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

export interface TimeLeft {
  /** The due time has passed. */
  overdue: boolean;
  /** "12 days left", "5 hours left", "Less than an hour left" or "Overdue by 3 days". */
  text: string;
}

/** How long until `dueIso` from `now`, in whole days (or hours on the last day), rounded down. */
export function timeLeft(dueIso: string, now: Date): TimeLeft {
  const ms = new Date(dueIso).getTime() - now.getTime();
  const abs = Math.abs(ms);
  const span = abs >= DAY_MS ? plural(Math.floor(abs / DAY_MS), 'day') : abs >= HOUR_MS ? plural(Math.floor(abs / HOUR_MS), 'hour') : null;
  if (ms < 0) return { overdue: true, text: `Overdue by ${span ?? 'less than an hour'}` };
  return { overdue: false, text: span ? `${span} left` : 'Less than an hour left' };
}
