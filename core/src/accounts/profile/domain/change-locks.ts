import { err, ok, type Result } from '../../../shared/result.ts';
import { ProfileChangeLocked } from './profile.errors.ts';

/** Spec section 9: country change locked a year, language change three months, after the last change. */
export const CHANGE_LOCK_MONTHS = { country: 12, language: 3 } as const;
export type LockedField = keyof typeof CHANGE_LOCK_MONTHS;

/** Calendar months in UTC, keeping the time of day; a day past the month's end falls back to its last day. */
export function addCalendarMonths(date: Date, months: number): Date {
  const target = new Date(date);
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return target;
}

export interface FieldChange {
  readonly current: string | null;
  readonly next: string;
  /** When the value was last changed; null when it never was (the first choice is free). */
  readonly lastChangedAt: Date | null;
}

/** Setting the same value again is no change; otherwise the lock runs from the last change. */
export function checkFieldChange(field: LockedField, change: FieldChange, now: Date): Result<void, ProfileChangeLocked> {
  if (change.current === null || change.current === change.next || change.lastChangedAt === null) return ok(undefined);
  const unlocksAt = addCalendarMonths(change.lastChangedAt, CHANGE_LOCK_MONTHS[field]);
  return now.getTime() >= unlocksAt.getTime() ? ok(undefined) : err(new ProfileChangeLocked(field, unlocksAt));
}
