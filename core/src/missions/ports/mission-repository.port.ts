import type { Mission } from '../domain/mission.entity.ts';

export interface MissionRepositoryPort {
  findById(id: string): Promise<Mission | null>;
  findByIds(ids: readonly string[]): Promise<Mission[]>;
  /** Every mission of a program, newest first (a program has tens, not thousands). */
  listByProgram(programId: string): Promise<Mission[]>;
  /** Inserts or updates, replacing criteria and rewards (merchandise granted counts change on claims). */
  save(mission: Mission): Promise<void>;
}
