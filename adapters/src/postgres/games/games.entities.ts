import { defineEntity, p, type InferEntity } from '@mikro-orm/postgresql';

/** The public game catalogue as the sync job stored it; (source, external_id) is the provider's identity. */
export const CatalogueGameEntity = defineEntity({
  name: 'CatalogueGame',
  tableName: 'catalogue_game',
  properties: {
    id: p.uuid().primary(),
    source: p.string().length(16),
    externalId: p.bigint('number'),
    name: p.string().length(200),
    summary: p.text(),
    coverUrl: p.text().nullable(),
    releaseDate: p.datetime().nullable(),
    hype: p.integer(),
    platforms: p.array(),
    genres: p.array(),
    syncedAt: p.datetime(),
  },
  uniques: [{ name: 'catalogue_game_source_external_unique', properties: ['source', 'externalId'] }],
  indexes: [
    { name: 'catalogue_game_release_index', properties: ['releaseDate'] },
    { name: 'catalogue_game_hype_index', properties: ['hype'] },
  ],
});
export type CatalogueGameRow = InferEntity<typeof CatalogueGameEntity>;

/** An RSS or Atom feed of a game, with the validators and outcome of its last fetch. */
export const GameFeedEntity = defineEntity({
  name: 'GameFeed',
  tableName: 'game_feed',
  properties: {
    id: p.uuid().primary(),
    game: () => p.manyToOne(CatalogueGameEntity).mapToPk().deleteRule('cascade').index('game_feed_game_id_index'),
    url: p.string().length(2000),
    etag: p.string().length(500).nullable(),
    lastModified: p.string().length(100).nullable(),
    fetchedAt: p.datetime().nullable().index('game_feed_fetched_at_index'),
    lastError: p.text().nullable(),
  },
});
export type GameFeedRow = InferEntity<typeof GameFeedEntity>;

/** A feed's article, its HTML sanitised before it was written; (feed, guid) is the feed's identity of it. */
export const GameNewsArticleEntity = defineEntity({
  name: 'GameNewsArticle',
  tableName: 'game_news_article',
  properties: {
    id: p.uuid().primary(),
    feed: () => p.manyToOne(GameFeedEntity).mapToPk().deleteRule('cascade'),
    game: () => p.manyToOne(CatalogueGameEntity).mapToPk().deleteRule('cascade'),
    guid: p.string().length(500),
    title: p.string().length(300),
    link: p.text().nullable(),
    author: p.string().length(200).nullable(),
    publishedAt: p.datetime(),
    html: p.text(),
    excerpt: p.text(),
  },
  uniques: [{ name: 'game_news_article_feed_guid_unique', properties: ['feed', 'guid'] }],
  indexes: [{ name: 'game_news_article_game_published_index', properties: ['game', 'publishedAt'] }],
});
export type GameNewsArticleRow = InferEntity<typeof GameNewsArticleEntity>;

export const gamesEntities = [CatalogueGameEntity, GameFeedEntity, GameNewsArticleEntity];
