import { describe, expect, it } from 'vitest';
import { aProviderGame } from '../testing/builders.ts';
import { InMemoryGameFeedRepository } from '../testing/in-memory-game-feed-repository.ts';
import { InMemoryGameRepository } from '../testing/in-memory-game-repository.ts';
import { AddGameFeed } from './add-game-feed.ts';

const NOW = new Date('2026-06-01T12:00:00Z');

async function setUp() {
  const games = new InMemoryGameRepository();
  const feeds = new InMemoryGameFeedRepository();
  await games.upsert([aProviderGame({ externalId: 1, now: NOW })], NOW);
  const [game] = await games.list('new-game-releases', NOW, 1);
  return { feeds, gameId: game!.id, add: new AddGameFeed({ games, feeds }) };
}

describe('AddGameFeed (spec 5: RSS feed URL required, authorization confirmed)', () => {
  it('adds a feed, due for its first read', async () => {
    const { feeds, gameId, add } = await setUp();
    const added = await add.execute({ gameId, url: '  https://store.steampowered.com/feeds/news/app/1145360/ ', authorized: true });
    expect(added.ok).toBe(true);
    expect(await feeds.feedsOf(gameId)).toEqual([
      expect.objectContaining({ url: 'https://store.steampowered.com/feeds/news/app/1145360/', fetchedAt: null }),
    ]);
  });

  it.each([
    [{ url: '', authorized: true }, 'url', 'RSS feed URL is required.'],
    [{ url: 'ftp://feeds.example/rss', authorized: true }, 'url', 'Enter the feed’s full address, starting with https://.'],
    [{ url: 'not a url', authorized: true }, 'url', 'Enter the feed’s full address, starting with https://.'],
    [{ url: 'https://feeds.example/rss', authorized: false }, 'authorized', 'Confirm that you are authorised to share this feed.'],
  ])('refuses %o at its field', async (values, field, message) => {
    const { feeds, gameId, add } = await setUp();
    const refused = await add.execute({ gameId, ...values });
    expect(!refused.ok && { code: refused.error.code, field: refused.error.field, message: refused.error.message }).toEqual({
      code: 'VALIDATION.INVALID_FIELD',
      field,
      message,
    });
    expect(await feeds.feedsOf(gameId)).toEqual([]);
  });

  it('refuses the same feed twice and a game that does not exist', async () => {
    const { gameId, add } = await setUp();
    await add.execute({ gameId, url: 'https://feeds.example/rss', authorized: true });
    const twice = await add.execute({ gameId, url: 'https://FEEDS.example/rss', authorized: true });
    expect(!twice.ok && twice.error.code).toBe('GAMES.FEED_ALREADY_ADDED');
    const nowhere = await add.execute({
      gameId: '0f8fad5b-d9cb-469f-a165-70867728950e',
      url: 'https://feeds.example/rss',
      authorized: true,
    });
    expect(!nowhere.ok && nowhere.error.code).toBe('GAMES.GAME_NOT_FOUND');
  });
});
