import type { GameContentPort, GamePost } from '@lurkit/core/games/ports/game-content.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { unitOfWork } from '../shared/unit-of-work.ts';

/**
 * A game's listed streams and videos from the statistics store. The store names games as the
 * platforms do; a catalogue game matches them by name, any case (statistics_game_name_index).
 */
export class SqlGameContent implements GameContentPort {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async posts(gameName: string, type: 'STREAM' | 'VIDEO', limit: number): Promise<GamePost[]> {
    const rows = await unitOfWork(this.#em).execute<
      {
        id: string;
        title: string;
        creator_name: string;
        provider: string;
        duration_seconds: number;
        views: string;
        average_ccv: number;
        created_at: Date;
      }[]
    >(
      `select p.id, p.title, coalesce(u.display_name, u.username) as creator_name, p.provider, p.duration_seconds, p.views, p.average_ccv, p.created_at
         from creator_post p
         join statistics_game g on g.id = p.game_id
         join user_account u on u.id = p.creator_id
        where lower(g.name) = lower(?) and p.type = ? and p.listed
        order by p.created_at desc, p.id asc
        limit ?`,
      [gameName, type, limit],
    );
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      creatorName: row.creator_name,
      provider: row.provider,
      durationSeconds: row.duration_seconds,
      views: Number(row.views),
      averageCcv: row.average_ccv,
      createdAt: new Date(row.created_at),
    }));
  }
}
