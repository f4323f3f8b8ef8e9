import type { ProfileDeps } from '@lurkit/core/accounts/profile/application/profile-deps.ts';
import type { ProfilePictureDeps } from '@lurkit/core/accounts/profile/application/profile-picture.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { imageSizeProbe } from '../codes/image-size-probe.ts';
import { MikroOrmProfilePictureStore } from '../postgres/accounts/mikro-orm-profile-picture-store.ts';
import { MikroOrmUserProfileRepository } from '../postgres/accounts/mikro-orm-user-profile-repository.ts';
import type { Infrastructure } from './infrastructure.ts';

export const profileWiring = (em: EntityManager, infra: Infrastructure): ProfileDeps & ProfilePictureDeps => ({
  profiles: new MikroOrmUserProfileRepository(em),
  pictures: new MikroOrmProfilePictureStore(em),
  probe: imageSizeProbe,
  clock: infra.clock,
});
