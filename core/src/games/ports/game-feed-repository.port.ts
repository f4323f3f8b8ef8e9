import type { GameFeed, NewsArticle } from '../domain/news-article.ts';

/** An article ready to store: sanitised, with the game and feed it belongs to set by the repository. */
export type NewsArticleDraft = Omit<NewsArticle, 'id' | 'feedId' | 'gameId'>;

/** How one fetch of a feed ended; an unchanged (304) feed keeps its validators. */
export interface FeedFetchRecord {
  readonly fetchedAt: Date;
  readonly etag: string | null;
  readonly lastModified: string | null;
  readonly error: string | null;
}

export interface GameFeedRepositoryPort {
  addFeed(feed: GameFeed): Promise<void>;
  /** Feeds never fetched or fetched before `fetchedBefore`, oldest fetch first, at most `limit`. */
  dueFeeds(fetchedBefore: Date, limit: number): Promise<GameFeed[]>;
  /**
   * Records a fetch and, in the same transaction, its articles: a known guid of the feed updates its
   * article, a new one is added; then the game keeps only its ARTICLES_PER_GAME newest.
   */
  recordFetch(feedId: string, fetch: FeedFetchRecord, articles: readonly NewsArticleDraft[]): Promise<void>;
  feedsOf(gameId: string): Promise<GameFeed[]>;
  /** The game's articles, newest first, at most `limit`. */
  articles(gameId: string, limit: number): Promise<NewsArticle[]>;
  article(gameId: string, articleId: string): Promise<NewsArticle | null>;
}
