import { newId } from '../../shared/ids.ts';
import { err, ok, type Result } from '../../shared/result.ts';
import { startRun, type MissionRun } from '../domain/mission-run.entity.ts';
import { acceptsRuns, opensLater } from '../domain/mission.entity.ts';
import {
  ClaimRewardsFirst,
  MembersOnly,
  MissionNotFound,
  MissionNotOpen,
  MissionRunNotFound,
  NoRepeatsLeft,
  RunEnded,
  RunInProgress,
} from '../domain/missions.errors.ts';
import { mayRepeat } from '../domain/repeat-count.ts';
import { mayTakePart } from './may-take-part.ts';
import { scheduleReminder } from './mission-reminder.ts';
import type { MissionsDeps } from './missions-deps.ts';

export interface StartNextRepeatInput {
  missionId: string;
  /** The signed-in creator (from the session). */
  creatorId: string;
}
export type StartNextRepeatError =
  MissionNotFound | MissionRunNotFound | MissionNotOpen | ClaimRewardsFirst | RunInProgress | RunEnded | NoRepeatsLeft | MembersOnly;

type Deps = Pick<MissionsDeps, 'missions' | 'runs' | 'programs' | 'vip' | 'jobs' | 'clock'>;

/** Why the latest run stops a repeat, or null when it was completed (rewards claimed). */
function blockerOf(latest: MissionRun): StartNextRepeatError | null {
  if (latest.state === 'completed') return null;
  // Spec: rewards must be claimed before repeating.
  if (latest.state === 'claimReward') return new ClaimRewardsFirst();
  if (latest.state === 'active' || latest.state === 'review') return new RunInProgress();
  return new RunEnded();
}

export class StartNextRepeat {
  private readonly deps: Deps;

  constructor(deps: Deps) {
    this.deps = deps;
  }

  async execute(input: StartNextRepeatInput): Promise<Result<MissionRun, StartNextRepeatError>> {
    const mission = await this.deps.missions.findById(input.missionId);
    if (!mission) return err(new MissionNotFound());
    const latest = await this.deps.runs.findLatest(mission.id, input.creatorId);
    if (!latest) return err(new MissionRunNotFound());
    const blocker = blockerOf(latest);
    if (blocker) return err(blocker);
    // Every earlier run was completed before the next could start, so the latest number is the count.
    if (!mayRepeat(mission.repeatCount, latest.repeatNumber)) return err(new NoRepeatsLeft());
    if (!(await mayTakePart(this.deps, mission, input.creatorId))) return err(new MembersOnly());
    const now = this.deps.clock.now();
    if (!acceptsRuns(mission, now)) return err(new MissionNotOpen(opensLater(mission, now)));
    const run = startRun(newId(), mission.id, input.creatorId, latest.repeatNumber + 1, now);
    await this.deps.runs.save(run);
    await scheduleReminder(this.deps, mission, run);
    return ok(run);
  }
}
