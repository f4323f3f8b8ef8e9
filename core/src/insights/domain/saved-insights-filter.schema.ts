import * as v from 'valibot';
import { AGGREGATION_PERIOD_DAYS } from './aggregation-period.ts';
import { CREATOR_TIERS, TIER_BASES } from '../../shared/creator-tier.ts';
import { DATE_PRESETS } from './date-presets.ts';
import { POST_TYPES } from './post.entity.ts';
import { jsonObject } from '../../shared/json-object.ts';

/** Our choice: long enough for a descriptive name, short enough for a dropdown. */
export const FILTER_NAME_MAX_LENGTH = 80;
export const INSIGHTS_TABS = ['CREATORS', 'GAMES'] as const;
export const INSIGHTS_PLATFORMS = ['twitch', 'youtube', 'tiktok'] as const;

export const filterNameSchema = v.pipe(
  v.string('Filter name is required.'),
  v.trim(),
  v.nonEmpty('Filter name is required.'),
  v.maxLength(FILTER_NAME_MAX_LENGTH, `Filter name can be at most ${FILTER_NAME_MAX_LENGTH} characters.`),
);

const codes = (pattern: RegExp, message: string) => v.optional(v.array(v.pipe(v.string(), v.trim(), v.regex(pattern, message))), []);

/**
 * The options a saved filter restores on the insights pages; every one has a neutral default. A JSON
 * object only: the CSV export reads it from a raw body, where an array would pass as all defaults.
 */
export const insightsFilterOptionsSchema = jsonObject({
  tab: v.optional(v.picklist(INSIGHTS_TABS, 'Choose creators or games.'), 'CREATORS'),
  aggregationPeriodDays: v.optional(v.picklist(AGGREGATION_PERIOD_DAYS, 'Choose a period of 1, 3, 7, 14, 30, 90 or 180 days.'), 30),
  datePreset: v.optional(v.picklist(DATE_PRESETS, 'Choose a date range.')),
  platforms: v.optional(v.array(v.picklist(INSIGHTS_PLATFORMS, 'Choose Twitch, YouTube or TikTok.')), []),
  tierBasis: v.optional(v.picklist(TIER_BASES, 'Choose CCV or views.'), 'CCV'),
  tiers: v.optional(v.array(v.picklist(CREATOR_TIERS, 'Choose a creator tier.')), []),
  postTypes: v.optional(v.array(v.picklist(POST_TYPES, 'Choose shorts, streams or videos.')), []),
  languages: codes(/^[a-z]{2}$/, 'Use two-letter language codes.'),
  countries: codes(/^[A-Z]{2}$/, 'Use two-letter country codes.'),
  gameIds: v.optional(v.array(v.pipe(v.string(), v.trim(), v.nonEmpty())), []),
});

export type InsightsFilterOptions = v.InferOutput<typeof insightsFilterOptionsSchema>;
export type InsightsFilterOptionsInput = v.InferInput<typeof insightsFilterOptionsSchema>;
