import type { Game, GameList } from '../domain/game.entity.ts';
import type { ProviderGame } from './game-catalogue-provider.port.ts';

/** The catalogue as stored in our database: the pages read only this, never the provider. */
export interface GameRepositoryPort {
  /** Inserts new games and updates known ones (same source and external id); answers how many were new. */
  upsert(games: readonly ProviderGame[], syncedAt: Date): Promise<{ added: number; updated: number }>;
  /** One list at `now`, in its order (domain/game.entity.ts), at most `limit`. */
  list(list: GameList, now: Date, limit: number): Promise<Game[]>;
  findById(id: string): Promise<Game | null>;
  /** Every game's id and last sync, for the sitemap (at most `limit`). */
  sitemapEntries(limit: number): Promise<{ id: string; syncedAt: Date }[]>;
}
