import type { MissionVipAccess, MissionVipPort } from '@lurkit/core/missions/ports/mission-vip.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { isUuid, unitOfWork } from '../shared/unit-of-work.ts';

/** The mission's company's VIP grant for the mission, else staff's platform VIP, in one read. */
export class TableMissionVip implements MissionVipPort {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async vipAccessOf(mission: { id: string; companyId: string }, creatorId: string): Promise<MissionVipAccess | null> {
    if (!isUuid(creatorId) || !isUuid(mission.id)) return null;
    const rows = await unitOfWork(this.#em).execute<{ waives: boolean }[]>(
      `select waives from (
         select 1 as rank, waives_location_and_language as waives from vip_grant
          where activation_type = 'MISSION' and activation_id = ? and company_id = ? and creator_id = ?
         union all
         select 2, waives_location_and_language from platform_vip where creator_id = ?
       ) access order by rank limit 1`,
      [mission.id, mission.companyId, creatorId, creatorId],
    );
    const row = rows[0];
    return row ? { waivesLocationAndLanguage: row.waives } : null;
  }
}
