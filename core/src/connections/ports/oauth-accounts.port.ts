import type { ProviderAccount } from '../domain/user-connection.entity.ts';

/** What connections need of accounts: a new account for a first sign-in with a provider. */
export interface OAuthAccountsPort {
  /** A User-type account named after the provider account (a free username and display name chosen). */
  openAccountFor(account: ProviderAccount): Promise<{ id: string }>;
  /** Null for an unknown, inactive or locked account: it cannot sign in through a provider either. */
  canSignIn(userId: string): Promise<boolean>;
}
