import { ok, type Result } from '../../shared/result.ts';
import type { PostType } from '../domain/post.entity.ts';
import type { StoredPost } from '../ports/insights-statistics.port.ts';
import { cutPage, type PageCut } from './insights-views.ts';
import type { InsightsDeps } from './insights-deps.ts';

/** A creator's streams, videos or shorts, newest first, for the details tabs. */
export class ListCreatorPosts {
  private readonly deps: Pick<InsightsDeps, 'statistics'>;
  constructor(deps: Pick<InsightsDeps, 'statistics'>) {
    this.deps = deps;
  }

  async execute(input: {
    creatorId: string;
    type: PostType;
    limit: number;
    after: string | null;
  }): Promise<Result<PageCut<StoredPost>, never>> {
    const ranking = await this.deps.statistics.listPosts(input.creatorId, input.type, { limit: input.limit + 1, after: input.after });
    return ok(cutPage(ranking, input.limit, (p) => [-p.createdAt.getTime(), p.id]));
  }
}
