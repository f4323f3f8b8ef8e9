import { randomBytes } from 'node:crypto';
import { placeholderEmailFor } from '@lurkit/core/accounts/domain/account-fields.schema.ts';
import type { PasswordHasherPort } from '@lurkit/core/accounts/ports/password-hasher.port.ts';
import type { UserRepositoryPort } from '@lurkit/core/accounts/ports/user-repository.port.ts';
import { createUser } from '@lurkit/core/accounts/domain/user.entity.ts';
import type { ProviderAccount } from '@lurkit/core/connections/domain/user-connection.entity.ts';
import type { OAuthAccountsPort } from '@lurkit/core/connections/ports/oauth-accounts.port.ts';
import type { ClockPort } from '@lurkit/core/shared/clock.port.ts';
import { newId } from '@lurkit/core/shared/ids.ts';

/** The spec's account formats: usernames 4-25 and display names 4-50 letters and digits. */
const lettersAndDigits = (text: string, max: number) => {
  const plain = text.replace(/[^A-Za-z0-9]/g, '').slice(0, max);
  return plain.length >= 4 ? plain : `${plain}user`.slice(0, Math.max(4, plain.length + 4));
};

/**
 * Accounts for people who arrive through a provider: a User account named after their channel (the
 * first free variant), an unusable random password (they sign in through the provider, or set one by
 * resetting it) and the provider's email when it vouches for one that is free, else an address that
 * cannot receive mail until they enter theirs in settings.
 */
export class AccountsOAuthAccounts implements OAuthAccountsPort {
  readonly #deps: { users: UserRepositoryPort; hasher: PasswordHasherPort; clock: ClockPort };

  constructor(deps: { users: UserRepositoryPort; hasher: PasswordHasherPort; clock: ClockPort }) {
    this.#deps = deps;
  }

  async openAccountFor(account: ProviderAccount): Promise<{ id: string }> {
    const { users, hasher, clock } = this.#deps;
    const id = newId();
    const username = await this.#free(lettersAndDigits(account.login, 25), 25, (name) => users.findByUsername(name));
    const displayName = await this.#free(lettersAndDigits(account.displayName, 50), 50, (name) => users.findByDisplayName(name));
    const vouched = account.email?.toLowerCase() ?? null;
    const email = vouched && !(await users.findByEmail(vouched)) ? vouched : placeholderEmailFor(id);
    const user = createUser({
      id,
      username,
      displayName,
      email,
      passwordHash: await hasher.hash(randomBytes(32).toString('hex')),
      userType: 'User',
      now: clock.now(),
    });
    await users.save(vouched === email ? { ...user, emailVerifiedAt: clock.now() } : user);
    return { id };
  }

  async canSignIn(userId: string): Promise<boolean> {
    const user = await this.#deps.users.findById(userId);
    return user !== null && user.status === 'active';
  }

  async #free(base: string, max: number, taken: (name: string) => Promise<unknown>): Promise<string> {
    let candidate = base;
    for (let n = 2; await taken(candidate); n++) candidate = `${base.slice(0, max - String(n).length)}${n}`;
    return candidate;
  }
}
