import type { AnalyticsFigure, AnalyticsPeriod } from './analytics-page.schema.ts';

/**
 * A creator's named view of their own analytics (spec 1 "have analytics", spec 9 "6 analytics
 * pages"): which figures, over which period. Private to its creator; the figures are read live.
 */
export interface AnalyticsPage {
  readonly id: string;
  readonly creatorId: string;
  readonly name: string;
  readonly period: AnalyticsPeriod;
  readonly figures: readonly AnalyticsFigure[];
  readonly createdAt: Date;
  readonly updatedAt: Date;
}
