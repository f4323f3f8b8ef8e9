import type { Mission } from '../domain/mission.entity.ts';
import type { MissionRepositoryPort } from '../ports/mission-repository.port.ts';

/** Twin of the database repository; stores copies so callers cannot change what is stored. */
export class InMemoryMissionRepository implements MissionRepositoryPort {
  readonly #missions = new Map<string, Mission>();

  async findById(id: string): Promise<Mission | null> {
    const mission = this.#missions.get(id);
    return mission ? structuredClone(mission) : null;
  }

  async save(mission: Mission): Promise<void> {
    this.#missions.set(mission.id, structuredClone(mission));
  }
}
