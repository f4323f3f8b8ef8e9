import type { Mission } from '../domain/mission.entity.ts';
import type { MissionRepositoryPort } from '../ports/mission-repository.port.ts';

/** Twin of the database repository; stores copies so callers cannot change what is stored. */
export class InMemoryMissionRepository implements MissionRepositoryPort {
  readonly #missions = new Map<string, Mission>();

  async findById(id: string): Promise<Mission | null> {
    const mission = this.#missions.get(id);
    return mission ? structuredClone(mission) : null;
  }

  async findByIds(ids: readonly string[]): Promise<Mission[]> {
    return ids.flatMap((id) => {
      const mission = this.#missions.get(id);
      return mission ? [structuredClone(mission)] : [];
    });
  }

  async listByProgram(programId: string): Promise<Mission[]> {
    return [...this.#missions.values()]
      .filter((m) => m.programId === programId)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || a.id.localeCompare(b.id))
      .map((m) => structuredClone(m));
  }

  async save(mission: Mission): Promise<void> {
    this.#missions.set(mission.id, structuredClone(mission));
  }
}
