import { AddGameFeed } from '@lurkit/core/games/application/add-game-feed.ts';
import { GameQueries } from '@lurkit/core/games/application/game-queries.ts';
import { GAME_LISTS, type Game } from '@lurkit/core/games/domain/game.entity.ts';
import { familiesOf } from '@lurkit/core/games/domain/game-platform.ts';
import type { GameFeed, NewsArticle } from '@lurkit/core/games/domain/news-article.ts';
import type { GamePost } from '@lurkit/core/games/ports/game-content.port.ts';
import { builder } from '../shared/builder.ts';
import type { GraphQLContext } from '../shared/context.ts';
import { unwrap } from '../shared/errors.ts';

/**
 * The public game pages (spec section 2: /games, its three lists, /games/{id} with news, an article,
 * streams and videos). Read from our database only; open to anyone, signed in or not.
 */
const games = (ctx: GraphQLContext) => new GameQueries(ctx.scope.games);

const GamePostRef = builder.objectRef<GamePost>('GamePost').implement({
  description: "A creator's listed stream or video of the game, from the statistics store.",
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    creatorName: t.exposeString('creatorName'),
    provider: t.exposeString('provider'),
    durationSeconds: t.exposeInt('durationSeconds'),
    views: t.exposeInt('views'),
    averageCcv: t.exposeFloat('averageCcv', { description: 'Average concurrent viewers (streams).' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const NewsArticleRef = builder.objectRef<NewsArticle>('GameNewsArticle').implement({
  description: "An article from one of the game's RSS or Atom feeds.",
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    link: t.exposeString('link', { nullable: true, description: "The article on the publisher's site (http or https)." }),
    author: t.exposeString('author', { nullable: true }),
    publishedAt: t.expose('publishedAt', { type: 'DateTime' }),
    excerpt: t.exposeString('excerpt'),
    html: t.exposeString('html', { description: 'The article, sanitised when it was read: scripts, handlers and unsafe links removed.' }),
  }),
});

const CatalogueGameRef = builder.objectRef<Game>('PublicGame').implement({
  description: 'A game of the public catalogue.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    summary: t.exposeString('summary'),
    source: t.exposeString('source', { description: 'igdb, or sandbox for made-up games.' }),
    coverUrl: t.exposeString('coverUrl', { nullable: true }),
    releaseDate: t.expose('releaseDate', { type: 'DateTime', nullable: true }),
    hype: t.exposeInt('hype', { description: 'People following the game before release.' }),
    platforms: t.exposeStringList('platforms'),
    platformFamilies: t.stringList({
      description: 'Mobile, Nintendo, Pc, Playstation, VR, Xbox.',
      resolve: (game) => familiesOf(game.platforms),
    }),
    genres: t.exposeStringList('genres'),
    news: t.field({
      type: [NewsArticleRef],
      description: "The game's news, newest first (at most 50); empty when its feeds have no articles.",
      resolve: (game, _args, ctx) => games(ctx).news(game.id),
    }),
    streams: t.field({
      type: [GamePostRef],
      description: 'Listed streams of the game, newest first (at most 50).',
      resolve: (game, _args, ctx) => games(ctx).posts(game, 'STREAM'),
    }),
    videos: t.field({
      type: [GamePostRef],
      description: 'Listed videos of the game, newest first (at most 50).',
      resolve: (game, _args, ctx) => games(ctx).posts(game, 'VIDEO'),
    }),
  }),
});

builder.queryField('gameList', (t) =>
  t.field({
    type: [CatalogueGameRef],
    description: 'One of the public game lists (at most 100 games), for anyone.',
    authScopes: { public: true },
    // The list's path segment as the address bar has it; an unknown one answers GAMES.UNKNOWN_LIST.
    args: { list: t.arg.string({ required: true, description: GAME_LISTS.join(', ') }) },
    resolve: async (_root, { list }, ctx) => unwrap(await games(ctx).list(list)),
  }),
);

builder.queryField('catalogueGame', (t) =>
  t.field({
    type: CatalogueGameRef,
    description: "A game's public page, for anyone.",
    authScopes: { public: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => unwrap(await games(ctx).game(String(id))),
  }),
);

builder.queryField('gameNewsArticle', (t) =>
  t.field({
    type: NewsArticleRef,
    description: 'One news article of a game, for anyone.',
    authScopes: { public: true },
    args: { gameId: t.arg.id({ required: true }), articleId: t.arg.id({ required: true }) },
    resolve: async (_root, { gameId, articleId }, ctx) => unwrap(await games(ctx).article(String(gameId), String(articleId))),
  }),
);

builder.mutationField('addGameFeed', (t) =>
  t.id({
    description: "Adds an RSS or Atom feed to a game's news (spec 5: URL required, authorization to share confirmed); answers the feed id.",
    authScopes: { companyMember: true },
    args: { gameId: t.arg.id({ required: true }), url: t.arg.string({ required: true }), authorized: t.arg.boolean({ required: true }) },
    resolve: async (_root, { gameId, url, authorized }, ctx) =>
      unwrap(await new AddGameFeed(ctx.scope.games).execute({ gameId: String(gameId), url, authorized })).id,
  }),
);

const GameFeedRef = builder.objectRef<GameFeed>('GameFeed').implement({
  description: "One of a game's news feeds with how its last read went.",
  fields: (t) => ({
    id: t.exposeID('id'),
    url: t.exposeString('url'),
    fetchedAt: t.expose('fetchedAt', { type: 'DateTime', nullable: true, description: 'Null until its first read.' }),
    lastError: t.exposeString('lastError', { nullable: true, description: 'Why the last read failed (unreachable, not RSS or Atom).' }),
  }),
});

builder.queryField('gameFeeds', (t) =>
  t.field({
    type: [GameFeedRef],
    description: "A game's news feeds and their last reads, for company users (who add feeds).",
    authScopes: { companyMember: true },
    args: { gameId: t.arg.id({ required: true }) },
    resolve: (_root, { gameId }, ctx) => games(ctx).feeds(String(gameId)),
  }),
);
