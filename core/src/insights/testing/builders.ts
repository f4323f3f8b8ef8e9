import type { ChannelProvider } from '../../shared/channel-statistics.port.ts';
import type { InsightsExport } from '../domain/insights-export.entity.ts';
import type { Post, PostType } from '../domain/post.entity.ts';
import { seededSource } from '../../shared/testing/seeded-random.ts';

/** A Wednesday in February (Stockholm winter time, UTC+1). */
export const BUILDER_NOW = new Date('2026-02-04T10:00:00.000Z');
export const at = (iso: string): Date => new Date(iso);

const { seededId } = seededSource(20_260_204);

export class PostBuilder {
  #post: Post;

  constructor() {
    this.#post = {
      id: seededId(),
      creatorId: 'creator-1',
      type: 'STREAM',
      durationSeconds: 3_600,
      views: 100,
      hoursWatched: 50,
      averageCcv: 50,
      listed: true,
      createdAt: new Date(BUILDER_NOW.getTime() - 3_600_000),
    };
  }

  #with(changes: Partial<Post>): this {
    this.#post = { ...this.#post, ...changes };
    return this;
  }

  ofType(type: PostType) {
    return this.#with({ type });
  }
  lasting(hours: number) {
    return this.#with({ durationSeconds: hours * 3_600 });
  }
  withCcv(averageCcv: number) {
    return this.#with({ averageCcv });
  }
  withViews(views: number) {
    return this.#with({ views });
  }
  withHoursWatched(hoursWatched: number) {
    return this.#with({ hoursWatched });
  }
  unlisted() {
    return this.#with({ listed: false });
  }
  createdAt(createdAt: Date) {
    return this.#with({ createdAt });
  }

  build(): Post {
    return { ...this.#post };
  }
}
export const aPost = () => new PostBuilder();

export function anExportRecord(changes: Partial<InsightsExport> & { companyId: string }): InsightsExport {
  const platform: ChannelProvider = 'twitch';
  return {
    id: globalThis.crypto.randomUUID(),
    requestedByUserId: 'user-1',
    platform,
    from: at('2026-01-01T00:00:00.000Z'),
    to: at('2026-01-31T00:00:00.000Z'),
    createdAt: BUILDER_NOW,
    ...changes,
  };
}
