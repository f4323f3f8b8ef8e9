import type { CreatorFeedPort, FeedPost } from '@lurkit/core/missions/ports/creator-feed.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { isUuid, unitOfWork } from '../shared/unit-of-work.ts';

interface PostRow {
  id: string;
  type: 'STREAM' | 'VIDEO';
  provider: string;
  title: string;
  views: string | number;
  duration_seconds: number;
  created_at: Date | string;
}

const postOf = (r: PostRow): FeedPost => ({
  id: r.id,
  type: r.type,
  provider: r.provider,
  title: r.title,
  views: Number(r.views),
  durationSeconds: r.duration_seconds,
  createdAt: new Date(r.created_at),
});

const COLUMNS = 'id, type, provider, title, views, duration_seconds, created_at';

/** The missions context's reading of the statistics store's posts: streams and videos only (no shorts). */
export class TableCreatorFeed implements CreatorFeedPort {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async listBetween(creatorId: string, since: Date, until: Date, limit: number): Promise<FeedPost[]> {
    if (!isUuid(creatorId)) return [];
    const rows = await unitOfWork(this.#em).execute<PostRow[]>(
      `select ${COLUMNS} from creator_post
       where creator_id = ? and type in ('STREAM', 'VIDEO') and created_at >= ? and created_at <= ?
       order by created_at desc, id limit ?`,
      [creatorId, since, until, limit],
    );
    return rows.map(postOf);
  }

  async findOwn(creatorId: string, postIds: readonly string[]): Promise<FeedPost[]> {
    const ids = postIds.filter(isUuid);
    if (!isUuid(creatorId) || ids.length === 0) return [];
    const rows = await unitOfWork(this.#em).execute<PostRow[]>(
      `select ${COLUMNS} from creator_post where creator_id = ? and type in ('STREAM', 'VIDEO') and id in (?)`,
      [creatorId, ids],
    );
    return rows.map(postOf);
  }
}
