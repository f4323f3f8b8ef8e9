import { DAY_MS } from '../../shared/time.ts';
import { addDays, stockholmDayOf } from '../../shared/zoned-calendar.ts';
import type { AggregationPeriod } from './aggregation-period.ts';
import { presetRange, PRESET_TIME_ZONE, type DatePreset } from './date-presets.ts';

/**
 * Whole Stockholm days, both ends included, as ISO dates ('2026-02-04'): the unit rollups are kept
 * in. Periods and presets are answered in whole days so they never need raw data; today counts as a
 * day (its rollup is as current as the last recorded batch).
 */
export interface StatisticsDays {
  readonly from: string;
  readonly to: string;
}

export const STATISTICS_TIME_ZONE = PRESET_TIME_ZONE;

export const dayOf = stockholmDayOf;
export { addDays };

/** The last `days` days ending today: period 1 is today, period 7 is today and the six days before. */
export function periodDays(days: AggregationPeriod | number, now: Date): StatisticsDays {
  const today = dayOf(now);
  return { from: addDays(today, 1 - days), to: today };
}

/** "Last N days" presets in whole days: N days ending today, like the periods. */
const ROLLING_PRESET_DAYS: Partial<Record<DatePreset, number>> = {
  LAST_30_DAYS: 30,
  LAST_90_DAYS: 90,
  LAST_180_DAYS: 180,
  LAST_365_DAYS: 365,
};

/** A date preset as the whole days it covers ([from, to) ends on the day before `to`). */
export function presetDays(preset: DatePreset, now: Date): StatisticsDays {
  const rolling = ROLLING_PRESET_DAYS[preset];
  if (rolling !== undefined) return periodDays(rolling, now);
  const range = presetRange(preset, now);
  return { from: dayOf(range.from), to: dayOf(new Date(range.to.getTime() - 1)) };
}

export const dayCount = (days: StatisticsDays): number => Math.round((Date.parse(days.to) - Date.parse(days.from)) / DAY_MS) + 1;
