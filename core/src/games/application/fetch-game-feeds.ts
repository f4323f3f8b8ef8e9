import { FEED_REFRESH_MS, type GameFeed } from '../domain/news-article.ts';
import { FeedUnreadable, type FeedItem } from '../ports/feed-reader.port.ts';
import type { NewsArticleDraft } from '../ports/game-feed-repository.port.ts';
import type { GamesDeps } from './games-deps.ts';

const EXCERPT_LENGTH = 240;

/** Links shown on our pages: http(s) only, so no `javascript:` reaches an `href`. */
const httpLink = (link: string | null): string | null => {
  if (!link) return null;
  try {
    const url = new URL(link);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null; // an unreadable link is left out; the article itself is still worth showing
  }
};

export interface FeedFetchCounts {
  readonly read: number;
  readonly notModified: number;
  readonly failed: number;
}

/**
 * The feed job's work: every due feed is read with the validators of its last fetch (ETag,
 * Last-Modified), so an unchanged feed answers 304. A broken feed is recorded with its error and the
 * others go on: one site's bad XML never stops the news of every other game.
 */
export class FetchGameFeeds {
  readonly #deps: Pick<GamesDeps, 'feeds' | 'reader' | 'sanitizer' | 'clock'>;

  constructor(deps: Pick<GamesDeps, 'feeds' | 'reader' | 'sanitizer' | 'clock'>) {
    this.#deps = deps;
  }

  async execute(input: { limit: number }): Promise<FeedFetchCounts> {
    const now = this.#deps.clock.now();
    const due = await this.#deps.feeds.dueFeeds(new Date(now.getTime() - FEED_REFRESH_MS), input.limit);
    const counts = { read: 0, notModified: 0, failed: 0 };
    for (const feed of due) counts[await this.#fetch(feed)] += 1;
    return counts;
  }

  async #fetch(feed: GameFeed): Promise<keyof FeedFetchCounts> {
    const { feeds, reader, clock } = this.#deps;
    try {
      const answer = await reader.read(feed.url, { etag: feed.etag, lastModified: feed.lastModified });
      const fetchedAt = clock.now();
      if (answer.kind === 'not-modified') {
        await feeds.recordFetch(feed.id, { fetchedAt, etag: feed.etag, lastModified: feed.lastModified, error: null }, []);
        return 'notModified';
      }
      const articles = answer.items.map((item) => this.#draft(item, fetchedAt));
      await feeds.recordFetch(feed.id, { fetchedAt, etag: answer.etag, lastModified: answer.lastModified, error: null }, articles);
      return 'read';
    } catch (error) {
      if (!(error instanceof FeedUnreadable)) throw error;
      // Validators are dropped: the next fetch asks for the whole feed again.
      await feeds.recordFetch(feed.id, { fetchedAt: clock.now(), etag: null, lastModified: null, error: error.message }, []);
      return 'failed';
    }
  }

  #draft(item: FeedItem, fetchedAt: Date): NewsArticleDraft {
    const html = this.#deps.sanitizer.sanitize(item.html);
    const text = this.#deps.sanitizer.text(item.html);
    return {
      guid: item.guid,
      title: this.#deps.sanitizer.text(item.title).slice(0, 300) || 'Untitled',
      link: httpLink(item.link),
      author: item.author?.trim().slice(0, 200) || null,
      // An item without a date is dated by when we first read it.
      publishedAt: item.publishedAt ?? fetchedAt,
      html,
      excerpt: text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…` : text,
    };
  }
}
