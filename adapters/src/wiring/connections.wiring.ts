import type { ConnectionsDeps } from '@lurkit/core/connections/application/connections-deps.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { HttpOAuthProvider } from '../oauth/http-oauth-provider.ts';
import { oauthClientsFromEnv } from '../oauth/oauth-protocols.ts';
import { AccountsOAuthAccounts } from '../postgres/connections/accounts-oauth-accounts.ts';
import { MikroOrmUserConnectionRepository } from '../postgres/connections/mikro-orm-user-connection-repository.ts';
import { MikroOrmUserRepository } from '../postgres/accounts/mikro-orm-user-repository.ts';
import { CreatorPagesUsage } from '../postgres/connections/creator-pages-usage.ts';
import type { CreatorPageUsagePort } from '@lurkit/core/connections/ports/creator-page-usage.port.ts';
import type { Infrastructure } from './infrastructure.ts';

/** Connections on one unit of work; the OAuth clients come from the composition root, else the environment. */
export const connectionsWiring = (
  em: EntityManager,
  infra: Infrastructure,
): ConnectionsDeps & { oauth: HttpOAuthProvider; pageUsage: CreatorPageUsagePort } => ({
  connections: new MikroOrmUserConnectionRepository(em, infra.secrets),
  oauth: new HttpOAuthProvider(infra.oauthClients ?? oauthClientsFromEnv(process.env, infra.appUrl)),
  accounts: new AccountsOAuthAccounts({
    users: new MikroOrmUserRepository(em, infra.accountChanges),
    hasher: infra.hasher,
    clock: infra.clock,
  }),
  pageUsage: new CreatorPagesUsage(em),
  clock: infra.clock,
});
