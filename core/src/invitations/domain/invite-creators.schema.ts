import * as v from 'valibot';
import { ACTIVATION_TYPES } from './invitation.entity.ts';

/** Our choice: the spec names no batch limit. */
export const MAX_INVITES_PER_BATCH = 500;

/** The invite form, shared with the UI: a pasted list of emails, or chosen creator user ids. */
export const inviteCreatorsSchema = v.variant('inviteType', [
  v.object({
    inviteType: v.literal('EMAIL'),
    activationType: v.picklist(ACTIVATION_TYPES),
    activationId: v.pipe(v.string(), v.nonEmpty()),
    emails: v.pipe(v.string(), v.trim(), v.nonEmpty('Enter at least one email address, one per line.')),
  }),
  v.object({
    inviteType: v.literal('USERID'),
    activationType: v.picklist(ACTIVATION_TYPES),
    activationId: v.pipe(v.string(), v.nonEmpty()),
    userIds: v.pipe(v.array(v.pipe(v.string(), v.trim(), v.nonEmpty())), v.minLength(1, 'Choose at least one creator.')),
  }),
]);
export type InviteCreatorsForm = v.InferInput<typeof inviteCreatorsSchema>;
