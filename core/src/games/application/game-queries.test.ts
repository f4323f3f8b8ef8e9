import { describe, expect, it } from 'vitest';
import { SettableClock } from '../../shared/testing/settable-clock.ts';
import type { GameContentPort } from '../ports/game-content.port.ts';
import { aGameFeed, aProviderGame, anArticleDraft } from '../testing/builders.ts';
import { InMemoryGameFeedRepository } from '../testing/in-memory-game-feed-repository.ts';
import { InMemoryGameRepository } from '../testing/in-memory-game-repository.ts';
import { GameQueries } from './game-queries.ts';

const NOW = new Date('2026-06-01T12:00:00Z');
const noContent: GameContentPort = { posts: async () => [] };

async function setUp() {
  const games = new InMemoryGameRepository();
  const feeds = new InMemoryGameFeedRepository();
  await games.upsert([aProviderGame({ externalId: 1, name: 'Tide Runner', releaseInDays: 5, now: NOW })], NOW);
  const [game] = await games.list('upcoming-games', NOW, 1);
  return { games, feeds, game: game!, queries: new GameQueries({ games, feeds, content: noContent, clock: new SettableClock(NOW) }) };
}

describe('GameQueries', () => {
  it('answers a known list and refuses an unknown one', async () => {
    const { queries } = await setUp();
    const upcoming = await queries.list('upcoming-games');
    expect(upcoming.ok && upcoming.value.map((g) => g.name)).toEqual(['Tide Runner']);
    const unknown = await queries.list('best-games');
    expect(!unknown.ok && unknown.error.code).toBe('GAMES.UNKNOWN_LIST');
  });

  it('finds a game by id; a malformed or unknown id is no game', async () => {
    const { queries, game } = await setUp();
    expect((await queries.game(game.id)).ok).toBe(true);
    for (const id of ['nope', '1f8fad5b-d9cb-469f-a165-70867728950e']) {
      const missing = await queries.game(id);
      expect(!missing.ok && missing.error.code).toBe('GAMES.GAME_NOT_FOUND');
    }
  });

  it("answers a game's news and one of its articles, empty when it has none", async () => {
    const { queries, feeds, game } = await setUp();
    expect(await queries.news(game.id)).toEqual([]);
    const feed = aGameFeed(game.id);
    await feeds.addFeed(feed);
    await feeds.recordFetch(feed.id, { fetchedAt: NOW, etag: null, lastModified: null, error: null }, [
      anArticleDraft({ title: 'Launch date' }),
    ]);
    expect(await queries.feeds(game.id)).toEqual([expect.objectContaining({ id: feed.id, fetchedAt: NOW, lastError: null })]);
    expect(await queries.feeds('nope')).toEqual([]);
    const [article] = await queries.news(game.id);
    expect(article?.title).toBe('Launch date');
    const found = await queries.article(game.id, article!.id);
    expect(found.ok && found.value.title).toBe('Launch date');
    const elsewhere = await queries.article('1f8fad5b-d9cb-469f-a165-70867728950e', article!.id);
    expect(!elsewhere.ok && elsewhere.error.code).toBe('GAMES.ARTICLE_NOT_FOUND');
  });
});
