import type { Game, GameList, GameSource } from '@lurkit/core/games/domain/game.entity.ts';
import { NEW_RELEASE_DAYS } from '@lurkit/core/games/domain/game.entity.ts';
import { isGamePlatform } from '@lurkit/core/games/domain/game-platform.ts';
import type { ProviderGame } from '@lurkit/core/games/ports/game-catalogue-provider.port.ts';
import type { GameRepositoryPort } from '@lurkit/core/games/ports/game-repository.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { findRowById, unitOfWork } from '../shared/unit-of-work.ts';
import { CatalogueGameEntity, type CatalogueGameRow } from './games.entities.ts';

export const gameFromRow = (row: CatalogueGameRow): Game => ({
  id: row.id,
  source: row.source as GameSource,
  externalId: row.externalId,
  name: row.name,
  summary: row.summary,
  coverUrl: row.coverUrl ?? null,
  releaseDate: row.releaseDate ?? null,
  hype: row.hype,
  platforms: row.platforms.filter(isGamePlatform),
  genres: row.genres,
  syncedAt: row.syncedAt,
});

/** Each list's where clause and order: the same rules as core's inGameList and gameListKey. */
const LISTS: Record<GameList, { where: string; order: string }> = {
  'new-game-releases': {
    where: `release_date <= ?::timestamptz and release_date > ?::timestamptz - interval '${NEW_RELEASE_DAYS} days'`,
    order: 'release_date desc, id::text asc',
  },
  'upcoming-games': { where: 'release_date > ?', order: 'release_date asc, id::text asc' },
  'anticipated-games': { where: '(release_date is null or release_date > ?) and hype > 0', order: 'hype desc, id::text asc' },
};

export class MikroOrmGameRepository implements GameRepositoryPort {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async upsert(games: readonly ProviderGame[], syncedAt: Date): Promise<{ added: number; updated: number }> {
    let added = 0;
    // One transaction: a sync is stored whole or not at all.
    await unitOfWork(this.#em).transactional(async (em) => {
      for (const game of games) {
        // Arrays travel as JSON: the query builder would spread a JS array into a list of values.
        // xmax is 0 only on a row this statement inserted: how PostgreSQL tells an insert from an update.
        const [row] = await em.execute<{ inserted: boolean }[]>(
          `insert into catalogue_game (id, source, external_id, name, summary, cover_url, release_date, hype, platforms, genres, synced_at)
         values (gen_random_uuid(), ?, ?, ?, ?, ?, ?, ?, array(select jsonb_array_elements_text(?::jsonb)), array(select jsonb_array_elements_text(?::jsonb)), ?)
         on conflict (source, external_id) do update set name = excluded.name, summary = excluded.summary,
           cover_url = excluded.cover_url, release_date = excluded.release_date, hype = excluded.hype,
           platforms = excluded.platforms, genres = excluded.genres, synced_at = excluded.synced_at
         returning (xmax = 0) as inserted`,
          [
            game.source,
            game.externalId,
            game.name,
            game.summary,
            game.coverUrl,
            game.releaseDate,
            game.hype,
            JSON.stringify(game.platforms),
            JSON.stringify(game.genres),
            syncedAt,
          ],
        );
        if (row?.inserted) added += 1;
      }
    });
    return { added, updated: games.length - added };
  }

  async list(list: GameList, now: Date, limit: number): Promise<Game[]> {
    const { where, order } = LISTS[list];
    const params = list === 'new-game-releases' ? [now, now] : [now];
    const ids = await unitOfWork(this.#em).execute<{ id: string }[]>(
      `select id from catalogue_game where ${where} order by ${order} limit ?`,
      [...params, limit],
    );
    const rows = await unitOfWork(this.#em).find(CatalogueGameEntity, { id: { $in: ids.map((r) => r.id) } });
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap(({ id }) => (byId.has(id) ? [gameFromRow(byId.get(id)!)] : []));
  }

  findById(id: string): Promise<Game | null> {
    return findRowById(this.#em, CatalogueGameEntity, id, gameFromRow);
  }

  async sitemapEntries(limit: number): Promise<{ id: string; syncedAt: Date }[]> {
    const rows = await unitOfWork(this.#em).find(CatalogueGameEntity, {}, { orderBy: { name: 'asc' }, limit, fields: ['id', 'syncedAt'] });
    return rows.map((row) => ({ id: row.id, syncedAt: row.syncedAt }));
  }
}
