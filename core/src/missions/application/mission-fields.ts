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
import { InvalidMissionField } from '../domain/missions.errors.ts';
import type { MissionsDeps } from './missions-deps.ts';

type CriterionFields = v.InferOutput<typeof criterionSchema>;
type RewardFields = v.InferOutput<typeof missionRewardSchema>;

/**
 * The wizard's criteria as stored. An edit keeps the id of the criterion in the same place with the same
 * metric type, so clicks and custom submissions already counted against it stay attached.
 */
export function toGroups(criteria: MissionFields['criteria'], before: readonly CriteriaGroup[]): CriteriaGroup[] {
  return criteria.map((group, g) => ({
    operator: group.operator,
    criteria: group.criteria.map((criterion: CriterionFields, c): CompletionCriterion => {
      const previous = before[g]?.criteria[c];
      const id = previous && previous.metricType === criterion.metricType ? previous.id : newId();
      return { id, ...criterion } as CompletionCriterion;
    }),
  }));
}

/** Rewards as stored; an edit keeps the id and granted count of the reward in the same place and of the same kind. */
export function toRewards(rewards: MissionFields['rewards'], before: readonly MissionReward[]): MissionReward[] {
  return rewards.map((reward: RewardFields, i): MissionReward => {
    const previous = before[i]?.kind === reward.kind ? before[i] : undefined;
    const id = previous?.id ?? newId();
    if (reward.kind === 'merchandise') {
      const granted = previous?.kind === 'merchandise' ? previous.grantedCount : 0;
      return { id, ...reward, grantedCount: granted };
    }
    if (reward.kind === 'custom') {
      // The agreement is a confirmation at setup, not part of the reward.
      const { agreement: _agreement, ...rest } = reward;
      return { id, ...rest };
    }
    return { id, ...reward };
  });
}

/** Every code reward draws on the company's own Code Manager. */
export async function ownCodeRewards(
  deps: Pick<MissionsDeps, 'codes'>,
  companyId: string,
  rewards: MissionFields['rewards'],
): Promise<Result<true, InvalidMissionField>> {
  for (const [i, reward] of rewards.entries()) {
    if (reward.kind === 'codes' && !(await deps.codes.ownsItem(companyId, reward.itemId))) {
      return err(new InvalidMissionField(`rewards.${i}.itemId`, 'Choose an item from your Code Manager.'));
    }
  }
  return ok(true);
}

export type MissionSetup = Pick<
  Mission,
  | 'name'
  | 'description'
  | 'kit'
  | 'gameIds'
  | 'startDate'
  | 'endDate'
  | 'automaticReview'
  | 'repeatCount'
  | 'proRatedFromPercent'
  | 'criteria'
  | 'rewards'
>;

/** Parses the whole wizard and checks every code reward draws on the company's own Code Manager. */
export async function missionSetup(
  deps: Pick<MissionsDeps, 'codes'>,
  companyId: string,
  input: MissionInput | Readonly<Record<string, unknown>>,
  before: Pick<Mission, 'criteria' | 'rewards'> = { criteria: [], rewards: [] },
): Promise<Result<MissionSetup, InvalidMissionField>> {
  const fields = parseFields(missionSchema, input);
  if (!fields.ok) return fields;
  const owned = await ownCodeRewards(deps, companyId, fields.value.rewards);
  if (!owned.ok) return owned;
  const { name, description, kit, gameIds, startDate, endDate, automaticReview, repeatCount, proRatedFromPercent } = fields.value;
  return ok({
    name,
    description,
    kit,
    gameIds,
    startDate,
    endDate,
    automaticReview,
    repeatCount,
    proRatedFromPercent,
    criteria: toGroups(fields.value.criteria, before.criteria),
    rewards: toRewards(fields.value.rewards, before.rewards),
  });
}

export const MISSION_ENDED_JOB = 'mission.ended';

/** When the mission ends, its unfinished runs expire: one job per mission, moved when the end date moves. */
export async function scheduleMissionEnd(deps: Pick<MissionsDeps, 'jobs'>, mission: Mission): Promise<void> {
  if (mission.endDate === null) {
    await deps.jobs.cancel(MISSION_ENDED_JOB, mission.id);
    return;
  }
  await deps.jobs.schedule({
    name: MISSION_ENDED_JOB,
    payload: { missionId: mission.id },
    runAt: mission.endDate,
    singletonKey: mission.id,
  });
}
