import * as v from 'valibot';
import { newId } from '../../shared/ids.ts';
import { err, ok, type Result } from '../../shared/result.ts';
import type { CompletionCriterion, CriteriaGroup } from '../domain/completion-criteria.ts';
import type { criterionSchema } from '../domain/completion-criterion.schema.ts';
import { parseFields } from '../domain/field-parse.ts';
import type { missionRewardSchema } from '../domain/mission-reward.schema.ts';
import type { MissionReward } from '../domain/mission-reward.ts';
import type { Mission } from '../domain/mission.entity.ts';
import { missionSchema, type MissionFields, type MissionInput } from '../domain/mission.schema.ts';
import { CreatorProgramRequired, type InvalidMissionField } from '../domain/missions.errors.ts';
import type { MissionsDeps } from './missions-deps.ts';

export interface CreateMissionInput extends MissionInput {
  /** The acting user's company (from the session). */
  companyId: string;
  programId: string;
}

type Deps = Pick<MissionsDeps, 'missions' | 'programs' | 'clock'>;

const withId = (criterion: v.InferOutput<typeof criterionSchema>): CompletionCriterion => ({ id: newId(), ...criterion });

function toReward(reward: v.InferOutput<typeof missionRewardSchema>): MissionReward {
  if (reward.kind === 'merchandise') return { id: newId(), ...reward, grantedCount: 0 };
  if (reward.kind === 'custom') {
    // The agreement is a confirmation at setup, not part of the reward.
    const { agreement: _agreement, ...rest } = reward;
    return { id: newId(), ...rest };
  }
  return { id: newId(), ...reward };
}

const toGroups = (fields: MissionFields): CriteriaGroup[] =>
  fields.criteria.map((group) => ({ operator: group.operator, criteria: group.criteria.map(withId) }));

export class CreateMission {
  private readonly deps: Deps;

  constructor(deps: Deps) {
    this.deps = deps;
  }

  async execute(input: CreateMissionInput): Promise<Result<Mission, CreatorProgramRequired | InvalidMissionField>> {
    // Missions belong to the Creator Program: without one owned by this company there is nowhere to put it.
    const program = await this.deps.programs.findProgram(input.programId);
    if (!program || program.companyId !== input.companyId) return err(new CreatorProgramRequired());
    const fields = parseFields(missionSchema, input);
    if (!fields.ok) return fields;
    const mission: Mission = {
      id: newId(),
      companyId: input.companyId,
      programId: program.id,
      name: fields.value.name,
      description: fields.value.description,
      gameIds: fields.value.gameIds,
      startDate: fields.value.startDate,
      endDate: fields.value.endDate,
      automaticReview: fields.value.automaticReview,
      repeatCount: fields.value.repeatCount,
      criteria: toGroups(fields.value),
      rewards: fields.value.rewards.map(toReward),
      published: false,
      createdAt: this.deps.clock.now(),
    };
    await this.deps.missions.save(mission);
    return ok(mission);
  }
}
