import type { CatalogueGame } from '../domain/catalogue-game.ts';

/** Reads games from a store's catalogue (today Steam's storefront). */
export interface GameCataloguePort {
  /**
   * The app's store page, or null when the store has no such app. Rejects when the store cannot
   * answer (down, too slow, rate limited, or an answer it cannot read).
   */
  findSteamGame(appId: number): Promise<CatalogueGame | null>;
}
