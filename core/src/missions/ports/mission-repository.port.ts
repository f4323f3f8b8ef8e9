import type { Mission } from '../domain/mission.entity.ts';

export interface MissionRepositoryPort {
  findById(id: string): Promise<Mission | null>;
  /** Inserts or updates, replacing criteria and rewards (merchandise granted counts change on claims). */
  save(mission: Mission): Promise<void>;
}
