import { newId } from '../../shared/ids.ts';
import { parseInput, type InvalidField } from '../../shared/invalid-field.ts';
import { err, ok, type Result } from '../../shared/result.ts';
import { gameFeedFormSchema } from '../domain/game-feed.schema.ts';
import { CatalogueGameNotFound, FeedAlreadyAdded } from '../domain/games.errors.ts';
import type { GameFeed } from '../domain/news-article.ts';
import type { GamesDeps } from './games-deps.ts';

export type AddGameFeedError = InvalidField | CatalogueGameNotFound | FeedAlreadyAdded;

/**
 * A company adds a news feed to a game (spec section 5's RSS feed URL rule). The feed job reads it
 * on its next run; until then the game page shows what its other feeds have. Only company users reach
 * this (the transport's role check): feeds belong to the public game, not to a tenant.
 */
export class AddGameFeed {
  readonly #deps: Pick<GamesDeps, 'games' | 'feeds'>;

  constructor(deps: Pick<GamesDeps, 'games' | 'feeds'>) {
    this.#deps = deps;
  }

  async execute(input: { gameId: string; url: unknown; authorized: unknown }): Promise<Result<GameFeed, AddGameFeedError>> {
    const form = parseInput(gameFeedFormSchema, { url: input.url, authorized: input.authorized });
    if (!form.ok) return form;
    const game = await this.#deps.games.findById(input.gameId);
    if (!game) return err(new CatalogueGameNotFound());
    const known = await this.#deps.feeds.feedsOf(game.id);
    if (known.some((feed) => feed.url.toLowerCase() === form.value.url.toLowerCase())) return err(new FeedAlreadyAdded());
    const feed: GameFeed = {
      id: newId(),
      gameId: game.id,
      url: form.value.url,
      etag: null,
      lastModified: null,
      fetchedAt: null,
      lastError: null,
    };
    await this.#deps.feeds.addFeed(feed);
    return ok(feed);
  }
}
