import type { DomainError } from '../../shared/domain-error.ts';
import { err, ok, type Result } from '../../shared/result.ts';
import type { MissionRun } from '../domain/mission-run.entity.ts';
import { acceptsRuns } from '../domain/mission.entity.ts';
import { MissionNotFound } from '../domain/missions.errors.ts';
import type { ProgramAdmissionPort } from '../ports/program-admission.port.ts';
import { JoinMission } from './join-mission.ts';
import { mayTakePart } from './may-take-part.ts';
import type { MissionsDeps } from './missions-deps.ts';

type Deps = Pick<MissionsDeps, 'missions' | 'runs' | 'programs' | 'vip' | 'jobs' | 'clock'> & { admission: ProgramAdmissionPort };

/**
 * A creator accepts the company's invitation to a Mission (our rule): unless they may already take part
 * (a member, or VIP), they become a member of the Mission's Creator Program, then join the Mission,
 * in the transaction that records the answer. A Mission not open yet (upcoming) is joined later from
 * its page; one they already joined stays as it is. Null: no run was started now.
 */
export class JoinMissionByInvitation {
  private readonly deps: Deps;

  constructor(deps: Deps) {
    this.deps = deps;
  }

  async execute(input: { missionId: string; creatorId: string }): Promise<Result<MissionRun | null, DomainError>> {
    const mission = await this.deps.missions.findById(input.missionId);
    if (!mission) return err(new MissionNotFound());
    if (!(await mayTakePart(this.deps, mission, input.creatorId))) {
      const admitted = await this.deps.admission.admitInvited(mission.programId, input.creatorId);
      if (!admitted.ok) return admitted;
    }
    if (!acceptsRuns(mission, this.deps.clock.now()) || (await this.deps.runs.findLatest(mission.id, input.creatorId))) return ok(null);
    return new JoinMission(this.deps).execute({ missionId: mission.id, userId: input.creatorId, userType: 'Creator' });
  }
}
