import type { Mission } from '@lurkit/core/missions/domain/mission.entity.ts';
import type { MissionRepositoryPort } from '@lurkit/core/missions/ports/mission-repository.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { findRowById, findRowsByIds, isUuid, unitOfWork } from '../shared/unit-of-work.ts';
import { MissionEntity } from './mission.entity.ts';
import { missionFromRow, missionToRow, PUBLISH_FIELDS } from './missions.mappers.ts';

export class MikroOrmMissionRepository implements MissionRepositoryPort {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  findById(id: string): Promise<Mission | null> {
    return findRowById(this.#em, MissionEntity, id, missionFromRow);
  }

  findByIds(ids: readonly string[]): Promise<Mission[]> {
    return findRowsByIds(this.#em, MissionEntity, ids, missionFromRow);
  }

  async listByProgram(programId: string, options: { includeArchived?: boolean } = {}): Promise<Mission[]> {
    if (!isUuid(programId)) return [];
    const rows = await unitOfWork(this.#em).find(
      MissionEntity,
      options.includeArchived ? { program: programId } : { program: programId, archivedAt: null },
      { orderBy: { createdAt: 'desc', id: 'asc' } },
    );
    return rows.map(missionFromRow);
  }

  /** The publish columns are publishing's: an update never rolls them back to the stale copy's. */
  async save(mission: Mission): Promise<void> {
    await unitOfWork(this.#em).upsert(MissionEntity, missionToRow(mission), {
      onConflictFields: ['id'],
      onConflictAction: 'merge',
      onConflictExcludeFields: ['id', 'company', 'program', 'createdAt', ...PUBLISH_FIELDS],
    });
  }
}
