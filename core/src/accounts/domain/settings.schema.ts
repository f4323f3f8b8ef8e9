import * as v from 'valibot';
import { displayNameSchema, emailSchema, passwordSchema, requiredString, usernameSchema } from './account-fields.schema.ts';
import { PASSWORDS_DO_NOT_MATCH } from './password-reset.schema.ts';

const currentPasswordSchema = requiredString('Current password is required.');

export const profileSettingsSchema = v.object({
  displayName: displayNameSchema,
  username: usernameSchema,
  email: emailSchema,
  currentPassword: currentPasswordSchema,
});
export type ProfileSettingsInput = v.InferInput<typeof profileSettingsSchema>;

/** An OAuth sign-up giving its first real address: it has no password it knows to confirm with. */
export const firstEmailSettingsSchema = v.object({ ...profileSettingsSchema.entries, currentPassword: v.optional(v.string(), '') });

export const changePasswordSchema = v.pipe(
  v.object({
    currentPassword: currentPasswordSchema,
    newPassword: passwordSchema,
    newPasswordConfirmation: requiredString('Please confirm the new password.'),
  }),
  v.forward(
    v.partialCheck(
      [['newPassword'], ['newPasswordConfirmation']],
      (input) => input.newPassword === input.newPasswordConfirmation,
      PASSWORDS_DO_NOT_MATCH,
    ),
    ['newPasswordConfirmation'],
  ),
);
export type ChangePasswordInput = v.InferInput<typeof changePasswordSchema>;

export const deleteAccountSchema = v.object({ currentPassword: currentPasswordSchema });
export type DeleteAccountInput = v.InferInput<typeof deleteAccountSchema>;
