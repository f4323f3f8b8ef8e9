import type { Mission } from '@lurkit/core/missions/domain/mission.entity.ts';
import type { MissionRepositoryPort } from '@lurkit/core/missions/ports/mission-repository.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { isUuid, unitOfWork } from '../shared/unit-of-work.ts';
import { MissionEntity } from './mission.entity.ts';
import { missionFromRow, missionToRow, PUBLISH_FIELDS } from './missions.mappers.ts';

export class MikroOrmMissionRepository implements MissionRepositoryPort {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async findById(id: string): Promise<Mission | null> {
    if (!isUuid(id)) return null;
    const row = await unitOfWork(this.#em).findOne(MissionEntity, { id });
    return row ? missionFromRow(row) : null;
  }

  async findByIds(ids: readonly string[]): Promise<Mission[]> {
    const valid = [...new Set(ids.filter(isUuid))];
    if (valid.length === 0) return [];
    return (await unitOfWork(this.#em).find(MissionEntity, { id: { $in: valid } })).map(missionFromRow);
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
