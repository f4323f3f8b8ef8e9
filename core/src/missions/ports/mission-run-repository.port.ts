import type { PageRequest } from '../../shared/page.ts';
import type { MissionRun } from '../domain/mission-run.entity.ts';
import type { MissionRunState } from '../domain/mission-run.machine.ts';

/** A creator's runs of a mission are numbered 1, 2, ... and unique per number. */
export interface MissionRunRepositoryPort {
  findById(id: string): Promise<MissionRun | null>;
  findByIds(ids: readonly string[]): Promise<MissionRun[]>;
  /** The run with the highest repeat number, or null when the creator never joined. */
  findLatest(missionId: string, creatorId: string): Promise<MissionRun | null>;
  /** The creator's latest run of each of these missions (a program's missions page). */
  findLatestOfCreator(creatorId: string, missionIds: readonly string[]): Promise<MissionRun[]>;
  /** One tab of a mission's participants (states), earliest join first. */
  listByMission(missionId: string, states: readonly MissionRunState[], page: PageRequest): Promise<MissionRun[]>;
  /** One tab across several missions (a company's creator management), earliest join first. */
  listByMissions(missionIds: readonly string[], states: readonly MissionRunState[], page: PageRequest): Promise<MissionRun[]>;
  /** Every run of a creator, latest join first. */
  listByCreator(creatorId: string): Promise<MissionRun[]>;
  countByState(missionId: string): Promise<Readonly<Partial<Record<MissionRunState, number>>>>;
  cursorOf(run: MissionRun): string;
  /** Inserts or updates. */
  save(run: MissionRun): Promise<void>;
}
