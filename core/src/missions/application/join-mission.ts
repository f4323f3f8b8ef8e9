import type { UserType } from '../../accounts/domain/account-fields.schema.ts';
import { newId } from '../../shared/ids.ts';
import { err, ok, type Result } from '../../shared/result.ts';
import { startRun, type MissionRun } from '../domain/mission-run.entity.ts';
import { acceptsRuns, opensLater } from '../domain/mission.entity.ts';
import {
  AlreadyJoinedMission,
  MembersOnly,
  MissionNotFound,
  MissionNotOpen,
  OnlyCreatorsCanJoinMissions,
} from '../domain/missions.errors.ts';
import { mayTakePart } from './may-take-part.ts';
import { scheduleReminder } from './mission-reminder.ts';
import type { MissionsDeps } from './missions-deps.ts';

export interface JoinMissionInput {
  missionId: string;
  /** The signed-in user and their type, from the session. */
  userId: string;
  userType: UserType;
}
export type JoinMissionError = MissionNotFound | OnlyCreatorsCanJoinMissions | MembersOnly | MissionNotOpen | AlreadyJoinedMission;

type Deps = Pick<MissionsDeps, 'missions' | 'runs' | 'programs' | 'vip' | 'jobs' | 'clock'>;

export class JoinMission {
  private readonly deps: Deps;

  constructor(deps: Deps) {
    this.deps = deps;
  }

  async execute(input: JoinMissionInput): Promise<Result<MissionRun, JoinMissionError>> {
    const mission = await this.deps.missions.findById(input.missionId);
    if (!mission) return err(new MissionNotFound());
    if (input.userType !== 'Creator') return err(new OnlyCreatorsCanJoinMissions());
    if (!(await mayTakePart(this.deps, mission, input.userId))) return err(new MembersOnly());
    const now = this.deps.clock.now();
    if (!acceptsRuns(mission, now)) return err(new MissionNotOpen(opensLater(mission, now)));
    // Later runs are repeats (StartNextRepeat), which first need the rewards claimed.
    if (await this.deps.runs.findLatest(mission.id, input.userId)) return err(new AlreadyJoinedMission());
    const run = startRun(newId(), mission.id, input.userId, 1, now);
    await this.deps.runs.save(run);
    await scheduleReminder(this.deps, mission, run);
    return ok(run);
  }
}
