import * as v from 'valibot';

/** Spec 2: the groups of /company/reporting, and the pages each has. */
export const REPORTING_GROUPS = ['overview', 'keys', 'missions', 'quests', 'creator-program'] as const;
export type ReportingGroup = (typeof REPORTING_GROUPS)[number];
export const REPORTING_TABS = ['activations', 'content', 'creators', 'games'] as const;
export type ReportingTab = (typeof REPORTING_TABS)[number];

export const REPORTED_ACTIVATION_KINDS = ['KEY', 'MISSION', 'QUEST', 'CREATOR_PROGRAM'] as const;
export type ReportedActivationKind = (typeof REPORTED_ACTIVATION_KINDS)[number];

/** Spec 3's aggregation periods a report can cover, in days. */
export const REPORTING_PERIOD_DAYS = [7, 14, 30, 90, 180] as const;
export const DEFAULT_REPORTING_PERIOD_DAYS = 90;

export const reportingQuerySchema = v.object({
  group: v.picklist(REPORTING_GROUPS, 'Choose overview, keys, missions, quests or creator program.'),
  periodDays: v.optional(v.picklist(REPORTING_PERIOD_DAYS, 'Choose a period of 7, 14, 30, 90 or 180 days.'), DEFAULT_REPORTING_PERIOD_DAYS),
});
export type ReportingQuery = v.InferInput<typeof reportingQuerySchema>;
