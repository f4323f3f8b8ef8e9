import { err, ok, type Result } from '../../shared/result.ts';
import { parseDisplayName, parseEmail, parseUsername } from '../domain/account-fields.ts';
import { isPlaceholderEmail } from '../domain/account-fields.schema.ts';
import {
  DisplayNameTaken,
  EmailInUse,
  UserNotFound,
  UsernameTaken,
  type InvalidDisplayName,
  type InvalidEmail,
  type InvalidUsername,
} from '../domain/accounts.errors.ts';
import type { User } from '../domain/user.entity.ts';
import { sendVerificationLink } from './account-tokens.ts';
import { loadAccountView, type AccountView } from './account-view.ts';
import type { AccountsDeps } from './accounts-deps.ts';
import { checkCurrentPassword, type CurrentPasswordError } from './current-password.ts';

export interface UpdateProfileInput {
  userId: string;
  displayName: string;
  username: string;
  email: string;
  currentPassword: string;
  clientIp: string;
}
export type UpdateProfileError =
  UserNotFound | CurrentPasswordError | InvalidDisplayName | DisplayNameTaken | InvalidUsername | UsernameTaken | InvalidEmail | EmailInUse;

type Deps = Pick<AccountsDeps, 'users' | 'companies' | 'hasher' | 'tokens' | 'clock' | 'mailer' | 'appUrl' | 'limits'>;

/** Another account holding the value; the person's own value (in any case) is not a clash. */
const heldByOther = (found: User | null, userId: string): boolean => found !== null && found.id !== userId;

export class UpdateProfile {
  private readonly deps: Deps;

  constructor(deps: Deps) {
    this.deps = deps;
  }

  async execute(input: UpdateProfileInput): Promise<Result<AccountView, UpdateProfileError>> {
    const { users } = this.deps;
    const user = await users.findById(input.userId);
    if (!user) return err(new UserNotFound());
    // An OAuth sign-up without a free address never had a password it knows, nor a mailbox to reset
    // one through: its first real address is saved without one, or the account could never give it.
    if (!isPlaceholderEmail(user.email)) {
      const password = await checkCurrentPassword(this.deps, user, input.currentPassword, input.clientIp);
      if (!password.ok) return password;
    }

    const displayName = parseDisplayName(input.displayName);
    if (!displayName.ok) return displayName;
    if (heldByOther(await users.findByDisplayName(displayName.value), user.id)) return err(new DisplayNameTaken());
    const username = parseUsername(input.username);
    if (!username.ok) return username;
    if (heldByOther(await users.findByUsername(username.value), user.id)) return err(new UsernameTaken());
    const email = parseEmail(input.email);
    if (!email.ok) return email;
    if (heldByOther(await users.findByEmail(email.value), user.id)) return err(new EmailInUse());

    const emailChanged = email.value !== user.email;
    const updated: User = {
      ...user,
      displayName: displayName.value,
      username: username.value,
      email: email.value,
      // A new address is unproven until its own link is followed.
      emailVerifiedAt: emailChanged ? null : user.emailVerifiedAt,
    };
    await users.save(updated);
    if (emailChanged) await sendVerificationLink(this.deps, updated);
    return ok(await loadAccountView(this.deps, updated));
  }
}
