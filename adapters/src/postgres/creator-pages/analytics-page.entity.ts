import type { AnalyticsFigure } from '@lurkit/core/creator-pages/domain/analytics-page.schema.ts';
import { defineEntity, p, type InferEntity } from '@mikro-orm/postgresql';
import { UserAccountEntity } from '../accounts/user-account.entity.ts';

/** A creator's analytics page: which figures over which period; read and written whole. */
export const AnalyticsPageEntity = defineEntity({
  name: 'AnalyticsPage',
  tableName: 'analytics_page',
  properties: {
    id: p.uuid().primary(),
    creator: () => p.manyToOne(UserAccountEntity).mapToPk().deleteRule('cascade'),
    name: p.string().length(30),
    period: p.string().length(20),
    figures: p.json<AnalyticsFigure[]>(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
  indexes: [{ name: 'analytics_page_creator_created_index', properties: ['creator', 'createdAt'] }],
});
export type AnalyticsPageRow = InferEntity<typeof AnalyticsPageEntity>;
