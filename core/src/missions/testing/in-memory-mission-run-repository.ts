import type { MissionRun } from '../domain/mission-run.entity.ts';
import type { MissionRunRepositoryPort } from '../ports/mission-run-repository.port.ts';

/** Twin of the database repository: one run per mission, creator and repeat number, as the unique index demands. */
export class InMemoryMissionRunRepository implements MissionRunRepositoryPort {
  readonly #runs = new Map<string, MissionRun>();

  async findById(id: string): Promise<MissionRun | null> {
    const run = this.#runs.get(id);
    return run ? structuredClone(run) : null;
  }

  async findLatest(missionId: string, creatorId: string): Promise<MissionRun | null> {
    const runs = [...this.#runs.values()].filter((r) => r.missionId === missionId && r.creatorId === creatorId);
    const latest = runs.sort((a, b) => b.repeatNumber - a.repeatNumber)[0];
    return latest ? structuredClone(latest) : null;
  }

  async save(run: MissionRun): Promise<void> {
    const clash = [...this.#runs.values()].find(
      (r) => r.id !== run.id && r.missionId === run.missionId && r.creatorId === run.creatorId && r.repeatNumber === run.repeatNumber,
    );
    if (clash) throw new Error(`Run ${run.repeatNumber} of mission ${run.missionId} already exists for ${run.creatorId}.`);
    this.#runs.set(run.id, structuredClone(run));
  }
}
