import * as v from 'valibot';
import { emailSchema, passwordSchema, requiredString } from './account-fields.schema.ts';

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

export const requestPasswordResetSchema = v.object({ email: emailSchema });
export type RequestPasswordResetInput = v.InferInput<typeof requestPasswordResetSchema>;

/** New password and its confirmation; the mismatch is reported on the confirmation field. */
export const newPasswordSchema = v.pipe(
  v.object({
    password: passwordSchema,
    passwordConfirmation: requiredString('Please confirm the new password.'),
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['passwordConfirmation']],
      (input) => input.password === input.passwordConfirmation,
      PASSWORDS_DO_NOT_MATCH,
    ),
    ['passwordConfirmation'],
  ),
);
export type NewPasswordInput = v.InferInput<typeof newPasswordSchema>;
