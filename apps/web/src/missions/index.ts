/** The missions context's door: what other contexts of this layer may import from it. */
export { useCompanyMissions, useMyMissionRuns, useProgramMissions, usePublicProgramMissions } from './hooks/use-missions.ts';
export { type MyMissionRun } from './operations/creator-missions.operations.ts';
export { MissionRunFields } from './operations/mission.fragments.ts';
export { MissionDealsList, OpenMissionsList } from './pages/MissionDealsList.tsx';
export { MISSION_RUN_COLUMNS } from './pages/mission-run-columns.tsx';
