import { describeGameFeedRepositoryContract } from '@lurkit/core/games/ports/game-feed-repository.contract.ts';
import { describeGameRepositoryContract } from '@lurkit/core/games/ports/game-repository.contract.ts';
import { aProviderGame } from '@lurkit/core/games/testing/builders.ts';
import { describe, expect, it } from 'vitest';
import { parentRows } from '../../testing/parent-rows.ts';
import { useTestDatabase } from '../../testing/test-database.ts';
import { MikroOrmGameFeedRepository } from './mikro-orm-game-feed-repository.ts';
import { MikroOrmGameRepository } from './mikro-orm-game-repository.ts';
import { SqlGameContent } from './sql-game-content.ts';

const db = useTestDatabase();

const clear = () => db().orm.em.fork().getConnection().execute('truncate catalogue_game cascade');
let nextExternalId = 50_000;

describeGameRepositoryContract('PostgreSQL', async () => {
  await clear();
  return { games: new MikroOrmGameRepository(db().orm.em.fork()) };
});

describeGameFeedRepositoryContract('PostgreSQL', async () => {
  await clear();
  const games = new MikroOrmGameRepository(db().orm.em.fork());
  return {
    feeds: new MikroOrmGameFeedRepository(db().orm.em.fork()),
    aStoredGame: async () => {
      const externalId = (nextExternalId += 1);
      await games.upsert([aProviderGame({ externalId })], new Date());
      const rows = await db()
        .orm.em.fork()
        .getConnection()
        .execute<{ id: string }[]>('select id from catalogue_game where external_id = ?', [externalId]);
      return rows[0]!.id;
    },
  };
});

describe('SqlGameContent', () => {
  it("answers a game's listed streams or videos by its name in any case, newest first, with the creator's name", async () => {
    const em = db().orm.em.fork();
    const creator = '6f1c1c2e-7d0a-4c39-9d59-1f1c0a7e0001';
    await parentRows(em).user(creator);
    const sql = em.getConnection();
    await sql.execute(
      `insert into statistics_game (id, name) values ('6f1c1c2e-7d0a-4c39-9d59-1f1c0a7e0100', 'Lantern COAST'), ('6f1c1c2e-7d0a-4c39-9d59-1f1c0a7e0101', 'Other')`,
    );
    const post = (n: number, game: string, type: string, listed: boolean, created: string) =>
      sql.execute(
        `insert into creator_post (id, creator_id, provider, external_id, type, title, game_id, duration_seconds, views, watch_seconds, average_ccv, peak_ccv, listed, created_at)
         values (?, ?, 'twitch', ?, ?, ?, ?, 3600, 1200, 7200, 42.5, 80, ?, ?)`,
        [`6f1c1c2e-7d0a-4c39-9d59-1f1c0a7e02${String(n).padStart(2, '0')}`, creator, `ext-${n}`, type, `Post ${n}`, game, listed, created],
      );
    await post(1, '6f1c1c2e-7d0a-4c39-9d59-1f1c0a7e0100', 'STREAM', true, '2026-05-01T10:00:00Z');
    await post(2, '6f1c1c2e-7d0a-4c39-9d59-1f1c0a7e0100', 'STREAM', true, '2026-05-02T10:00:00Z');
    await post(3, '6f1c1c2e-7d0a-4c39-9d59-1f1c0a7e0100', 'STREAM', false, '2026-05-03T10:00:00Z');
    await post(4, '6f1c1c2e-7d0a-4c39-9d59-1f1c0a7e0100', 'VIDEO', true, '2026-05-03T10:00:00Z');
    await post(5, '6f1c1c2e-7d0a-4c39-9d59-1f1c0a7e0101', 'STREAM', true, '2026-05-04T10:00:00Z');
    const content = new SqlGameContent(em);
    const streams = await content.posts('lantern coast', 'STREAM', 10);
    expect(streams.map((s) => s.title)).toEqual(['Post 2', 'Post 1']);
    expect(streams[0]).toMatchObject({
      provider: 'twitch',
      durationSeconds: 3600,
      views: 1200,
      averageCcv: 42.5,
      creatorName: expect.stringMatching(/^User /),
    });
    expect((await content.posts('Lantern Coast', 'VIDEO', 10)).map((v) => v.title)).toEqual(['Post 4']);
    expect(await content.posts('Lantern Coast', 'STREAM', 1)).toHaveLength(1);
  });
});
