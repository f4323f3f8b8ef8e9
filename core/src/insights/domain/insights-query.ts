import * as v from 'valibot';
import { parseInput, type InvalidField } from '../../shared/invalid-field.ts';
import { ok, type Result } from '../../shared/result.ts';
import type { StatisticsFilter } from '../ports/insights-statistics.port.ts';
import { AGGREGATION_PERIOD_DAYS } from './aggregation-period.ts';
import { DATE_PRESETS } from './date-presets.ts';
import { insightsFilterOptionsSchema } from './saved-insights-filter.schema.ts';
import { periodDays, presetDays, type StatisticsDays } from './statistics-days.ts';

/** The period of one creator's or game's insights: a preset when given, otherwise the last N days. */
export const insightsPeriodSchema = v.object({
  aggregationPeriodDays: v.optional(v.picklist(AGGREGATION_PERIOD_DAYS, 'Choose a period of 1, 3, 7, 14, 30, 90 or 180 days.'), 30),
  datePreset: v.optional(v.picklist(DATE_PRESETS, 'Choose a date range.')),
});

export type InsightsPeriod = v.InferOutput<typeof insightsPeriodSchema>;

export const daysOfPeriod = (period: InsightsPeriod, now: Date): StatisticsDays =>
  period.datePreset ? presetDays(period.datePreset, now) : periodDays(period.aggregationPeriodDays, now);

/** GraphQL sends null for an option left out; the schemas' defaults stand for it. */
const withoutNulls = (raw: unknown): unknown =>
  raw && typeof raw === 'object' && !Array.isArray(raw)
    ? Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== null))
    : (raw ?? {});

export function parseInsightsPeriod(raw: unknown, now: Date): Result<StatisticsDays, InvalidField> {
  const period = parseInput(insightsPeriodSchema, withoutNulls(raw));
  return period.ok ? ok(daysOfPeriod(period.value, now)) : period;
}

/**
 * The filters of a ranking, checked by the saved filter's own schema (so a saved filter is always a
 * valid query), errors at the filter's field.
 */
export function parseInsightsFilter(raw: unknown, now: Date): Result<StatisticsFilter, InvalidField> {
  // Every caller reads the options from its `filter`, so a filter that is no object is refused there.
  const options = parseInput(insightsFilterOptionsSchema, withoutNulls(raw), { whole: 'filter' });
  if (!options.ok) return options;
  const o = options.value;
  return ok({
    days: daysOfPeriod(o, now),
    platforms: o.platforms,
    languages: o.languages,
    countries: o.countries,
    gameIds: o.gameIds,
    tiers: o.tiers,
    tierBasis: o.tierBasis,
  });
}
