import type { PostType } from '@lurkit/core/insights/domain/post.entity.ts';
import type { LiveStream, Ranking, RankingPage, StoredPost, ViewerSample } from '@lurkit/core/insights/ports/insights-statistics.port.ts';
import type { ChannelProvider } from '@lurkit/core/shared/channel-statistics.port.ts';
import { decodeCursor, encodeCursor } from '@lurkit/core/shared/keyset.ts';
import { isUuid } from '../shared/unit-of-work.ts';
import { pgArray } from './sql-values.ts';

/** Runs one statement in the unit of work's connection. */
export type RunSql = <T extends object[]>(sql: string, params?: unknown[]) => Promise<T>;

interface PostRow {
  id: string;
  creator_id: string;
  provider: string;
  external_id: string;
  type: string;
  title: string;
  game_id: string | null;
  duration_seconds: number;
  views: string;
  watch_seconds: string;
  average_ccv: number;
  peak_ccv: number;
  listed: boolean;
  created_at: Date | string;
}

const postOf = (row: PostRow): StoredPost => ({
  id: row.id,
  creatorId: row.creator_id,
  provider: row.provider as ChannelProvider,
  externalId: row.external_id,
  type: row.type as PostType,
  title: row.title,
  gameId: row.game_id,
  durationSeconds: row.duration_seconds,
  views: Number(row.views),
  hoursWatched: Number(row.watch_seconds) / 3_600,
  averageCcv: row.average_ccv,
  peakCcv: row.peak_ccv,
  listed: row.listed,
  createdAt: new Date(row.created_at),
});

export const uuids = (ids: readonly string[]) => ids.filter(isUuid);

/** A creator's posts of one type, newest first, a page at a time; with `liveSince`, those not sampled since (ended). */
export async function listPosts(
  run: RunSql,
  creatorId: string,
  type: PostType,
  page: RankingPage,
  liveSince?: Date,
): Promise<Ranking<StoredPost>> {
  if (!isUuid(creatorId)) return { rows: [], total: 0, endCursor: null };
  const key = decodeCursor(page.after, 2);
  const cursor = key && isUuid(String(key[1])) ? { at: new Date(-Number(key[0])), id: String(key[1]) } : null;
  const ended = (alias: string) =>
    liveSince ? `and not exists (select 1 from stream_sample s where s.post_id = ${alias}.id and s.sampled_at >= ?)` : '';
  const since = liveSince ? [liveSince] : [];
  const rows = await run<(PostRow & { total: string })[]>(
    `select p.*, (select count(*) from creator_post c where c.creator_id = ? and c.type = ? ${ended('c')}) as total
     from creator_post p where p.creator_id = ? and p.type = ? ${ended('p')}
     ${cursor ? 'and (p.created_at < ? or (p.created_at = ? and p.id > ?::uuid))' : ''}
     order by p.created_at desc, p.id limit ?`,
    [creatorId, type, ...since, creatorId, type, ...since, ...(cursor ? [cursor.at, cursor.at, cursor.id] : []), page.limit],
  );
  const posts = rows.map(postOf);
  const last = posts.at(-1);
  return { rows: posts, total: Number(rows[0]?.total ?? 0), endCursor: last ? encodeCursor([-last.createdAt.getTime(), last.id]) : null };
}

export async function findPost(run: RunSql, postId: string): Promise<StoredPost | null> {
  if (!isUuid(postId)) return null;
  const [row] = await run<PostRow[]>('select * from creator_post where id = ?', [postId]);
  return row ? postOf(row) : null;
}

export async function findPosts(run: RunSql, postIds: readonly string[]): Promise<StoredPost[]> {
  const ids = uuids(postIds);
  if (ids.length === 0) return [];
  return (await run<PostRow[]>('select * from creator_post where id = any(?::uuid[])', [pgArray(ids)])).map(postOf);
}

export async function streamSamples(run: RunSql, postId: string): Promise<ViewerSample[]> {
  if (!isUuid(postId)) return [];
  const rows = await run<{ sampled_at: Date | string; viewers: number }[]>(
    'select sampled_at, viewers from stream_sample where post_id = ? order by sampled_at',
    [postId],
  );
  return rows.map((r) => ({ sampledAt: new Date(r.sampled_at), viewers: r.viewers }));
}

/** Reads only the window's samples (stream_sample_sampled_at_index), then each post's latest. */
export async function liveStreams(run: RunSql, since: Date, gameIds: readonly string[]): Promise<LiveStream[]> {
  const games = uuids(gameIds);
  if (gameIds.length > 0 && games.length === 0) return [];
  const rows = await run<
    {
      id: string;
      creator_id: string;
      provider: string;
      title: string;
      game_id: string | null;
      viewers: number;
      sampled_at: Date | string;
    }[]
  >(
    `select * from (
       select distinct on (p.id) p.id, p.creator_id, p.provider, p.title, p.game_id, s.viewers, s.sampled_at
       from stream_sample s join creator_post p on p.id = s.post_id
       where s.sampled_at >= ? and p.type = 'STREAM' and p.listed ${games.length > 0 ? 'and p.game_id = any(?::uuid[])' : ''}
       order by p.id, s.sampled_at desc
     ) live order by viewers desc, id`,
    games.length > 0 ? [since, pgArray(games)] : [since],
  );
  return rows.map((r) => ({
    postId: r.id,
    creatorId: r.creator_id,
    provider: r.provider as ChannelProvider,
    title: r.title,
    gameId: r.game_id,
    viewers: r.viewers,
    sampledAt: new Date(r.sampled_at),
  }));
}
