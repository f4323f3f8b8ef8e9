import { consume, type RateLimited } from '../../shared/rate-limits.ts';
import { REGISTRATIONS_PER_IP } from '../domain/account-request-limits.ts';
import { newId } from '../../shared/ids.ts';
import { err, ok, type Result } from '../../shared/result.ts';
import { parseEmail, parsePassword, parseUsername } from '../domain/account-fields.ts';
import {
  EmailInUse,
  InvalidEmail,
  InvalidUsername,
  PasswordRequirementsNotMet,
  TermsNotAccepted,
  UsernameTaken,
} from '../domain/accounts.errors.ts';
import { createUser, type User, type UserType } from '../domain/user.entity.ts';
import type { AccountsDeps } from './accounts-deps.ts';

/** The account part of both registration forms. */
export interface NewAccountInput {
  email: string;
  username: string;
  password: string;
  acceptTerms: boolean;
  /** For the per-address limit on new accounts. */
  clientIp: string;
}

export interface NewAccountFields {
  email: string;
  username: string;
  password: string;
}

export type NewAccountError =
  InvalidEmail | InvalidUsername | PasswordRequirementsNotMet | TermsNotAccepted | UsernameTaken | EmailInUse | RateLimited;

/**
 * Field rules in form order first, then uniqueness, so a person fixes the form top to bottom. Each
 * complete form counts against the client address before the uniqueness checks, which tell whether
 * a username or address is taken, so they cannot be asked in bulk.
 */
export async function checkNewAccount(
  deps: Pick<AccountsDeps, 'users' | 'limits' | 'clock'>,
  input: NewAccountInput,
): Promise<Result<NewAccountFields, NewAccountError>> {
  const email = parseEmail(input.email);
  if (!email.ok) return email;
  const username = parseUsername(input.username);
  if (!username.ok) return username;
  const password = parsePassword(input.password);
  if (!password.ok) return password;
  if (input.acceptTerms !== true) return err(new TermsNotAccepted());
  const allowed = await consume(deps.limits, REGISTRATIONS_PER_IP, input.clientIp, deps.clock.now());
  if (!allowed.ok) return allowed;
  if (await deps.users.findByUsername(username.value)) return err(new UsernameTaken());
  if (await deps.users.findByEmail(email.value)) return err(new EmailInUse());
  return ok({ email: email.value, username: username.value, password: password.value });
}

/**
 * Display names are unique too, and a new account's starts as its username. When someone already
 * shows that name (set in their settings), the newcomer gets the first free numbered variant rather
 * than a refusal: the username was free, and the display name can be changed later.
 */
async function freeDisplayName(deps: Pick<AccountsDeps, 'users'>, username: string): Promise<string> {
  let candidate = username;
  for (let n = 2; await deps.users.findByDisplayName(candidate); n++) candidate = `${username}${n}`;
  return candidate;
}

/** Saves the new user; the caller mails the verification link once everything else is stored. */
export async function openAccount(
  deps: Pick<AccountsDeps, 'users' | 'hasher' | 'clock'>,
  fields: NewAccountFields,
  userType: UserType,
): Promise<User> {
  const user = createUser({
    id: newId(),
    username: fields.username,
    email: fields.email,
    passwordHash: await deps.hasher.hash(fields.password),
    userType,
    now: deps.clock.now(),
    displayName: await freeDisplayName(deps, fields.username),
  });
  await deps.users.save(user);
  return user;
}
