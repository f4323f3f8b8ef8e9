/** A news article of a game, read from one of its RSS or Atom feeds. */
export interface NewsArticle {
  readonly id: string;
  readonly feedId: string;
  readonly gameId: string;
  /** The feed's own id of the item (guid or id, else its link): a re-read of the feed updates the row. */
  readonly guid: string;
  readonly title: string;
  /** The article's page on the publisher's site, http(s) only; null when the item has none. */
  readonly link: string | null;
  readonly author: string | null;
  readonly publishedAt: Date;
  /** The item's HTML, sanitised before it was stored: safe to show as it is. */
  readonly html: string;
  /** Plain-text start of the article for lists and share cards. */
  readonly excerpt: string;
}

/** An RSS or Atom feed of a game, with what its last fetch left (the validators of the next one). */
export interface GameFeed {
  readonly id: string;
  readonly gameId: string;
  /** Spec 5: an http(s) URL. */
  readonly url: string;
  readonly etag: string | null;
  readonly lastModified: string | null;
  readonly fetchedAt: Date | null;
  /** Why the last fetch failed (unreachable, broken XML), null when it worked. */
  readonly lastError: string | null;
}

/** A game page lists at most this many of its newest articles; older ones are dropped at the next fetch. */
export const ARTICLES_PER_GAME = 50;
/** Feeds are read again no sooner than this after their last fetch. */
export const FEED_REFRESH_MS = 30 * 60_000;
