import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeFeedServer, type FakeFeedServer } from '@lurkit/adapters/feeds/testing/fake-feed-server.ts';
import { FAKE_IGDB_CLIENT, startFakeIgdbServer, type FakeIgdb } from '@lurkit/adapters/igdb/testing/fake-igdb-server.ts';
import { PgBossJobQueue } from '@lurkit/adapters/jobs/pg-boss-job-queue.ts';
import { MikroOrmRateLimits } from '@lurkit/adapters/postgres/limits/mikro-orm-rate-limits.ts';
import { Argon2idPasswordHasher } from '@lurkit/adapters/security/argon2id-password-hasher.ts';
import { useTestDatabase } from '@lurkit/adapters/testing/test-database.ts';
import { testSecrets } from '@lurkit/adapters/testing/test-secrets.ts';
import { scopeFactory } from '@lurkit/adapters/wiring/scope.ts';
import { FEED_REFRESH_MS } from '@lurkit/core/games/domain/news-article.ts';
import { aGameFeed } from '@lurkit/core/games/testing/builders.ts';
import { SettableClock } from '@lurkit/core/shared/testing/settable-clock.ts';
import { fetchGameFeedsHandler, syncGameCatalogueHandler } from './games.handler.ts';

const NOW = new Date('2026-06-01T12:00:00Z');
const database = useTestDatabase();
let igdb: FakeIgdb;
let feedHost: FakeFeedServer;
let jobScope: ReturnType<typeof scopeFactory>;
const clock = new SettableClock(NOW);
const logged: string[] = [];
const log = (_entry: Record<string, unknown>, message: string) => void logged.push(message);

beforeAll(async () => {
  igdb = await startFakeIgdbServer(NOW);
  feedHost = await startFakeFeedServer();
  jobScope = scopeFactory(database().orm.em, {
    clock,
    hasher: new Argon2idPasswordHasher(),
    queue: new PgBossJobQueue(database().url),
    appUrl: 'http://localhost',
    secrets: testSecrets,
    limits: new MikroOrmRateLimits(database().orm.em.fork()),
    games: {
      igdb: { ...FAKE_IGDB_CLIENT, apiUrl: igdb.url, idUrl: igdb.idUrl },
      feeds: 'live',
      allowedPrivateFeedHosts: [new URL(feedHost.url).host],
    },
  });
});
afterAll(async () => {
  await Promise.all([igdb.close(), feedHost.close()]);
});

describe('game catalogue and feed jobs (real adapters against the fake IGDB and feed host)', () => {
  it('syncs every list from IGDB into PostgreSQL, then reads feeds conditionally and records a broken one', async () => {
    await syncGameCatalogueHandler(jobScope, log, log)({});
    const { games, feeds } = jobScope().games;
    expect((await games.list('upcoming-games', NOW, 10)).map((g) => g.name)).toEqual(['Starfall Rally', 'Quiet Engines']);
    expect((await games.list('new-game-releases', NOW, 10)).map((g) => g.name)).toEqual(['Lantern Coast', 'Glass Orchard']);
    expect((await games.list('anticipated-games', NOW, 10)).map((g) => g.name)).toEqual([
      'Starfall Rally',
      'Untitled Sequel',
      'Quiet Engines',
    ]);

    const [lantern] = await games.list('new-game-releases', NOW, 1);
    const news = aGameFeed(lantern!.id, { url: `${feedHost.url}/steam/news.rss` });
    const broken = aGameFeed(lantern!.id, { url: `${feedHost.url}/broken.rss` });
    await feeds.addFeed(news);
    await feeds.addFeed(broken);
    await fetchGameFeedsHandler(jobScope, log, log)({});
    const articles = await feeds.articles(lantern!.id, 10);
    expect(articles.map((a) => a.title)).toEqual(['Patch 1.2: Night Harbour & photo mode', 'Lantern Coast is out now!']);
    expect(articles[0]!.html).toContain('<strong>photo mode</strong>');
    expect((await feeds.feedsOf(lantern!.id)).find((f) => f.id === broken.id)?.lastError).toMatch(/not readable RSS or Atom/);

    clock.advance(FEED_REFRESH_MS + 1);
    await fetchGameFeedsHandler(jobScope, log, log)({});
    const newsRequests = feedHost.requests.filter((r) => r.path === '/steam/news.rss');
    expect(newsRequests.map((r) => r.status)).toEqual([200, 304]);
    expect(await feeds.articles(lantern!.id, 10)).toHaveLength(2);
  });

  it('throws on an IGDB outage so pg-boss retries, keeping the stored catalogue', async () => {
    igdb.failWith = 503;
    try {
      await expect(syncGameCatalogueHandler(jobScope, log, log)({})).rejects.toThrow('IGDB answered 503');
    } finally {
      igdb.failWith = null;
    }
    expect(await jobScope().games.games.list('upcoming-games', NOW, 10)).toHaveLength(2);
  });
});
