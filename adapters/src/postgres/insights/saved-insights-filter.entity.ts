import type { InsightsFilterOptions } from '@lurkit/core/insights/domain/saved-insights-filter.schema.ts';
import { defineEntity, p, type InferEntity } from '@mikro-orm/postgresql';
import { CompanyEntity } from '../accounts/company.entity.ts';

/** A company's named insights filter; its options as core's schema normalised them. */
export const SavedInsightsFilterEntity = defineEntity({
  name: 'SavedInsightsFilter',
  tableName: 'saved_insights_filter',
  properties: {
    id: p.uuid().primary(),
    company: () => p.manyToOne(CompanyEntity).mapToPk().deleteRule('cascade'),
    createdByUserId: p.uuid(),
    name: p.string().length(80),
    options: p.json<InsightsFilterOptions>(),
    createdAt: p.datetime(),
  },
  indexes: [
    {
      name: 'saved_insights_filter_company_name_unique',
      expression:
        'create unique index "saved_insights_filter_company_name_unique" on "saved_insights_filter" ("company_id", lower("name"))',
    },
  ],
});
export type SavedInsightsFilterRow = InferEntity<typeof SavedInsightsFilterEntity>;

/** One CSV export a company made; counted against the monthly quota (spec 9: 5 per month). */
export const InsightsExportEntity = defineEntity({
  name: 'InsightsExport',
  tableName: 'insights_export',
  properties: {
    id: p.uuid().primary(),
    company: () => p.manyToOne(CompanyEntity).mapToPk().deleteRule('cascade'),
    /** Kept without a foreign key: the record outlives its requester's account and still counts. */
    requestedByUserId: p.string().length(64),
    platform: p.string().length(16),
    from: p.datetime(),
    to: p.datetime(),
    createdAt: p.datetime(),
  },
  indexes: [{ name: 'insights_export_company_created_index', properties: ['company', 'createdAt'] }],
});

export const insightsEntities = [SavedInsightsFilterEntity, InsightsExportEntity];
