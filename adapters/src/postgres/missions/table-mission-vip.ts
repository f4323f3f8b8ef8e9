import type { MissionVipPort } from '@lurkit/core/missions/ports/mission-vip.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { isUuid, unitOfWork } from '../shared/unit-of-work.ts';

/** The mission's company's VIP grant for the mission, or staff's platform VIP, in one read. */
export class TableMissionVip implements MissionVipPort {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async holdsVip(mission: { id: string; companyId: string }, creatorId: string): Promise<boolean> {
    if (!isUuid(creatorId) || !isUuid(mission.id)) return false;
    const rows = await unitOfWork(this.#em).execute<{ found: number }[]>(
      `select 1 as found from vip_grant
        where activation_type = 'MISSION' and activation_id = ? and company_id = ? and creator_id = ?
       union all
       select 1 from platform_vip where creator_id = ?
       limit 1`,
      [mission.id, mission.companyId, creatorId, creatorId],
    );
    return rows.length > 0;
  }
}
