import type { KeysetKey } from '../../shared/keyset.ts';
import type { MissionRun } from './mission-run.entity.ts';

/** A mission's participants table, earliest join first; the PostgreSQL adapter sorts by the same key. */
export const missionRunKey = (run: MissionRun): KeysetKey => [run.joinedAt.getTime(), run.id];
