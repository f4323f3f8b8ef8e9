import type { CriteriaOperator, CustomSubmissionType, MeasuredMetric, MetricType } from './completion-criterion.schema.ts';

export interface MeasuredCriterion {
  readonly id: string;
  readonly metricType: MeasuredMetric;
  readonly amount: number;
}
export interface ClicksCriterion {
  readonly id: string;
  readonly metricType: 'CLICKS';
  readonly amount: number;
  readonly url: string;
  readonly callToAction: string;
}
export interface CustomCriterion {
  readonly id: string;
  readonly metricType: 'CUSTOM';
  readonly amount: number;
  readonly description: string;
  readonly submissionType: CustomSubmissionType;
}
export type CompletionCriterion = MeasuredCriterion | ClicksCriterion | CustomCriterion;

export interface CriteriaGroup {
  readonly operator: CriteriaOperator;
  readonly criteria: readonly CompletionCriterion[];
}

export const CRITERIA_CATEGORIES = ['clicks', 'customContent', 'streamContent', 'videoContent'] as const;
export type CriteriaCategory = (typeof CRITERIA_CATEGORIES)[number];

export const CATEGORY_OF_METRIC: Readonly<Record<MetricType, CriteriaCategory>> = {
  CLICKS: 'clicks',
  CUSTOM: 'customContent',
  STREAM_CONTENT_AIR_TIME: 'streamContent',
  STREAM_CONTENT_CCV: 'streamContent',
  STREAM_CONTENT_HOURS_WATCHED: 'streamContent',
  VIDEO_AVERAGE_VIEWS_PER_VIDEO: 'videoContent',
  VIDEO_VIEWS: 'videoContent',
};

export const CATEGORY_LABELS: Readonly<Record<CriteriaCategory, string>> = {
  clicks: 'Clicks',
  customContent: 'Custom content',
  streamContent: 'Stream content',
  videoContent: 'Video content',
};

/** How the editor words each group: every criterion, or any one of them. */
export const OPERATOR_LABELS: Readonly<Record<CriteriaOperator, string>> = {
  AND: 'All also need',
  OR: 'At least one',
};

export const allCriteria = (groups: readonly CriteriaGroup[]): CompletionCriterion[] => groups.flatMap((g) => [...g.criteria]);

export const findCustomCriterion = (groups: readonly CriteriaGroup[], id: string): CustomCriterion | undefined =>
  allCriteria(groups).find((c): c is CustomCriterion => c.id === id && c.metricType === 'CUSTOM');
