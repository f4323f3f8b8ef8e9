import type { CatalogueGame } from '../domain/catalogue-game.ts';
import type { GameCataloguePort } from '../ports/game-catalogue.port.ts';

/** The catalogue twin: the games a test put in, or the store's failure when `down` is set. */
export class InMemoryGameCatalogue implements GameCataloguePort {
  readonly #games = new Map<number, CatalogueGame>();
  down: Error | null = null;

  constructor(games: readonly CatalogueGame[] = []) {
    for (const game of games) this.#games.set(game.appId, game);
  }

  async findSteamGame(appId: number): Promise<CatalogueGame | null> {
    if (this.down) throw this.down;
    return this.#games.get(appId) ?? null;
  }
}
