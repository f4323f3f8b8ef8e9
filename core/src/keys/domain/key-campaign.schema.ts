import * as v from 'valibot';
import { platformSchema } from '../../shared/platform.schema.ts';

export const KEY_CAMPAIGN_VISIBILITIES = ['discoverable', 'hidden'] as const;
/** Our choices: the spec gives no lengths. */
export const KEY_CAMPAIGN_NAME_MAX_LENGTH = 120;
export const SPECIAL_INSTRUCTIONS_MAX_LENGTH = 5000;

const date = v.pipe(
  v.union([
    v.date(),
    v.pipe(
      v.string(),
      v.isoTimestamp('Enter a valid date.'),
      v.transform((s) => new Date(s)),
    ),
  ]),
);
const optionalDate = v.optional(v.nullable(date), null);
const count = v.pipe(
  v.number(),
  v.integer('Keys per platform must be a whole number.'),
  v.minValue(0, 'Keys per platform cannot be negative.'),
);

/** The Key campaign form (spec 3), shared with the UI. Publish checks live in the publishing context. */
export const keyCampaignSchema = v.pipe(
  v.object({
    name: v.pipe(v.string(), v.trim(), v.nonEmpty('Name is required.'), v.maxLength(KEY_CAMPAIGN_NAME_MAX_LENGTH)),
    startDate: optionalDate,
    endDate: optionalDate,
    plannedRelease: optionalDate,
    platforms: v.optional(v.array(platformSchema), []),
    tags: v.optional(v.array(v.pipe(v.string(), v.trim(), v.nonEmpty())), []),
    media: v.optional(v.array(v.string()), []),
    keysPerPlatform: v.optional(v.record(v.string(), count), {}),
    specialInstructions: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(SPECIAL_INSTRUCTIONS_MAX_LENGTH)), ''),
    embargo: optionalDate,
    participationCriteria: v.optional(v.object({ minimumFollowers: v.optional(count, 0), minimumAverageViewers: v.optional(count, 0) }), {
      minimumFollowers: 0,
      minimumAverageViewers: 0,
    }),
    preLaunch: v.optional(v.boolean(), false),
    visibility: v.optional(v.picklist(KEY_CAMPAIGN_VISIBILITIES), 'discoverable'),
    codeItemId: v.optional(v.nullable(v.string()), null),
  }),
  v.forward(
    v.partialCheck(
      [['startDate'], ['endDate']],
      (input) => !input.startDate || !input.endDate || input.endDate > input.startDate,
      'The end date must be after the start date.',
    ),
    ['endDate'],
  ),
  v.forward(
    v.partialCheck(
      [['platforms'], ['keysPerPlatform']],
      (input) => Object.keys(input.keysPerPlatform).every((p) => input.platforms.includes(p)),
      'Keys can only be set for the campaign platforms.',
    ),
    ['keysPerPlatform'],
  ),
);
export type KeyCampaignInput = v.InferInput<typeof keyCampaignSchema>;
