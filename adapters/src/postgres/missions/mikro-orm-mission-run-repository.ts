import { encodeCursor } from '@lurkit/core/shared/keyset.ts';
import type { PageRequest } from '@lurkit/core/shared/page.ts';
import type { MissionRun } from '@lurkit/core/missions/domain/mission-run.entity.ts';
import type { MissionRunState } from '@lurkit/core/missions/domain/mission-run.machine.ts';
import { missionRunKey } from '@lurkit/core/missions/domain/mission-orders.ts';
import type { MissionRunRepositoryPort } from '@lurkit/core/missions/ports/mission-run-repository.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { inOrder, keysetIds, ms } from '../programs/keyset-query.ts';
import { findRowById, findRowsByIds, isUuid, unitOfWork } from '../shared/unit-of-work.ts';
import { MissionRunEntity } from './mission.entity.ts';
import { runFromRow, runToRow } from './missions.mappers.ts';

export class MikroOrmMissionRunRepository implements MissionRunRepositoryPort {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  findById(id: string): Promise<MissionRun | null> {
    return findRowById(this.#em, MissionRunEntity, id, runFromRow);
  }

  findByIds(ids: readonly string[]): Promise<MissionRun[]> {
    return findRowsByIds(this.#em, MissionRunEntity, ids, runFromRow);
  }

  async findLatest(missionId: string, creatorId: string): Promise<MissionRun | null> {
    if (!isUuid(missionId) || !isUuid(creatorId)) return null;
    const row = await unitOfWork(this.#em).findOne(
      MissionRunEntity,
      { mission: missionId, creator: creatorId },
      { orderBy: { repeatNumber: 'desc' } },
    );
    return row ? runFromRow(row) : null;
  }

  async findLatestOfCreator(creatorId: string, missionIds: readonly string[]): Promise<MissionRun[]> {
    const valid = [...new Set(missionIds.filter(isUuid))];
    if (!isUuid(creatorId) || valid.length === 0) return [];
    const rows = await unitOfWork(this.#em).execute<{ id: string }[]>(
      `select distinct on (mission_id) id from mission_run where creator_id = ? and mission_id in (?) order by mission_id, repeat_number desc`,
      [creatorId, valid],
    );
    return this.findByIds(rows.map((r) => r.id));
  }

  async listByMission(missionId: string, states: readonly MissionRunState[], page: PageRequest): Promise<MissionRun[]> {
    if (!isUuid(missionId) || states.length === 0) return [];
    const ids = await keysetIds(
      this.#em,
      { table: 'mission_run', order: ms('joined_at'), where: ['mission_id = ?', 'state in (?)'], params: [missionId, states] },
      page,
    );
    return inOrder(ids, await this.findByIds(ids));
  }

  async listByMissions(missionIds: readonly string[], states: readonly MissionRunState[], page: PageRequest): Promise<MissionRun[]> {
    const valid = [...new Set(missionIds.filter(isUuid))];
    if (valid.length === 0 || states.length === 0) return [];
    const ids = await keysetIds(
      this.#em,
      { table: 'mission_run', order: ms('joined_at'), where: ['mission_id in (?)', 'state in (?)'], params: [valid, states] },
      page,
    );
    return inOrder(ids, await this.findByIds(ids));
  }

  async listByCreator(creatorId: string): Promise<MissionRun[]> {
    if (!isUuid(creatorId)) return [];
    const rows = await unitOfWork(this.#em).find(MissionRunEntity, { creator: creatorId }, { orderBy: { joinedAt: 'desc', id: 'asc' } });
    return rows.map(runFromRow);
  }

  async countByState(missionId: string): Promise<Readonly<Partial<Record<MissionRunState, number>>>> {
    if (!isUuid(missionId)) return {};
    const rows = await unitOfWork(this.#em).execute<{ state: MissionRunState; count: string | number }[]>(
      'select state, count(*) as count from mission_run where mission_id = ? group by state',
      [missionId],
    );
    return Object.fromEntries(rows.map((r) => [r.state, Number(r.count)]));
  }

  cursorOf(run: MissionRun): string {
    return encodeCursor(missionRunKey(run));
  }

  async save(run: MissionRun): Promise<void> {
    await unitOfWork(this.#em).upsert(MissionRunEntity, runToRow(run), {
      onConflictFields: ['id'],
      onConflictAction: 'merge',
      onConflictExcludeFields: ['id', 'mission', 'creator', 'repeatNumber', 'joinedAt'],
    });
  }
}
