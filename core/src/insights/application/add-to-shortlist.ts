import { newId } from '../../shared/ids.ts';
import { err, ok, type Result } from '../../shared/result.ts';
import { InsightsPostNotFound } from '../domain/insights.errors.ts';
import { shortlistKindOf, type ShortlistEntry } from '../domain/shortlist.entity.ts';
import type { InsightsDeps } from './insights-deps.ts';

/** Puts a stream on the company's stream shortlist, a video or short on its video shortlist; once. */
export class AddToShortlist {
  private readonly deps: Pick<InsightsDeps, 'shortlists' | 'statistics' | 'clock'>;
  constructor(deps: Pick<InsightsDeps, 'shortlists' | 'statistics' | 'clock'>) {
    this.deps = deps;
  }

  async execute(input: { companyId: string; userId: string; postId: string }): Promise<Result<ShortlistEntry, InsightsPostNotFound>> {
    const post = await this.deps.statistics.findPost(input.postId);
    if (!post) return err(new InsightsPostNotFound());
    return ok(
      await this.deps.shortlists.add({
        id: newId(),
        companyId: input.companyId,
        kind: shortlistKindOf(post.type),
        postId: post.id,
        addedByUserId: input.userId,
        addedAt: this.deps.clock.now(),
      }),
    );
  }
}
