import { expect, it } from 'vitest';
import { describeContract, type ContractFixture } from '../../shared/testing/describe-contract.ts';
import { ARTICLES_PER_GAME } from '../domain/news-article.ts';
import { aGameFeed, anArticleDraft } from '../testing/builders.ts';
import type { GameFeedRepositoryPort } from './game-feed-repository.port.ts';

export interface GameFeedRepositoryFixture extends ContractFixture {
  feeds: GameFeedRepositoryPort;
  /** Stores a game and answers its id (feeds belong to a stored game). */
  aStoredGame(): Promise<string>;
}

const AT = new Date('2026-06-01T12:00:00Z');

export function describeGameFeedRepositoryContract(name: string, make: () => Promise<GameFeedRepositoryFixture>): void {
  describeContract('GameFeedRepositoryPort', name, make, (fixture) => {
    it('answers feeds never fetched or fetched before the cut, oldest fetch first', async () => {
      const { feeds, aStoredGame } = fixture();
      const gameId = await aStoredGame();
      const fresh = aGameFeed(gameId, { fetchedAt: new Date('2026-06-01T11:59:00Z') });
      const stale = aGameFeed(gameId, { fetchedAt: new Date('2026-06-01T08:00:00Z') });
      const never = aGameFeed(gameId);
      for (const feed of [fresh, stale, never]) await feeds.addFeed(feed);
      expect((await feeds.dueFeeds(new Date('2026-06-01T11:30:00Z'), 10)).map((f) => f.id)).toEqual([never.id, stale.id]);
      expect(await feeds.dueFeeds(new Date('2026-06-01T11:30:00Z'), 1)).toHaveLength(1);
    });

    it('records a fetch with its validators and error, and its articles by guid', async () => {
      const { feeds, aStoredGame } = fixture();
      const gameId = await aStoredGame();
      const feed = aGameFeed(gameId);
      await feeds.addFeed(feed);
      const patch = anArticleDraft({ guid: 'patch-1', title: 'Patch 1.1', publishedAt: new Date('2026-05-01T10:00:00Z') });
      const dlc = anArticleDraft({ guid: 'dlc', title: 'DLC out', publishedAt: new Date('2026-05-20T10:00:00Z') });
      await feeds.recordFetch(feed.id, { fetchedAt: AT, etag: '"v1"', lastModified: 'Mon, 01 Jun 2026 10:00:00 GMT', error: null }, [
        patch,
        dlc,
      ]);
      expect(await feeds.feedsOf(gameId)).toEqual([
        { ...feed, fetchedAt: AT, etag: '"v1"', lastModified: 'Mon, 01 Jun 2026 10:00:00 GMT', lastError: null },
      ]);
      const listed = await feeds.articles(gameId, 10);
      expect(listed.map((a) => a.title)).toEqual(['DLC out', 'Patch 1.1']);
      expect(listed[0]).toMatchObject({ gameId, feedId: feed.id, guid: 'dlc', html: dlc.html, excerpt: dlc.excerpt });

      await feeds.recordFetch(feed.id, { fetchedAt: AT, etag: null, lastModified: null, error: null }, [
        { ...patch, title: 'Patch 1.1 (fixed)' },
      ]);
      expect((await feeds.articles(gameId, 10)).map((a) => a.title)).toEqual(['DLC out', 'Patch 1.1 (fixed)']);
      expect(await feeds.article(gameId, listed[0]!.id)).toMatchObject({ title: 'DLC out' });

      await feeds.recordFetch(feed.id, { fetchedAt: AT, etag: null, lastModified: null, error: 'broken XML' }, []);
      expect((await feeds.feedsOf(gameId))[0]).toMatchObject({ lastError: 'broken XML', etag: null });
      expect(await feeds.articles(gameId, 10)).toHaveLength(2);
    });

    it("finds an article only under its own game, and keeps a game's newest articles only", async () => {
      const { feeds, aStoredGame } = fixture();
      const gameId = await aStoredGame();
      const otherGameId = await aStoredGame();
      const feed = aGameFeed(gameId);
      await feeds.addFeed(feed);
      const drafts = Array.from({ length: ARTICLES_PER_GAME + 2 }, (_, i) =>
        anArticleDraft({ guid: `g${i}`, publishedAt: new Date(AT.getTime() - i * 3_600_000) }),
      );
      await feeds.recordFetch(feed.id, { fetchedAt: AT, etag: null, lastModified: null, error: null }, drafts);
      const kept = await feeds.articles(gameId, 100);
      expect(kept).toHaveLength(ARTICLES_PER_GAME);
      expect(kept.map((a) => a.guid)).not.toContain(`g${ARTICLES_PER_GAME + 1}`);
      expect(await feeds.article(otherGameId, kept[0]!.id)).toBeNull();
    });
  });
}
