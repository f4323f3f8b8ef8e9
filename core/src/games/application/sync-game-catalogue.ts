import { GAME_LIST_SIZE, GAME_LISTS } from '../domain/game.entity.ts';
import type { ProviderGame } from '../ports/game-catalogue-provider.port.ts';
import type { GamesDeps } from './games-deps.ts';

/**
 * The sync job's work: each list's top games from the provider, stored in our database, so the
 * public pages never wait on the provider. A provider outage throws (the job retries); the stored
 * catalogue stays as it was, since nothing is written before every list has answered.
 */
export class SyncGameCatalogue {
  readonly #deps: Pick<GamesDeps, 'games' | 'provider' | 'clock'>;

  constructor(deps: Pick<GamesDeps, 'games' | 'provider' | 'clock'>) {
    this.#deps = deps;
  }

  async execute(): Promise<{ added: number; updated: number }> {
    const now = this.#deps.clock.now();
    const byKey = new Map<string, ProviderGame>();
    for (const list of GAME_LISTS) {
      for (const game of await this.#deps.provider.topGames(list, now, GAME_LIST_SIZE))
        byKey.set(`${game.source}:${game.externalId}`, game);
    }
    return this.#deps.games.upsert([...byKey.values()], now);
  }
}
