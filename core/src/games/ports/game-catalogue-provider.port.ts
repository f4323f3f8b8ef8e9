import type { Game, GameList } from '../domain/game.entity.ts';

/** A game as the provider answers it, before it is stored (no id of ours yet). */
export type ProviderGame = Omit<Game, 'id' | 'syncedAt'>;

/**
 * The game catalogue we sync from (IGDB through Twitch's API, or the sandbox). Rejects when the
 * provider cannot answer; the sync job then retries later and the pages keep what is stored.
 */
export interface GameCatalogueProviderPort {
  /** The provider's top games for one list at `now`, at most `limit`. */
  topGames(list: GameList, now: Date, limit: number): Promise<ProviderGame[]>;
}
