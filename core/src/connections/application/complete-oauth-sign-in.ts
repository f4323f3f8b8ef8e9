import type { ChannelProvider } from '../../shared/channel-statistics.port.ts';
import { newId } from '../../shared/ids.ts';
import { err, ok, type Result } from '../../shared/result.ts';
import { ChannelAlreadyConnected, OAuthRefused, ProviderAlreadyConnected } from '../domain/connections.errors.ts';
import { withFreshTokens, type OAuthGrant, type UserConnection } from '../domain/user-connection.entity.ts';
import { PROVIDER_NAMES, type ConnectionsDeps } from './connections-deps.ts';

export type OAuthSignInOutcome = 'linked' | 'signedIn' | 'created';
export type CompleteOAuthSignInError = ChannelAlreadyConnected | ProviderAlreadyConnected | OAuthRefused;

/**
 * The provider said yes. Signed in, the grant links (or re-authorises) the person's connection;
 * signed out, it signs in the account that holds the connection, or opens a User account for a
 * provider account seen for the first time.
 */
export class CompleteOAuthSignIn {
  private readonly deps: Pick<ConnectionsDeps, 'connections' | 'accounts' | 'clock'>;

  constructor(deps: Pick<ConnectionsDeps, 'connections' | 'accounts' | 'clock'>) {
    this.deps = deps;
  }

  async execute(input: {
    signedInUserId: string | null;
    provider: ChannelProvider;
    grant: OAuthGrant;
  }): Promise<Result<{ userId: string; outcome: OAuthSignInOutcome }, CompleteOAuthSignInError>> {
    const { provider, grant } = input;
    const now = this.deps.clock.now();
    const holder = await this.deps.connections.findByProviderAccount(provider, grant.account.id);
    if (input.signedInUserId !== null) {
      const userId = input.signedInUserId;
      if (holder && holder.userId !== userId) return err(new ChannelAlreadyConnected());
      const own = (await this.deps.connections.listByUser(userId)).find((c) => c.provider === provider);
      if (own && own.providerAccountId !== grant.account.id) return err(new ProviderAlreadyConnected(PROVIDER_NAMES[provider]));
      await this.deps.connections.save(own ? this.renewed(own, input.grant, now) : this.connection(userId, provider, grant, now));
      return ok({ userId, outcome: 'linked' });
    }
    if (holder) {
      if (!(await this.deps.accounts.canSignIn(holder.userId))) return err(new OAuthRefused('This account cannot sign in.'));
      await this.deps.connections.save(this.renewed(holder, grant, now));
      return ok({ userId: holder.userId, outcome: 'signedIn' });
    }
    const account = await this.deps.accounts.openAccountFor(grant.account);
    await this.deps.connections.save(this.connection(account.id, provider, grant, now));
    return ok({ userId: account.id, outcome: 'created' });
  }

  private renewed(connection: UserConnection, grant: OAuthGrant, now: Date): UserConnection {
    return { ...withFreshTokens(connection, grant.tokens, now), login: grant.account.login, displayName: grant.account.displayName };
  }

  private connection(userId: string, provider: ChannelProvider, grant: OAuthGrant, now: Date): UserConnection {
    return {
      id: newId(),
      userId,
      provider,
      providerAccountId: grant.account.id,
      login: grant.account.login,
      displayName: grant.account.displayName,
      tokens: grant.tokens,
      status: 'valid',
      connectedAt: now,
      refreshedAt: null,
      invalidatedAt: null,
    };
  }
}
