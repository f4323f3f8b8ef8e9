import { plural } from '../format/format.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

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
