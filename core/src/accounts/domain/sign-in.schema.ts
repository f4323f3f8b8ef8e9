import * as v from 'valibot';
import { requiredString } from './account-fields.schema.ts';

/** The username field also accepts the account's email address. */
export const signInSchema = v.object({
  username: v.pipe(v.string(), v.trim(), v.nonEmpty('Username is required.')),
  password: requiredString('Password is required.'),
});
export type SignInInput = v.InferInput<typeof signInSchema>;
