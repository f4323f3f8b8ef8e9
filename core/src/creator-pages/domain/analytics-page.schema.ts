import * as v from 'valibot';
import { CREATOR_PAGE_NAME_PATTERN, CREATOR_PAGE_NAME_RULE } from './creator-page.schema.ts';

/** Spec 9: at most 6 analytics pages per creator (code 5015). */
export const MAX_ANALYTICS_PAGES = 6;

/** Spec 9's date presets of whole days; named as the insights period presets, which read the figures. */
export const ANALYTICS_PERIODS = ['LAST_30_DAYS', 'LAST_90_DAYS', 'LAST_180_DAYS', 'LAST_365_DAYS'] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
export const ANALYTICS_PERIOD_LABELS: Readonly<Record<AnalyticsPeriod, string>> = {
  LAST_30_DAYS: 'Last 30 days',
  LAST_90_DAYS: 'Last 90 days',
  LAST_180_DAYS: 'Last 180 days',
  LAST_365_DAYS: 'Last 365 days',
};

/** The creator's own figures the insights context computes (spec 3 "Posts"). */
export const ANALYTICS_FIGURES = [
  'streams',
  'streamHours',
  'hoursWatched',
  'averageCcv',
  'peakCcv',
  'videos',
  'videoViews',
  'shorts',
  'shortViews',
] as const;
export type AnalyticsFigure = (typeof ANALYTICS_FIGURES)[number];
export const ANALYTICS_FIGURE_LABELS: Readonly<Record<AnalyticsFigure, string>> = {
  streams: 'Streams',
  streamHours: 'Hours streamed',
  hoursWatched: 'Hours watched',
  averageCcv: 'Average CCV',
  peakCcv: 'Peak CCV',
  videos: 'Videos',
  videoViews: 'Video views',
  shorts: 'Shorts',
  shortViews: 'Short views',
};

/**
 * Our choice where the spec names only the code (5012, "invalid name format", shared with 2012): the
 * creator page's name rule, so one rule holds for both kinds of page.
 */
export const ANALYTICS_PAGE_NAME_RULE = CREATOR_PAGE_NAME_RULE;

/** The analytics page form: create and edit. */
export const analyticsPageSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.toLowerCase(), v.regex(CREATOR_PAGE_NAME_PATTERN, ANALYTICS_PAGE_NAME_RULE)),
  period: v.picklist(ANALYTICS_PERIODS, 'Choose a period from the list.'),
  figures: v.pipe(
    v.array(v.picklist(ANALYTICS_FIGURES, 'Choose figures from the list.')),
    v.transform((figures) => ANALYTICS_FIGURES.filter((f) => figures.includes(f))),
    v.minLength(1, 'Choose at least one figure to show.'),
  ),
});
export type AnalyticsPageForm = v.InferInput<typeof analyticsPageSchema>;
export type AnalyticsPageValues = v.InferOutput<typeof analyticsPageSchema>;
