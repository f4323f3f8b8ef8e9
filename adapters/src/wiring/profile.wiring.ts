import type { ProfileDeps } from '@lurkit/core/accounts/profile/application/profile-deps.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { MikroOrmUserProfileRepository } from '../postgres/accounts/mikro-orm-user-profile-repository.ts';
import type { Infrastructure } from './infrastructure.ts';

export const profileWiring = (em: EntityManager, infra: Infrastructure): ProfileDeps => ({
  profiles: new MikroOrmUserProfileRepository(em),
  clock: infra.clock,
});
