import * as v from 'valibot';
import { completionCriteriaSchema } from './completion-criterion.schema.ts';
import { missionRewardsSchema } from './mission-reward.schema.ts';
import { repeatCountSchema } from './repeat-count.ts';
import { optionalText, requiredText, wholeNumber } from './text.schema.ts';

/** Our choices: the spec gives no lengths for a mission's name and description. */
export const MISSION_NAME_MAX = 100;
export const MISSION_DESCRIPTION_MAX = 5000;
export const MISSION_KIT_MAX = 5000;
/** Pro-rated rewards pay from this share of the target at the lowest (a whole target is 100). */
export const PRO_RATED_FROM_MIN = 1;
export const PRO_RATED_FROM_MAX = 99;

const isoDate = (label: string) =>
  v.pipe(
    v.string(`${label} is required.`),
    v.isoTimestamp(`${label} must be a date and time.`),
    v.transform((s) => new Date(s)),
  );

const generalEntries = {
  name: requiredText('Name', MISSION_NAME_MAX),
  description: requiredText('Description', MISSION_DESCRIPTION_MAX),
  kit: optionalText('Mission kit', MISSION_KIT_MAX),
  gameIds: v.array(v.pipe(v.string(), v.nonEmpty())),
  startDate: isoDate('Start date'),
  endDate: v.optional(v.nullable(isoDate('End date')), null),
  automaticReview: v.boolean(),
  repeatCount: repeatCountSchema,
};

const rewardsEntries = {
  proRatedFromPercent: v.optional(v.nullable(wholeNumber('Lowest share of the target', PRO_RATED_FROM_MIN, PRO_RATED_FROM_MAX)), null),
  rewards: missionRewardsSchema,
};

const END_BEFORE_START = 'The end date must be after the start date.';

/** The mission setup wizard (General, Completion criteria, Rewards) as one input. */
export const missionSchema = v.pipe(
  v.object({ ...generalEntries, criteria: completionCriteriaSchema, ...rewardsEntries }),
  v.forward(
    v.check((m) => m.endDate === null || m.endDate > m.startDate, END_BEFORE_START),
    ['endDate'],
  ),
);
export type MissionInput = v.InferInput<typeof missionSchema>;
export type MissionFields = v.InferOutput<typeof missionSchema>;

export const MISSION_STEPS = ['general', 'criteria', 'rewards'] as const;
export type MissionStep = (typeof MISSION_STEPS)[number];

/** Each wizard step alone, with the same rules as the whole wizard (the end date still follows the start). */
export const MISSION_STEP_SCHEMAS = {
  general: v.pipe(
    v.object(generalEntries),
    v.forward(
      v.check((m) => m.endDate === null || m.endDate > m.startDate, END_BEFORE_START),
      ['endDate'],
    ),
  ),
  criteria: v.object({ criteria: completionCriteriaSchema }),
  rewards: v.object(rewardsEntries),
};
