import { err, ok, type Result } from '../../shared/result.ts';
import { HOUR_MS } from '../../shared/time.ts';
import { FIXED_WINDOW_DELIVERY_TYPES, type DeliveryType, type EmbargoInput } from './quest-fields.schema.ts';
import {
  EmbargoDateRequired,
  EmbargoNeedsEndDate,
  EmbargoNotAllowed,
  EmbargoTimezoneRequired,
  EmbargoTooLate,
  InvalidEmbargo,
} from './quests.errors.ts';
import { isValidTimeZone, wallClockToUtc } from './zoned-time.ts';

/** Spec section 9: the embargo lifts at least 12 hours before the quest ends. */
export const EMBARGO_MIN_BEFORE_END_MS = 12 * HOUR_MS;
/** The spec requires only date and timezone; a missing time means midnight (our choice). */
export const DEFAULT_EMBARGO_TIME = '00:00';

/** The moment content may go public, as entered (date, time, zone) and as an instant. */
export interface Embargo {
  readonly date: string;
  readonly time: string;
  readonly timezone: string;
  readonly at: Date;
}

export type EmbargoError =
  EmbargoNotAllowed | EmbargoNeedsEndDate | EmbargoDateRequired | EmbargoTimezoneRequired | InvalidEmbargo | EmbargoTooLate;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

function parseDate(date: string): { year: number; month: number; day: number } | null {
  const match = DATE.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  // Rejects 2025-02-30 and the like, which Date.UTC would roll over.
  return check.getUTCMonth() === month - 1 && check.getUTCDate() === day ? { year, month, day } : null;
}

export function createEmbargo(
  input: EmbargoInput,
  quest: { deliveryType: DeliveryType; endDate: Date | null },
): Result<Embargo, EmbargoError> {
  if (!FIXED_WINDOW_DELIVERY_TYPES.includes(quest.deliveryType)) return err(new EmbargoNotAllowed());
  if (!quest.endDate) return err(new EmbargoNeedsEndDate());
  const date = (input.date ?? '').trim();
  const timezone = (input.timezone ?? '').trim();
  const time = (input.time ?? '').trim() || DEFAULT_EMBARGO_TIME;
  if (!date) return err(new EmbargoDateRequired());
  const day = parseDate(date);
  if (!day) return err(new InvalidEmbargo('embargo.date', 'Please enter a valid embargo date (YYYY-MM-DD).'));
  if (!timezone) return err(new EmbargoTimezoneRequired());
  if (!isValidTimeZone(timezone)) return err(new InvalidEmbargo('embargo.timezone', 'Please choose a valid timezone.'));
  const clock = TIME.exec(time);
  if (!clock) return err(new InvalidEmbargo('embargo.time', 'Please enter a valid embargo time (HH:MM).'));
  const at = wallClockToUtc({ ...day, hour: Number(clock[1]), minute: Number(clock[2]) }, timezone);
  if (at.getTime() > quest.endDate.getTime() - EMBARGO_MIN_BEFORE_END_MS) return err(new EmbargoTooLate());
  return ok({ date, time, timezone, at });
}
