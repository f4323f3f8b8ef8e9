import { ok, type Result } from '../../shared/result.ts';
import type { PostType } from '../domain/post.entity.ts';
import type { StoredPost } from '../ports/insights-statistics.port.ts';
import { cutPage, type PageCut } from './insights-views.ts';
import type { InsightsDeps } from './insights-deps.ts';
import { MINUTE_MS } from '../../shared/time.ts';
import { LIVE_WINDOW_MINUTES } from '../domain/live-window.ts';

/**
 * A creator's streams, videos or shorts, newest first, for the details tabs. `endedOnly` lists the
 * VODs: streams that have ended, so not one still live (sampled within the live window).
 */
export class ListCreatorPosts {
  private readonly deps: Pick<InsightsDeps, 'statistics' | 'clock'>;
  constructor(deps: Pick<InsightsDeps, 'statistics' | 'clock'>) {
    this.deps = deps;
  }

  async execute(input: {
    creatorId: string;
    type: PostType;
    limit: number;
    after: string | null;
    endedOnly?: boolean;
  }): Promise<Result<PageCut<StoredPost>, never>> {
    const liveSince = input.endedOnly ? new Date(this.deps.clock.now().getTime() - LIVE_WINDOW_MINUTES * MINUTE_MS) : undefined;
    const page = { limit: input.limit + 1, after: input.after };
    const ranking = await this.deps.statistics.listPosts(input.creatorId, input.type, page, liveSince);
    return ok(cutPage(ranking, input.limit, (p) => [-p.createdAt.getTime(), p.id]));
  }
}
