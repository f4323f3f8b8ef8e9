import { describe, expect, it } from 'vitest';
import { SettableClock } from '../../shared/testing/settable-clock.ts';
import { FEED_REFRESH_MS } from '../domain/news-article.ts';
import { FeedUnreadable } from '../ports/feed-reader.port.ts';
import { aFeedItem, aGameFeed } from '../testing/builders.ts';
import { InMemoryGameFeedRepository } from '../testing/in-memory-game-feed-repository.ts';
import { ScriptedFeedReader, scriptStrippingSanitizer } from '../testing/scripted-feed-reader.ts';
import { FetchGameFeeds } from './fetch-game-feeds.ts';

const GAME = '0f8fad5b-d9cb-469f-a165-70867728950e';

function setUp() {
  const clock = new SettableClock(new Date('2026-06-01T12:00:00Z'));
  const feeds = new InMemoryGameFeedRepository();
  const reader = new ScriptedFeedReader();
  const fetch = new FetchGameFeeds({ feeds, reader, sanitizer: scriptStrippingSanitizer, clock });
  return { clock, feeds, reader, fetch };
}

describe('FetchGameFeeds', () => {
  it('stores sanitised articles with an excerpt, and keeps the validators for the next fetch', async () => {
    const { feeds, reader, fetch } = setUp();
    const feed = aGameFeed(GAME, { url: 'https://a.example/rss' });
    await feeds.addFeed(feed);
    reader.answers.set(feed.url, {
      kind: 'read',
      etag: '"abc"',
      lastModified: 'Mon, 01 Jun 2026 10:00:00 GMT',
      items: [
        aFeedItem({ guid: 'x', title: '<b>Patch</b> 2', html: '<p>Fixes</p><script>alert(1)</script>', link: 'javascript:alert(1)' }),
      ],
    });
    expect(await fetch.execute({ limit: 10 })).toEqual({ read: 1, notModified: 0, failed: 0 });
    const [article] = await feeds.articles(GAME, 10);
    expect(article).toMatchObject({ title: 'Patch 2', html: '<p>Fixes</p>', excerpt: 'Fixes', link: null });
    expect((await feeds.feedsOf(GAME))[0]).toMatchObject({ etag: '"abc"', lastModified: 'Mon, 01 Jun 2026 10:00:00 GMT', lastError: null });
  });

  it('sends the last validators, and an unchanged feed (304) keeps its articles and validators', async () => {
    const { clock, feeds, reader, fetch } = setUp();
    const feed = aGameFeed(GAME, { etag: '"v7"', lastModified: 'Sun, 31 May 2026 10:00:00 GMT' });
    await feeds.addFeed(feed);
    reader.answers.set(feed.url, { kind: 'not-modified' });
    expect(await fetch.execute({ limit: 10 })).toEqual({ read: 0, notModified: 1, failed: 0 });
    expect(reader.requests[0]!.validators).toEqual({ etag: '"v7"', lastModified: 'Sun, 31 May 2026 10:00:00 GMT' });
    expect((await feeds.feedsOf(GAME))[0]).toMatchObject({ etag: '"v7"', fetchedAt: clock.now() });
  });

  it('records a broken feed as an error and goes on with the others', async () => {
    const { feeds, reader, fetch } = setUp();
    const broken = aGameFeed(GAME, { url: 'https://broken.example/rss', etag: '"old"' });
    const good = aGameFeed(GAME, { url: 'https://good.example/rss' });
    await feeds.addFeed(broken);
    await feeds.addFeed(good);
    reader.answers.set(broken.url, new FeedUnreadable('Unexpected close tag'));
    reader.answers.set(good.url, { kind: 'read', etag: null, lastModified: null, items: [aFeedItem()] });
    expect(await fetch.execute({ limit: 10 })).toEqual({ read: 1, notModified: 0, failed: 1 });
    const recorded = await feeds.feedsOf(GAME);
    expect(recorded.find((f) => f.id === broken.id)).toMatchObject({ lastError: 'Unexpected close tag', etag: null });
    expect(await feeds.articles(GAME, 10)).toHaveLength(1);
  });

  it('reads a feed again only once its refresh interval has passed', async () => {
    const { clock, feeds, reader, fetch } = setUp();
    const feed = aGameFeed(GAME);
    await feeds.addFeed(feed);
    reader.answers.set(feed.url, { kind: 'not-modified' });
    await fetch.execute({ limit: 10 });
    clock.advance(FEED_REFRESH_MS - 1);
    expect(await fetch.execute({ limit: 10 })).toEqual({ read: 0, notModified: 0, failed: 0 });
    clock.advance(2);
    expect(await fetch.execute({ limit: 10 })).toEqual({ read: 0, notModified: 1, failed: 0 });
  });
});
