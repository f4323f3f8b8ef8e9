import { ARTICLES_PER_GAME, type GameFeed, type NewsArticle } from '@lurkit/core/games/domain/news-article.ts';
import type { FeedFetchRecord, GameFeedRepositoryPort, NewsArticleDraft } from '@lurkit/core/games/ports/game-feed-repository.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { isUuid, unitOfWork } from '../shared/unit-of-work.ts';
import { GameFeedEntity, GameNewsArticleEntity, type GameFeedRow, type GameNewsArticleRow } from './games.entities.ts';

const feedFromRow = (row: GameFeedRow): GameFeed => ({
  id: row.id,
  gameId: row.game,
  url: row.url,
  etag: row.etag ?? null,
  lastModified: row.lastModified ?? null,
  fetchedAt: row.fetchedAt ?? null,
  lastError: row.lastError ?? null,
});

const articleFromRow = (row: GameNewsArticleRow): NewsArticle => ({
  id: row.id,
  feedId: row.feed,
  gameId: row.game,
  guid: row.guid,
  title: row.title,
  link: row.link ?? null,
  author: row.author ?? null,
  publishedAt: row.publishedAt,
  html: row.html,
  excerpt: row.excerpt,
});

export class MikroOrmGameFeedRepository implements GameFeedRepositoryPort {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async addFeed(feed: GameFeed): Promise<void> {
    await unitOfWork(this.#em).insert(GameFeedEntity, {
      id: feed.id,
      game: feed.gameId,
      url: feed.url,
      etag: feed.etag,
      lastModified: feed.lastModified,
      fetchedAt: feed.fetchedAt,
      lastError: feed.lastError,
    });
  }

  async dueFeeds(fetchedBefore: Date, limit: number): Promise<GameFeed[]> {
    const rows = await unitOfWork(this.#em).find(
      GameFeedEntity,
      { $or: [{ fetchedAt: null }, { fetchedAt: { $lt: fetchedBefore } }] },
      { orderBy: { fetchedAt: 'asc nulls first', id: 'asc' }, limit },
    );
    return rows.map(feedFromRow);
  }

  async recordFetch(feedId: string, fetch: FeedFetchRecord, articles: readonly NewsArticleDraft[]): Promise<void> {
    await unitOfWork(this.#em).transactional(async (em) => {
      const feed = await em.findOneOrFail(GameFeedEntity, { id: feedId });
      feed.etag = fetch.etag;
      feed.lastModified = fetch.lastModified;
      feed.fetchedAt = fetch.fetchedAt;
      feed.lastError = fetch.error;
      await em.flush();
      for (const a of articles) {
        await em.execute(
          `insert into game_news_article (id, feed_id, game_id, guid, title, link, author, published_at, html, excerpt)
           values (gen_random_uuid(), ?, ?, ?, ?, ?, ?, ?, ?, ?)
           on conflict (feed_id, guid) do update set title = excluded.title, link = excluded.link, author = excluded.author,
             published_at = excluded.published_at, html = excluded.html, excerpt = excluded.excerpt`,
          [feedId, feed.game, a.guid, a.title, a.link, a.author, a.publishedAt, a.html, a.excerpt],
        );
      }
      if (articles.length > 0)
        await em.execute(
          `delete from game_news_article where game_id = ? and id not in (
             select id from game_news_article where game_id = ? order by published_at desc, id asc limit ?)`,
          [feed.game, feed.game, ARTICLES_PER_GAME],
        );
    });
  }

  async feedsOf(gameId: string): Promise<GameFeed[]> {
    if (!isUuid(gameId)) return [];
    return (await unitOfWork(this.#em).find(GameFeedEntity, { game: gameId }, { orderBy: { url: 'asc' } })).map(feedFromRow);
  }

  async articles(gameId: string, limit: number): Promise<NewsArticle[]> {
    if (!isUuid(gameId)) return [];
    const rows = await unitOfWork(this.#em).find(
      GameNewsArticleEntity,
      { game: gameId },
      { orderBy: { publishedAt: 'desc', id: 'asc' }, limit },
    );
    return rows.map(articleFromRow);
  }

  async article(gameId: string, articleId: string): Promise<NewsArticle | null> {
    if (!isUuid(gameId) || !isUuid(articleId)) return null;
    const row = await unitOfWork(this.#em).findOne(GameNewsArticleEntity, { id: articleId, game: gameId });
    return row ? articleFromRow(row) : null;
  }
}
