import type { EntityManager } from '@mikro-orm/postgresql';
import { unitOfWork } from '../shared/unit-of-work.ts';

export interface HeldMissionRow {
  missionId: string;
  companyName: string;
  heldSince: Date;
}

/**
 * Staff's queue: missions held for account review (a company's first published item, spec 4),
 * longest waiting first, with their company's name.
 */
export class TableHeldMissions {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async listHeld(limit: number): Promise<HeldMissionRow[]> {
    const rows = await unitOfWork(this.#em).execute<{ id: string; company_name: string; held_since: Date | string }[]>(
      `select m.id, c.name as company_name, coalesce(m.published_at, m.created_at) as held_since
       from mission m join company c on c.id = m.company_id
       where m.publish_state = 'waitingForReview'
       order by coalesce(m.published_at, m.created_at), m.id limit ?`,
      [limit],
    );
    return rows.map((r) => ({ missionId: r.id, companyName: r.company_name, heldSince: new Date(r.held_since) }));
  }
}
