import { describeSavedInsightsFilterRepositoryContract } from '@lurkit/core/insights/ports/saved-insights-filter-repository.contract.ts';
import { afterAll } from 'vitest';
import { parentRows } from '../../testing/parent-rows.ts';
import { useTestDatabase } from '../../testing/test-database.ts';
import { describeInsightsExportRepositoryContract } from '@lurkit/core/insights/ports/insights-export-repository.contract.ts';
import { MikroOrmInsightsExportRepository } from './mikro-orm-insights-export-repository.ts';
import { MikroOrmSavedInsightsFilterRepository } from './mikro-orm-saved-insights-filter-repository.ts';
import { describeShortlistRepositoryContract } from '@lurkit/core/insights/ports/shortlist-repository.contract.ts';
import { BUILDER_NOW } from '@lurkit/core/insights/testing/builders.ts';
import { aRecordedPost } from '@lurkit/core/insights/testing/statistics-builders.ts';
import { MikroOrmInsightsStatistics } from './mikro-orm-insights-statistics.ts';
import { MikroOrmShortlistRepository } from './mikro-orm-shortlist-repository.ts';
import { MikroOrmStatisticsRecorder } from './mikro-orm-statistics-recorder.ts';

const db = useTestDatabase();

describeSavedInsightsFilterRepositoryContract('PostgreSQL', async () => {
  const em = db().orm.em.fork();
  const companyIds = [globalThis.crypto.randomUUID(), globalThis.crypto.randomUUID()] as const;
  for (const id of companyIds) await parentRows(em).company(id);
  return { repo: new MikroOrmSavedInsightsFilterRepository(em), companyIds, userId: globalThis.crypto.randomUUID() };
});

describeInsightsExportRepositoryContract('PostgreSQL', async () => {
  const em = db().orm.em.fork();
  const companyIds = [globalThis.crypto.randomUUID(), globalThis.crypto.randomUUID()] as const;
  for (const id of companyIds) await parentRows(em).company(id);
  return { repo: new MikroOrmInsightsExportRepository(em), companyIds };
});

describeShortlistRepositoryContract('PostgreSQL', async () => {
  const em = db().orm.em.fork();
  const companyIds = [globalThis.crypto.randomUUID(), globalThis.crypto.randomUUID()] as const;
  for (const id of companyIds) await parentRows(em).company(id);
  const creatorId = globalThis.crypto.randomUUID();
  await parentRows(em).user(creatorId);
  const posts = [aRecordedPost(creatorId), aRecordedPost(creatorId), aRecordedPost(creatorId, { type: 'VIDEO' })];
  await new MikroOrmStatisticsRecorder(em, { now: () => BUILDER_NOW }).record({ posts });
  const statistics = new MikroOrmInsightsStatistics(em);
  const ids = [
    ...(await statistics.listPosts(creatorId, 'STREAM', { limit: 2, after: null })).rows,
    ...(await statistics.listPosts(creatorId, 'VIDEO', { limit: 1, after: null })).rows,
  ].map((p) => p.id);
  const [a = '', b = '', c = ''] = ids;
  return { repo: new MikroOrmShortlistRepository(em), companyIds, userId: globalThis.crypto.randomUUID(), postIds: [a, b, c] };
});
