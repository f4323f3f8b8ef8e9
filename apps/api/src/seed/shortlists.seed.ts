import { AddToShortlist } from '@lurkit/core/insights/application/add-to-shortlist.ts';
import type { PostType } from '@lurkit/core/insights/domain/post.entity.ts';
import type { InsightsStatisticsPort } from '@lurkit/core/insights/ports/insights-statistics.port.ts';
import type { ShortlistRepositoryPort } from '@lurkit/core/insights/ports/shortlist-repository.port.ts';
import type { SeededAccounts } from './accounts.seed.ts';

const MINUTE_MS = 60_000;

/**
 * Demo Studio's shortlists: the newest streams, videos and shorts of a few creators, through the same
 * use case a member's Add to shortlist calls, added a minute apart so the order reads naturally.
 */
export async function seedShortlists(
  deps: { statistics: InsightsStatisticsPort; shortlists: ShortlistRepositoryPort },
  accounts: SeededAccounts,
  now: Date,
): Promise<number> {
  const [company] = accounts.companies;
  if (!company) return 0;
  let minutes = 0;
  const add = new AddToShortlist({ ...deps, clock: { now: () => new Date(now.getTime() - (minutes += 1) * 60 * MINUTE_MS) } });
  let added = 0;
  for (const creator of accounts.creators.slice(0, 6)) {
    for (const type of ['STREAM', 'VIDEO', 'SHORTS'] satisfies PostType[]) {
      const [post] = (await deps.statistics.listPosts(creator.id, type, { limit: 1, after: null })).rows;
      if (!post) continue;
      const result = await add.execute({ companyId: company.id, userId: company.ownerId, postId: post.id });
      if (!result.ok) throw new Error(`Demo shortlist refused post ${post.id}: ${result.error.message}`);
      added += 1;
    }
  }
  return added;
}
