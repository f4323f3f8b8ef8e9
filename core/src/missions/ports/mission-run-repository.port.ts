import type { MissionRun } from '../domain/mission-run.entity.ts';

/** A creator's runs of a mission are numbered 1, 2, ... and unique per number. */
export interface MissionRunRepositoryPort {
  findById(id: string): Promise<MissionRun | null>;
  /** The run with the highest repeat number, or null when the creator never joined. */
  findLatest(missionId: string, creatorId: string): Promise<MissionRun | null>;
  /** Inserts or updates. */
  save(run: MissionRun): Promise<void>;
}
