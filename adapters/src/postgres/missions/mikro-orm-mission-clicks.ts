import type { MissionClickStorePort } from '@lurkit/core/missions/ports/mission-click-store.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { unitOfWork } from '../shared/unit-of-work.ts';

/** One row per counted click; StoreMissionProgress counts them per criterion over the run's window. */
export class MikroOrmMissionClicks implements MissionClickStorePort {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async record(click: { missionId: string; creatorId: string; criterionId: string; at: Date }): Promise<void> {
    await unitOfWork(this.#em).execute('insert into mission_click (mission_id, creator_id, criterion_id, clicked_at) values (?, ?, ?, ?)', [
      click.missionId,
      click.creatorId,
      click.criterionId,
      click.at,
    ]);
  }
}
