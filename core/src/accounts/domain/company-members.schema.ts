import * as v from 'valibot';
import { emailSchema } from './account-fields.schema.ts';
import { memberTitleSchema } from './company-fields.schema.ts';

export const inviteMemberSchema = v.object({ email: emailSchema });
export type InviteMemberInput = v.InferInput<typeof inviteMemberSchema>;

export const memberTitleFormSchema = v.object({ title: memberTitleSchema });
export type MemberTitleInput = v.InferInput<typeof memberTitleFormSchema>;
