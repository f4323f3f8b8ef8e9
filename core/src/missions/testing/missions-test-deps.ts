import { SettableClock } from '../../shared/testing/settable-clock.ts';
import { RecordedCompanyEvents } from '../../shared/testing/recorded-company-events.ts';
import type { MissionsDeps } from '../application/missions-deps.ts';
import type { Mission } from '../domain/mission.entity.ts';
import type { MissionRun } from '../domain/mission-run.entity.ts';
import { COMPANY_ID, MISSION_NOW, PROGRAM_ID } from './builders.ts';
import { FixedMissionProgress } from './fixed-mission-progress.ts';
import { InMemoryCreatorProgramLookup } from './in-memory-creator-program-lookup.ts';
import { InMemoryJobScheduler } from './in-memory-job-scheduler.ts';
import { InMemoryMissionCreators } from './in-memory-mission-creators.ts';
import { InMemoryMissionClicks } from './in-memory-mission-clicks.ts';
import { RecordingMailer } from '../../shared/testing/recording-mailer.ts';
import { InMemoryMissionRepository } from './in-memory-mission-repository.ts';
import { InMemoryMissionRunRepository } from './in-memory-mission-run-repository.ts';
import { InMemoryRewardCodes } from './in-memory-reward-codes.ts';
import { InMemoryCreatorFeed } from './in-memory-creator-feed.ts';
import { InMemoryMissionVip } from './in-memory-mission-vip.ts';

export type MissionsTestDeps = ReturnType<typeof missionsTestDeps>;

/** Fresh twins with the builders' program already present and the clock at MISSION_NOW. */
export function missionsTestDeps(now: Date = MISSION_NOW) {
  const programs = new InMemoryCreatorProgramLookup();
  programs.add({ id: PROGRAM_ID, companyId: COMPANY_ID });
  // The builders' creator is an accepted member; tests of outsiders use another id.
  programs.accept(PROGRAM_ID, 'creator-1');
  return {
    missions: new InMemoryMissionRepository(),
    runs: new InMemoryMissionRunRepository(),
    programs,
    vip: new InMemoryMissionVip(),
    progress: new FixedMissionProgress(),
    codes: new InMemoryRewardCodes(),
    jobs: new InMemoryJobScheduler(),
    creators: new InMemoryMissionCreators(),
    mailer: new RecordingMailer(),
    clicks: new InMemoryMissionClicks(),
    feed: new InMemoryCreatorFeed(),
    clock: new SettableClock(now),
    events: new RecordedCompanyEvents(),
  } satisfies MissionsDeps;
}

export async function seedMission(deps: MissionsTestDeps, mission: Mission, ...runs: MissionRun[]): Promise<void> {
  await deps.missions.save(mission);
  for (const run of runs) await deps.runs.save(run);
}
