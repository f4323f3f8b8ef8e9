import { err, ok, type Result } from '../../shared/result.ts';
import { parseFields } from '../domain/field-parse.ts';
import type { Mission } from '../domain/mission.entity.ts';
import { MISSION_STEP_SCHEMAS, type MissionStep } from '../domain/mission.schema.ts';
import { MissionLockedWhileHeld, MissionNotFound, type InvalidMissionField } from '../domain/missions.errors.ts';
import { ownCodeRewards, scheduleMissionEnd, toGroups, toRewards } from './mission-fields.ts';
import type { MissionsDeps } from './missions-deps.ts';

export type UpdateMissionStepError = MissionNotFound | MissionLockedWhileHeld | InvalidMissionField;

type Deps = Pick<MissionsDeps, 'missions' | 'codes' | 'jobs'>;

/** Saves one step of the mission setup wizard, whole or not at all; another company's mission reads as not found. */
export class UpdateMissionStep {
  private readonly deps: Deps;

  constructor(deps: Deps) {
    this.deps = deps;
  }

  async execute(input: {
    companyId: string;
    missionId: string;
    step: MissionStep;
    values: unknown;
  }): Promise<Result<Mission, UpdateMissionStepError>> {
    const mission = await this.deps.missions.findById(input.missionId);
    if (!mission || mission.companyId !== input.companyId) return err(new MissionNotFound());
    // Staff review what was held, as for Key campaigns and Quests: a change now would be approved unseen.
    if (mission.heldForReview) return err(new MissionLockedWhileHeld());
    const changed = await this.#apply(mission, input.step, input.values);
    if (!changed.ok) return changed;
    await this.deps.missions.save(changed.value);
    if (input.step === 'general') await scheduleMissionEnd(this.deps, changed.value);
    return changed;
  }

  async #apply(mission: Mission, step: MissionStep, values: unknown): Promise<Result<Mission, InvalidMissionField>> {
    switch (step) {
      case 'general': {
        const parsed = parseFields(MISSION_STEP_SCHEMAS.general, values);
        return parsed.ok ? ok({ ...mission, ...parsed.value }) : parsed;
      }
      case 'criteria': {
        const parsed = parseFields(MISSION_STEP_SCHEMAS.criteria, values);
        return parsed.ok ? ok({ ...mission, criteria: toGroups(parsed.value.criteria, mission.criteria) }) : parsed;
      }
      case 'rewards': {
        const parsed = parseFields(MISSION_STEP_SCHEMAS.rewards, values);
        if (!parsed.ok) return parsed;
        const owned = await ownCodeRewards(this.deps, mission.companyId, parsed.value.rewards);
        if (!owned.ok) return owned;
        const { proRatedFromPercent, rewards } = parsed.value;
        return ok({ ...mission, proRatedFromPercent, rewards: toRewards(rewards, mission.rewards) });
      }
    }
  }
}
