import { describe, expect, it } from 'vitest';
import { parentRows } from '../../testing/parent-rows.ts';
import { useTestDatabase } from '../../testing/test-database.ts';
import { unitOfWork } from '../shared/unit-of-work.ts';
import { TableCreatorFeed } from './table-creator-feed.ts';

const db = useTestDatabase();

const uuid = () => globalThis.crypto.randomUUID();

describe("TableCreatorFeed: a creator's streams and videos from the statistics store", () => {
  it('lists streams and videos of the period newest first (no shorts, no other creator) and finds only their own', async () => {
    const em = db().orm.em.fork();
    const parents = parentRows(em);
    const [creatorId, otherId] = [uuid(), uuid()];
    await parents.user(creatorId);
    await parents.user(otherId);
    const post = async (creator: string, type: string, title: string, at: string) => {
      const id = uuid();
      await unitOfWork(em).execute(
        `insert into creator_post (id, creator_id, provider, external_id, type, title, game_id, duration_seconds, views, watch_seconds, average_ccv, peak_ccv, listed, created_at)
         values (?, ?, 'twitch', ?, ?, ?, null, 3600, 120, 0, 0, 0, true, ?)`,
        [id, creator, uuid(), type, title, at],
      );
      return id;
    };
    const early = await post(creatorId, 'STREAM', 'Before the mission', '2026-03-01T10:00:00Z');
    const stream = await post(creatorId, 'STREAM', 'Launch stream', '2026-03-05T10:00:00Z');
    const video = await post(creatorId, 'VIDEO', 'Review video', '2026-03-06T10:00:00Z');
    const short = await post(creatorId, 'SHORTS', 'A short', '2026-03-06T11:00:00Z');
    const theirs = await post(otherId, 'VIDEO', 'Not yours', '2026-03-06T12:00:00Z');
    const feed = new TableCreatorFeed(em);

    const listed = await feed.listBetween(creatorId, new Date('2026-03-02T00:00:00Z'), new Date('2026-03-31T00:00:00Z'), 10);

    expect(listed).toEqual([
      {
        id: video,
        type: 'VIDEO',
        provider: 'twitch',
        title: 'Review video',
        views: 120,
        durationSeconds: 3600,
        createdAt: new Date('2026-03-06T10:00:00Z'),
      },
      {
        id: stream,
        type: 'STREAM',
        provider: 'twitch',
        title: 'Launch stream',
        views: 120,
        durationSeconds: 3600,
        createdAt: new Date('2026-03-05T10:00:00Z'),
      },
    ]);
    expect((await feed.findOwn(creatorId, [early, short, theirs, 'not-a-uuid'])).map((p) => p.id)).toEqual([early]);
  });
});
