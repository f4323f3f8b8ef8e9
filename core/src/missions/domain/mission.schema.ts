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

/** The mission setup wizard (General, Completion criteria, Rewards) as one input. */
export const missionSchema = v.pipe(
  v.object({
    name: requiredText('Name', MISSION_NAME_MAX),
    description: requiredText('Description', MISSION_DESCRIPTION_MAX),
    kit: optionalText('Mission kit', MISSION_KIT_MAX),
    gameIds: v.array(v.pipe(v.string(), v.nonEmpty())),
    startDate: isoDate('Start date'),
    endDate: v.optional(v.nullable(isoDate('End date')), null),
    automaticReview: v.boolean(),
    repeatCount: repeatCountSchema,
    proRatedFromPercent: v.optional(v.nullable(wholeNumber('Lowest share of the target', PRO_RATED_FROM_MIN, PRO_RATED_FROM_MAX)), null),
    criteria: completionCriteriaSchema,
    rewards: missionRewardsSchema,
  }),
  v.forward(
    v.check((m) => m.endDate === null || m.endDate > m.startDate, 'The end date must be after the start date.'),
    ['endDate'],
  ),
);
export type MissionInput = v.InferInput<typeof missionSchema>;
export type MissionFields = v.InferOutput<typeof missionSchema>;
