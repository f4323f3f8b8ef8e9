import type { Mission } from '../domain/mission.entity.ts';

export interface MissionRepositoryPort {
  findById(id: string): Promise<Mission | null>;
  findByIds(ids: readonly string[]): Promise<Mission[]>;
  /**
   * Every mission of a program, newest first (a program has tens, not thousands). Archived missions are
   * left out unless asked for: they leave the lists, but their runs may still be open (spec 6).
   */
  listByProgram(programId: string, options?: { includeArchived?: boolean }): Promise<Mission[]>;
  /** Inserts or updates, replacing criteria and rewards (merchandise granted counts change on claims). */
  save(mission: Mission): Promise<void>;
}
