import { newId } from '../../shared/ids.ts';
import { err, ok, type Result } from '../../shared/result.ts';
import type { Mission } from '../domain/mission.entity.ts';
import type { MissionInput } from '../domain/mission.schema.ts';
import { CreatorProgramRequired, type InvalidMissionField } from '../domain/missions.errors.ts';
import { missionSetup, scheduleMissionEnd } from './mission-fields.ts';
import type { MissionsDeps } from './missions-deps.ts';

/** The wizard's fields as the form sent them (checked here); the mission goes into the acting company's program. */
export type CreateMissionInput = { companyId: string } & (MissionInput | Readonly<Record<string, unknown>>);

type Deps = Pick<MissionsDeps, 'missions' | 'programs' | 'codes' | 'jobs' | 'clock'>;

export class CreateMission {
  private readonly deps: Deps;

  constructor(deps: Deps) {
    this.deps = deps;
  }

  async execute(input: CreateMissionInput): Promise<Result<Mission, CreatorProgramRequired | InvalidMissionField>> {
    // Missions belong to the Creator Program (spec 6): without one there is nowhere to put it.
    const program = await this.deps.programs.findProgramOfCompany(input.companyId);
    if (!program) return err(new CreatorProgramRequired());
    const setup = await missionSetup(this.deps, input.companyId, input);
    if (!setup.ok) return setup;
    const mission: Mission = {
      id: newId(),
      companyId: input.companyId,
      programId: program.id,
      ...setup.value,
      published: false,
      heldForReview: false,
      createdAt: this.deps.clock.now(),
    };
    await this.deps.missions.save(mission);
    await scheduleMissionEnd(this.deps, mission);
    return ok(mission);
  }
}
