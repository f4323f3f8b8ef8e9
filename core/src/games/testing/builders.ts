import { seededSource } from '../../shared/testing/seeded-random.ts';
import { newId } from '../../shared/ids.ts';
import type { GameFeed } from '../domain/news-article.ts';
import type { ProviderGame } from '../ports/game-catalogue-provider.port.ts';
import type { FeedItem } from '../ports/feed-reader.port.ts';
import type { NewsArticleDraft } from '../ports/game-feed-repository.port.ts';

const { random } = seededSource(14);
const DAY_MS = 86_400_000;

/** A provider game released `releaseInDays` from `now` (negative: already out). */
export function aProviderGame(overrides: Partial<ProviderGame> & { now?: Date; releaseInDays?: number | null } = {}): ProviderGame {
  const { now = new Date('2026-06-01T12:00:00Z'), releaseInDays = -10, ...rest } = overrides;
  const externalId = rest.externalId ?? 1000 + Math.floor(random() * 1_000_000);
  return {
    source: 'sandbox',
    externalId,
    name: `Game ${externalId}`,
    summary: 'A game.',
    coverUrl: null,
    releaseDate: releaseInDays === null ? null : new Date(now.getTime() + releaseInDays * DAY_MS),
    hype: 0,
    platforms: ['Steam'],
    genres: ['Adventure'],
    ...rest,
  };
}

export function aGameFeed(gameId: string, overrides: Partial<GameFeed> = {}): GameFeed {
  return {
    id: newId(),
    gameId,
    url: 'https://news.example.com/feed.xml',
    etag: null,
    lastModified: null,
    fetchedAt: null,
    lastError: null,
    ...overrides,
  };
}

export function aFeedItem(overrides: Partial<FeedItem> = {}): FeedItem {
  const n = Math.floor(random() * 1_000_000);
  return {
    guid: `item-${n}`,
    title: `News ${n}`,
    link: `https://news.example.com/${n}`,
    author: 'Editor',
    publishedAt: new Date('2026-05-30T10:00:00Z'),
    html: '<p>Patch notes.</p>',
    ...overrides,
  };
}

export function anArticleDraft(overrides: Partial<NewsArticleDraft> = {}): NewsArticleDraft {
  const n = Math.floor(random() * 1_000_000);
  return {
    guid: `item-${n}`,
    title: `News ${n}`,
    link: null,
    author: null,
    publishedAt: new Date('2026-05-30T10:00:00Z'),
    html: '<p>Text</p>',
    excerpt: 'Text',
    ...overrides,
  };
}
