import { DAY_MS } from '../../shared/time.ts';

/** Adds bank days, skipping Saturdays and Sundays (public holidays are the bank's to add). */
export function addBankDays(from: Date, days: number): Date {
  let at = from;
  let left = days;
  while (left > 0) {
    at = new Date(at.getTime() + DAY_MS);
    const weekday = at.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return at;
}
