import { newId } from '../../shared/ids.ts';
import { ARTICLES_PER_GAME, type GameFeed, type NewsArticle } from '../domain/news-article.ts';
import type { FeedFetchRecord, GameFeedRepositoryPort, NewsArticleDraft } from '../ports/game-feed-repository.port.ts';

const newestFirst = (a: NewsArticle, b: NewsArticle) => b.publishedAt.getTime() - a.publishedAt.getTime() || (a.id < b.id ? -1 : 1);

export class InMemoryGameFeedRepository implements GameFeedRepositoryPort {
  readonly #feeds = new Map<string, GameFeed>();
  #articles: NewsArticle[] = [];

  async addFeed(feed: GameFeed): Promise<void> {
    this.#feeds.set(feed.id, { ...feed });
  }

  async dueFeeds(fetchedBefore: Date, limit: number): Promise<GameFeed[]> {
    const at = (f: GameFeed) => f.fetchedAt?.getTime() ?? -Infinity;
    return [...this.#feeds.values()]
      .filter((f) => f.fetchedAt === null || f.fetchedAt.getTime() < fetchedBefore.getTime())
      .sort((a, b) => at(a) - at(b) || (a.id < b.id ? -1 : 1))
      .slice(0, limit);
  }

  async recordFetch(feedId: string, fetch: FeedFetchRecord, articles: readonly NewsArticleDraft[]): Promise<void> {
    const feed = this.#feeds.get(feedId);
    if (!feed) throw new Error(`no feed ${feedId}`);
    this.#feeds.set(feedId, {
      ...feed,
      fetchedAt: fetch.fetchedAt,
      etag: fetch.etag,
      lastModified: fetch.lastModified,
      lastError: fetch.error,
    });
    for (const draft of articles) {
      const known = this.#articles.find((a) => a.feedId === feedId && a.guid === draft.guid);
      const article = { ...draft, id: known?.id ?? newId(), feedId, gameId: feed.gameId };
      this.#articles = known ? this.#articles.map((a) => (a === known ? article : a)) : [...this.#articles, article];
    }
    const kept = new Set(
      this.#articles
        .filter((a) => a.gameId === feed.gameId)
        .sort(newestFirst)
        .slice(0, ARTICLES_PER_GAME),
    );
    this.#articles = this.#articles.filter((a) => a.gameId !== feed.gameId || kept.has(a));
  }

  async feedsOf(gameId: string): Promise<GameFeed[]> {
    return [...this.#feeds.values()].filter((f) => f.gameId === gameId);
  }

  async articles(gameId: string, limit: number): Promise<NewsArticle[]> {
    return this.#articles
      .filter((a) => a.gameId === gameId)
      .sort(newestFirst)
      .slice(0, limit);
  }

  async article(gameId: string, articleId: string): Promise<NewsArticle | null> {
    return this.#articles.find((a) => a.gameId === gameId && a.id === articleId) ?? null;
  }
}
