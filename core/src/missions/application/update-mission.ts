import { err, ok, type Result } from '../../shared/result.ts';
import type { Mission } from '../domain/mission.entity.ts';
import type { MissionInput } from '../domain/mission.schema.ts';
import { MissionLockedWhileHeld, MissionNotFound, type InvalidMissionField } from '../domain/missions.errors.ts';
import { missionSetup, scheduleMissionEnd } from './mission-fields.ts';
import type { MissionsDeps } from './missions-deps.ts';

/** The wizard's fields as the form sent them (checked here), with the acting user's company from the session. */
export type UpdateMissionInput = { missionId: string; companyId: string } & (MissionInput | Readonly<Record<string, unknown>>);

type Deps = Pick<MissionsDeps, 'missions' | 'codes' | 'jobs'>;

/** Saves the setup wizard whole; another company's mission reads as not found. */
export class UpdateMission {
  private readonly deps: Deps;

  constructor(deps: Deps) {
    this.deps = deps;
  }

  async execute(input: UpdateMissionInput): Promise<Result<Mission, MissionNotFound | MissionLockedWhileHeld | InvalidMissionField>> {
    const mission = await this.deps.missions.findById(input.missionId);
    if (!mission || mission.companyId !== input.companyId) return err(new MissionNotFound());
    // Staff review what was held, as for Key campaigns and Quests: a change now would be approved unseen.
    if (mission.heldForReview) return err(new MissionLockedWhileHeld());
    const setup = await missionSetup(this.deps, input.companyId, input, mission);
    if (!setup.ok) return setup;
    const updated: Mission = { ...mission, ...setup.value };
    await this.deps.missions.save(updated);
    await scheduleMissionEnd(this.deps, updated);
    return ok(updated);
  }
}
