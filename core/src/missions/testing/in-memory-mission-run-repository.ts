import { encodeCursor, keysetPage } from '../../shared/keyset.ts';
import type { PageRequest } from '../../shared/page.ts';
import type { MissionRun } from '../domain/mission-run.entity.ts';
import type { MissionRunState } from '../domain/mission-run.machine.ts';
import { missionRunKey } from '../domain/mission-orders.ts';
import type { MissionRunRepositoryPort } from '../ports/mission-run-repository.port.ts';

/** Twin of the database repository: one run per mission, creator and repeat number, as the unique index demands. */
export class InMemoryMissionRunRepository implements MissionRunRepositoryPort {
  readonly #runs = new Map<string, MissionRun>();

  async findById(id: string): Promise<MissionRun | null> {
    const run = this.#runs.get(id);
    return run ? structuredClone(run) : null;
  }

  async findByIds(ids: readonly string[]): Promise<MissionRun[]> {
    return ids.flatMap((id) => {
      const run = this.#runs.get(id);
      return run ? [structuredClone(run)] : [];
    });
  }

  async findLatest(missionId: string, creatorId: string): Promise<MissionRun | null> {
    const runs = [...this.#runs.values()].filter((r) => r.missionId === missionId && r.creatorId === creatorId);
    const latest = runs.sort((a, b) => b.repeatNumber - a.repeatNumber)[0];
    return latest ? structuredClone(latest) : null;
  }

  async findLatestOfCreator(creatorId: string, missionIds: readonly string[]): Promise<MissionRun[]> {
    const latest = await Promise.all([...new Set(missionIds)].map((missionId) => this.findLatest(missionId, creatorId)));
    return latest.flatMap((run) => run ?? []);
  }

  async listByMission(missionId: string, states: readonly MissionRunState[], page: PageRequest): Promise<MissionRun[]> {
    const listed = [...this.#runs.values()].filter((r) => r.missionId === missionId && states.includes(r.state));
    return keysetPage(listed, missionRunKey, page).map((r) => structuredClone(r));
  }

  async listByMissions(missionIds: readonly string[], states: readonly MissionRunState[], page: PageRequest): Promise<MissionRun[]> {
    const listed = [...this.#runs.values()].filter((r) => missionIds.includes(r.missionId) && states.includes(r.state));
    return keysetPage(listed, missionRunKey, page).map((r) => structuredClone(r));
  }

  async listByCreator(creatorId: string): Promise<MissionRun[]> {
    return [...this.#runs.values()]
      .filter((r) => r.creatorId === creatorId)
      .sort((a, b) => b.joinedAt.getTime() - a.joinedAt.getTime() || a.id.localeCompare(b.id))
      .map((r) => structuredClone(r));
  }

  async countByState(missionId: string): Promise<Readonly<Partial<Record<MissionRunState, number>>>> {
    const counts: Partial<Record<MissionRunState, number>> = {};
    for (const r of this.#runs.values()) if (r.missionId === missionId) counts[r.state] = (counts[r.state] ?? 0) + 1;
    return counts;
  }

  cursorOf(run: MissionRun): string {
    return encodeCursor(missionRunKey(run));
  }

  async save(run: MissionRun): Promise<void> {
    const clash = [...this.#runs.values()].find(
      (r) => r.id !== run.id && r.missionId === run.missionId && r.creatorId === run.creatorId && r.repeatNumber === run.repeatNumber,
    );
    if (clash) throw new Error(`Run ${run.repeatNumber} of mission ${run.missionId} already exists for ${run.creatorId}.`);
    this.#runs.set(run.id, structuredClone(run));
  }
}
