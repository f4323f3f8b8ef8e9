import * as v from 'valibot';
import { requiredText, webUrl, wholeNumber } from './text.schema.ts';

export const METRIC_TYPES = [
  'CLICKS',
  'CUSTOM',
  'STREAM_CONTENT_AIR_TIME',
  'STREAM_CONTENT_CCV',
  'STREAM_CONTENT_HOURS_WATCHED',
  'VIDEO_AVERAGE_VIEWS_PER_VIDEO',
  'VIDEO_VIEWS',
] as const;
export type MetricType = (typeof METRIC_TYPES)[number];

/** Metrics read from the creator's channel statistics rather than counted per criterion. */
export const MEASURED_METRICS = [
  'STREAM_CONTENT_AIR_TIME',
  'STREAM_CONTENT_CCV',
  'STREAM_CONTENT_HOURS_WATCHED',
  'VIDEO_AVERAGE_VIEWS_PER_VIDEO',
  'VIDEO_VIEWS',
] as const;
export type MeasuredMetric = (typeof MEASURED_METRICS)[number];

/**
 * Our choices where the spec is silent: amounts are whole numbers (air time in minutes, hours watched
 * in hours, CCV as average concurrent viewers) up to ten million.
 */
export const CRITERION_AMOUNT_MAX = 10_000_000;
export const CALL_TO_ACTION_MAX = 200;
export const CUSTOM_DESCRIPTION_MAX = 2000;

export const CUSTOM_SUBMISSION_TYPES = ['message', 'url'] as const;
export type CustomSubmissionType = (typeof CUSTOM_SUBMISSION_TYPES)[number];

const amount = wholeNumber('Amount', 1, CRITERION_AMOUNT_MAX);

export const criterionSchema = v.variant(
  'metricType',
  [
    v.object({
      metricType: v.literal('CLICKS'),
      amount,
      url: webUrl('URL'),
      callToAction: requiredText('Call to action', CALL_TO_ACTION_MAX),
    }),
    v.object({
      metricType: v.literal('CUSTOM'),
      amount,
      description: requiredText('Description', CUSTOM_DESCRIPTION_MAX),
      submissionType: v.picklist(CUSTOM_SUBMISSION_TYPES, 'Choose message or URL submission.'),
    }),
    v.object({ metricType: v.picklist(MEASURED_METRICS), amount }),
  ],
  'Choose a metric type.',
);
export type CriterionInput = v.InferInput<typeof criterionSchema>;

export const CRITERIA_OPERATORS = ['AND', 'OR'] as const;
export type CriteriaOperator = (typeof CRITERIA_OPERATORS)[number];

export const criteriaGroupSchema = v.object({
  operator: v.picklist(CRITERIA_OPERATORS, 'Choose how the criteria combine.'),
  criteria: v.pipe(v.array(criterionSchema), v.minLength(1, 'Add at least one criterion to the group.')),
});

export const completionCriteriaSchema = v.pipe(v.array(criteriaGroupSchema), v.minLength(1, 'Add at least one completion criterion.'));
export type CompletionCriteriaInput = v.InferInput<typeof completionCriteriaSchema>;
