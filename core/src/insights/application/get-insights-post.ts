import { err, ok, type Result } from '../../shared/result.ts';
import { InsightsPostNotFound } from '../domain/insights.errors.ts';
import type { StoredPost, ViewerSample } from '../ports/insights-statistics.port.ts';
import type { InsightsDeps } from './insights-deps.ts';

export interface InsightsPostDetails {
  readonly post: StoredPost;
  /** A stream's concurrent viewers over time, oldest first (its raw samples); empty for videos and shorts. */
  readonly viewers: readonly ViewerSample[];
}

/**
 * One stream, video or short of a creator's (the details page selects it by a query value), and for a
 * stream its viewer curve: the only read of raw samples, one post's worth at a time.
 */
export class GetInsightsPost {
  private readonly deps: Pick<InsightsDeps, 'statistics'>;
  constructor(deps: Pick<InsightsDeps, 'statistics'>) {
    this.deps = deps;
  }

  async execute(input: { creatorId: string; postId: string }): Promise<Result<InsightsPostDetails, InsightsPostNotFound>> {
    const post = await this.deps.statistics.findPost(input.postId);
    // Asked for under another creator's page: not found, so a page never shows a post that is not its creator's.
    if (!post || post.creatorId !== input.creatorId) return err(new InsightsPostNotFound());
    return ok({ post, viewers: post.type === 'STREAM' ? await this.deps.statistics.streamSamples(post.id) : [] });
  }
}
