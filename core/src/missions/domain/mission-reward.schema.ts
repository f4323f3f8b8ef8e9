import * as v from 'valibot';
import { platformSchema } from '../../shared/platform.schema.ts';
import { optionalText, requiredText, webUrl, wholeNumber } from './text.schema.ts';

/** Our choices where the spec is silent. */
export const REWARD_NAME_MAX = 100;
export const REWARD_DESCRIPTION_MAX = 2000;
export const REWARD_MESSAGE_MAX = 2000;
export const MERCHANDISE_ITEMS_MAX = 100_000;
export const CODES_PER_REWARD_MAX = 100;

export const merchandiseRewardSchema = v.object({
  kind: v.literal('merchandise'),
  name: requiredText('Name', REWARD_NAME_MAX),
  imageUrl: webUrl('Image'),
  // Spec: merchandise needs at least one item.
  numberOfItems: wholeNumber('Number of items', 1, MERCHANDISE_ITEMS_MAX),
  message: optionalText('Message', REWARD_MESSAGE_MAX),
  collectAddress: v.boolean(),
});

export const customRewardSchema = v.object({
  kind: v.literal('custom'),
  name: requiredText('Name', REWARD_NAME_MAX),
  description: requiredText('Description', REWARD_DESCRIPTION_MAX),
  imageUrl: v.pipe(
    v.optional(v.nullable(v.string()), null),
    v.transform((u) => u?.trim() || null),
    v.nullable(webUrl('Image')),
  ),
  message: optionalText('Message', REWARD_MESSAGE_MAX),
  // The company confirms it will deliver a reward the platform cannot hand out itself.
  agreement: v.literal(true, 'You must confirm the agreement to offer a custom reward.'),
});

export const codeDistributionRuleSchema = v.object({
  kind: v.literal('codes'),
  itemId: v.pipe(v.string('Choose a Code Manager item.'), v.trim(), v.nonEmpty('Choose a Code Manager item.'), v.maxLength(64)),
  platforms: v.pipe(
    v.array(platformSchema),
    v.minLength(1, 'Choose at least one platform.'),
    // The same platform twice would be one choice shown twice.
    v.transform((platforms) => [...new Set(platforms)]),
  ),
  // Spec: a code distribution rule gives at least one code.
  numberOfCodes: wholeNumber('Number of codes', 1, CODES_PER_REWARD_MAX),
});

export const missionRewardSchema = v.variant(
  'kind',
  [merchandiseRewardSchema, customRewardSchema, codeDistributionRuleSchema],
  'Choose a reward type.',
);

export const missionRewardsSchema = v.pipe(v.array(missionRewardSchema), v.minLength(1, 'Add at least one reward.'));
export type MissionRewardInput = v.InferInput<typeof missionRewardSchema>;
