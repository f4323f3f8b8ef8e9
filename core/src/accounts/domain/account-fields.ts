import * as v from 'valibot';
import { err, ok, type Result } from '../../shared/result.ts';
import { displayNameSchema, emailSchema, passwordSchema, usernameSchema } from './account-fields.schema.ts';
import { InvalidDisplayName, InvalidEmail, InvalidUsername, PasswordRequirementsNotMet } from './accounts.errors.ts';

/**
 * Server-side checks of the account fields. They run the same valibot rules as the forms, but
 * answer with the spec's numeric codes so every client sees the same failure.
 */
function parseWith<S extends v.GenericSchema<unknown, string>, E>(schema: S, raw: unknown, error: () => E): Result<string, E> {
  const parsed = v.safeParse(schema, raw);
  return parsed.success ? ok(parsed.output) : err(error());
}

export const parseUsername = (raw: unknown) => parseWith(usernameSchema, raw, () => new InvalidUsername());
export const parseEmail = (raw: unknown) => parseWith(emailSchema, raw, () => new InvalidEmail());
export const parseDisplayName = (raw: unknown) => parseWith(displayNameSchema, raw, () => new InvalidDisplayName());
export const parsePassword = (raw: unknown, field = 'password') =>
  parseWith(passwordSchema, raw, () => new PasswordRequirementsNotMet(field));
