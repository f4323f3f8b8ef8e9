import { ok, type Result } from '../../shared/result.ts';
import { encodeCursor } from '../../shared/keyset.ts';
import { shortlistKey, type ShortlistEntry, type ShortlistKind } from '../domain/shortlist.entity.ts';
import type { InsightsCreator } from '../ports/insights-creator-directory.port.ts';
import type { StoredPost } from '../ports/insights-statistics.port.ts';
import type { PageCut } from './insights-views.ts';
import type { InsightsDeps } from './insights-deps.ts';

export interface ShortlistItem {
  readonly entry: ShortlistEntry;
  readonly post: StoredPost;
  readonly creator: InsightsCreator;
}

/**
 * One of the company's shortlists, newest added first, each post with its creator: two batch reads a
 * page. A post or creator gone since it was added is left out of the rows (it still counts in the total).
 */
export class ListShortlist {
  private readonly deps: Pick<InsightsDeps, 'shortlists' | 'statistics' | 'creators'>;
  constructor(deps: Pick<InsightsDeps, 'shortlists' | 'statistics' | 'creators'>) {
    this.deps = deps;
  }

  async execute(input: {
    companyId: string;
    kind: ShortlistKind;
    limit: number;
    after: string | null;
  }): Promise<Result<PageCut<ShortlistItem>, never>> {
    const page = await this.deps.shortlists.list(input.companyId, input.kind, { limit: input.limit + 1, after: input.after });
    const entries = page.rows.slice(0, input.limit);
    const posts = new Map((await this.deps.statistics.findPosts(entries.map((e) => e.postId))).map((p) => [p.id, p]));
    const creatorIds = [...new Set([...posts.values()].map((p) => p.creatorId))];
    const creators = new Map((await this.deps.creators.findCreators(creatorIds)).map((c) => [c.id, c]));
    const last = entries.at(-1);
    const rows = entries.flatMap((entry) => {
      const post = posts.get(entry.postId);
      const creator = post && creators.get(post.creatorId);
      return post && creator ? [{ entry, post, creator }] : [];
    });
    return ok({
      rows,
      total: page.total,
      hasNextPage: page.rows.length > input.limit,
      // The cursor of the last entry read, kept or not, so a page of gone posts still moves on.
      endCursor: last ? encodeCursor(shortlistKey(last)) : null,
    });
  }
}
