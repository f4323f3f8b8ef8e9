import { sanitizeHtmlSanitizer } from '@lurkit/adapters/feeds/sanitize-html-sanitizer.ts';
import { SandboxGameCatalogue } from '@lurkit/adapters/igdb/sandbox-game-catalogue.ts';
import type { GamesDeps } from '@lurkit/core/games/application/games-deps.ts';
import { FetchGameFeeds } from '@lurkit/core/games/application/fetch-game-feeds.ts';
import { SyncGameCatalogue } from '@lurkit/core/games/application/sync-game-catalogue.ts';
import { GAME_LISTS, type Game } from '@lurkit/core/games/domain/game.entity.ts';
import type { FeedItem, FeedReaderPort } from '@lurkit/core/games/ports/feed-reader.port.ts';
import { DAY_MS } from '@lurkit/core/shared/time.ts';
import type { SeededRandom } from './seeded-random.ts';
import { DEMO_GAME_NAMES } from './statistics.seed.ts';

export type GamesSeeding = Pick<GamesDeps, 'games' | 'feeds'>;

/** The game with a feed but no articles yet, so the demo shows "Feed has no articles". */
export const DEMO_EMPTY_FEED_GAME = 'Fjord Fishers';

const STORIES = [
  [
    'Patch {v} is live',
    '<p>Patch {v} fixes the crashes you reported and evens out the late game.</p><ul><li>Smoother frame pacing</li><li>Controller remapping</li><li>Two new achievements</li></ul>',
  ],
  [
    'Roadmap: the next three months of {game}',
    '<p>Here is what the team is building next for <strong>{game}</strong>: a co-op mode, a photo mode and more maps.</p>',
  ],
  [
    'Creator spotlight',
    '<p>Our favourite streams and videos of {game} this month. <a href="https://example.com/spotlight">See them all</a>.</p>',
  ],
  ['Developer diary #{v}', '<p>How one level of {game} came together, from paper sketches to the final lighting pass.</p>'],
] as const;

/**
 * The demo's news feeds, read offline: each feed URL answers a few articles about its game, with
 * script tags in one, so the sanitiser's work shows on the page.
 */
class DemoFeeds implements FeedReaderPort {
  readonly #items = new Map<string, FeedItem[]>();

  add(url: string, items: FeedItem[]) {
    this.#items.set(url, items);
  }

  async read(url: string) {
    return { kind: 'read' as const, etag: '"demo-1"', lastModified: null, items: this.#items.get(url) ?? [] };
  }
}

const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * The public game catalogue from the catalogue sandbox over the demo market's games (the names the
 * statistics use, so game pages show their streams and videos), then a news feed for most games
 * with its articles, read through the real use case and sanitiser.
 */
export async function seedGames(deps: GamesSeeding, random: SeededRandom, now: Date): Promise<{ games: number; articles: number }> {
  const clock = { now: () => now };
  await new SyncGameCatalogue({ games: deps.games, provider: new SandboxGameCatalogue(DEMO_GAME_NAMES), clock }).execute();
  const seen = new Map<string, Game>();
  for (const list of GAME_LISTS) for (const game of await deps.games.list(list, now, 100)) seen.set(game.id, game);
  const reader = new DemoFeeds();
  let articles = 0;
  for (const game of [...seen.values()].sort((a, b) => a.name.localeCompare(b.name))) {
    // One game in six has no feed at all; the empty-feed game has one with nothing in it.
    if (game.name !== DEMO_EMPTY_FEED_GAME && random.int(0, 5) === 0) continue;
    const url = `https://news.${slugOf(game.name)}.example/rss`;
    const count = game.name === DEMO_EMPTY_FEED_GAME ? 0 : random.int(2, 4);
    reader.add(
      url,
      Array.from({ length: count }, (_, i) => {
        const [title, html] = STORIES[(i + random.int(0, 3)) % STORIES.length]!;
        const fill = (text: string) => text.replaceAll('{game}', game.name).replaceAll('{v}', `1.${count - i}`);
        return {
          guid: `${url}#${i}`,
          title: fill(title),
          link: `https://news.${slugOf(game.name)}.example/${i}`,
          author: `${game.name} team`,
          publishedAt: new Date(now.getTime() - (i * 6 + random.int(0, 4)) * DAY_MS),
          html: fill(html) + (i === 0 ? '<script>alert("removed by the sanitiser")</script>' : ''),
        };
      }),
    );
    articles += count;
    await deps.feeds.addFeed({ id: random.uuid(), gameId: game.id, url, etag: null, lastModified: null, fetchedAt: null, lastError: null });
  }
  await new FetchGameFeeds({ feeds: deps.feeds, reader, sanitizer: sanitizeHtmlSanitizer, clock }).execute({ limit: 100 });
  return { games: seen.size, articles };
}
