import * as v from 'valibot';
import { VIP_ACTIVATION_TYPES } from './vip-grant.entity.ts';

/** Our choice: long enough for "Nordic speedrunners, spring 2026", short enough for a menu. */
export const CREATOR_LIST_NAME_MAX = 80;
/** Our choice, as for invitations: one bulk action touches at most this many creators. */
export const MAX_CREATORS_PER_CHANGE = 500;

/** Spec 5: "Creator list name required". Names are trimmed; uniqueness per company is the domain's rule. */
export const creatorListNameSchema = v.object({
  name: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Creator list name required.'),
    v.maxLength(CREATOR_LIST_NAME_MAX, `Keep the name to ${CREATOR_LIST_NAME_MAX} characters.`),
  ),
});
export type CreatorListNameForm = v.InferInput<typeof creatorListNameSchema>;

/** Creators chosen in a table (bulk add or remove). */
export const creatorSelectionSchema = v.object({
  creatorIds: v.pipe(
    v.array(v.pipe(v.string(), v.trim(), v.nonEmpty())),
    v.minLength(1, 'Choose at least one creator.'),
    v.maxLength(MAX_CREATORS_PER_CHANGE, `Choose at most ${MAX_CREATORS_PER_CHANGE} creators at a time.`),
  ),
});

/** The VIP toggle with its waiver checkbox (default: location and language still apply). */
export const vipGrantSchema = v.object({
  activationType: v.picklist(VIP_ACTIVATION_TYPES),
  activationId: v.pipe(v.string(), v.nonEmpty()),
  creatorId: v.pipe(v.string(), v.nonEmpty()),
  waivesLocationAndLanguage: v.optional(v.boolean(), false),
});
export type VipGrantForm = v.InferInput<typeof vipGrantSchema>;
