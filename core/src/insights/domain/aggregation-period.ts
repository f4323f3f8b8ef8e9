import { err, ok, type Result } from '../../shared/result.ts';
import { DAY_MS } from '../../shared/time.ts';
import type { DateRange } from './date-range.ts';
import { InvalidAggregationPeriod } from './insights.errors.ts';

/** Spec section 3: the periods insights aggregate over, in days. */
export const AGGREGATION_PERIOD_DAYS = [1, 3, 7, 14, 30, 90, 180] as const;
export type AggregationPeriod = (typeof AGGREGATION_PERIOD_DAYS)[number];

const isPeriod = (days: number): days is AggregationPeriod => (AGGREGATION_PERIOD_DAYS as readonly number[]).includes(days);

export function parseAggregationPeriod(days: number): Result<AggregationPeriod, InvalidAggregationPeriod> {
  return isPeriod(days) ? ok(days) : err(new InvalidAggregationPeriod());
}

/** The last `days` x 24 hours up to now, [now - days, now): a rolling window, not calendar days. */
export function aggregationWindow(days: AggregationPeriod, now: Date): DateRange {
  return { from: new Date(now.getTime() - days * DAY_MS), to: new Date(now) };
}
