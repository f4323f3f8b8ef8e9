import { err, ok, type Result } from '../../shared/result.ts';
import { GAME_LIST_SIZE, GAME_LISTS, type Game, type GameList } from '../domain/game.entity.ts';
import { CatalogueGameNotFound, NewsArticleNotFound, UnknownGameList } from '../domain/games.errors.ts';
import { ARTICLES_PER_GAME, type GameFeed, type NewsArticle } from '../domain/news-article.ts';
import type { GamePost } from '../ports/game-content.port.ts';
import type { GamesDeps } from './games-deps.ts';

/** Game pages show at most this many streams or videos, newest first. */
export const POSTS_PER_GAME_PAGE = 50;
/** The sitemap lists at most this many games. */
export const SITEMAP_GAMES = 5_000;

const isGameList = (list: string): list is GameList => (GAME_LISTS as readonly string[]).includes(list);
/** Ids come from the address bar: anything but a uuid is simply no game. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The public game pages (/games and /games/{id}): open to anyone, so nothing here takes an actor. */
export class GameQueries {
  readonly #deps: Pick<GamesDeps, 'games' | 'feeds' | 'content' | 'clock'>;

  constructor(deps: Pick<GamesDeps, 'games' | 'feeds' | 'content' | 'clock'>) {
    this.#deps = deps;
  }

  async list(list: string): Promise<Result<Game[], UnknownGameList>> {
    if (!isGameList(list)) return err(new UnknownGameList());
    return ok(await this.#deps.games.list(list, this.#deps.clock.now(), GAME_LIST_SIZE));
  }

  async game(id: string): Promise<Result<Game, CatalogueGameNotFound>> {
    const game = UUID.test(id) ? await this.#deps.games.findById(id) : null;
    return game ? ok(game) : err(new CatalogueGameNotFound());
  }

  /** The game's news, newest first; empty when it has no feed or its feeds have no articles. */
  async news(gameId: string): Promise<NewsArticle[]> {
    return UUID.test(gameId) ? this.#deps.feeds.articles(gameId, ARTICLES_PER_GAME) : [];
  }

  /** The game's feeds with how their last read went (for the companies adding them). */
  async feeds(gameId: string): Promise<GameFeed[]> {
    return UUID.test(gameId) ? this.#deps.feeds.feedsOf(gameId) : [];
  }

  async article(gameId: string, articleId: string): Promise<Result<NewsArticle, NewsArticleNotFound>> {
    const found = UUID.test(gameId) && UUID.test(articleId) ? await this.#deps.feeds.article(gameId, articleId) : null;
    return found ? ok(found) : err(new NewsArticleNotFound());
  }

  async posts(game: Pick<Game, 'name'>, type: 'STREAM' | 'VIDEO'): Promise<GamePost[]> {
    return this.#deps.content.posts(game.name, type, POSTS_PER_GAME_PAGE);
  }

  sitemapEntries(): Promise<{ id: string; syncedAt: Date }[]> {
    return this.#deps.games.sitemapEntries(SITEMAP_GAMES);
  }
}
