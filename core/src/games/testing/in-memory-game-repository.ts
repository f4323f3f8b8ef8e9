import { newId } from '../../shared/ids.ts';
import { compareKeys } from '../../shared/keyset.ts';
import { gameListKey, inGameList, type Game, type GameList } from '../domain/game.entity.ts';
import type { ProviderGame } from '../ports/game-catalogue-provider.port.ts';
import type { GameRepositoryPort } from '../ports/game-repository.port.ts';

export class InMemoryGameRepository implements GameRepositoryPort {
  readonly #games = new Map<string, Game>();

  async upsert(games: readonly ProviderGame[], syncedAt: Date): Promise<{ added: number; updated: number }> {
    let added = 0;
    for (const game of games) {
      const known = [...this.#games.values()].find((g) => g.source === game.source && g.externalId === game.externalId);
      if (!known) added += 1;
      const id = known?.id ?? newId();
      this.#games.set(id, { ...game, id, syncedAt: new Date(syncedAt) });
    }
    return { added, updated: games.length - added };
  }

  async list(list: GameList, now: Date, limit: number): Promise<Game[]> {
    return [...this.#games.values()]
      .filter((game) => inGameList(list, game, now))
      .sort((a, b) => compareKeys(gameListKey(list, a), gameListKey(list, b)))
      .slice(0, limit);
  }

  async findById(id: string): Promise<Game | null> {
    return this.#games.get(id) ?? null;
  }

  async sitemapEntries(limit: number): Promise<{ id: string; syncedAt: Date }[]> {
    return [...this.#games.values()]
      .sort((a, b) => a.name.localeCompare(b.name))
      .slice(0, limit)
      .map((g) => ({ id: g.id, syncedAt: g.syncedAt }));
  }
}
