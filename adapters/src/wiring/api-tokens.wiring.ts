import type { ApiTokensDeps } from '@lurkit/core/api-tokens/application/api-tokens-deps.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AccountsApiTokenOwners } from '../postgres/api-tokens/accounts-api-token-owners.ts';
import { MikroOrmApiTokenRepository } from '../postgres/api-tokens/mikro-orm-api-token-repository.ts';
import type { Infrastructure } from './infrastructure.ts';

/** Company API tokens on one unit of work; their rate limits are the shared abuse counters. */
export const apiTokensWiring = (em: EntityManager, infra: Infrastructure): ApiTokensDeps => ({
  tokens: new MikroOrmApiTokenRepository(em),
  owners: new AccountsApiTokenOwners(em),
  limits: infra.limits,
  clock: infra.clock,
});
