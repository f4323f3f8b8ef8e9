/** The missions context's door: what other contexts of this layer may import from it. */
export { useCompanyMissions, useMyMissionRuns, useProgramMissions } from './hooks/use-missions.ts';
export { type MyMissionRun } from './operations/creator-missions.operations.ts';
export { MissionRunFields } from './operations/mission.fragments.ts';
