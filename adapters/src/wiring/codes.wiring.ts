import type { CodesDeps } from '@lurkit/core/codes/application/codes-deps.ts';
import type { ItemImageDeps } from '@lurkit/core/codes/application/upload-item-image.ts';
import type { CodeEventRepositoryPort } from '@lurkit/core/codes/ports/code-event-repository.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  MikroOrmCodeEventRepository,
  MikroOrmCodeItemRepository,
  MikroOrmCodeRequestRepository,
} from '../postgres/codes/mikro-orm-code-item-repositories.ts';
import { MikroOrmCodeRepository } from '../postgres/codes/mikro-orm-code-repository.ts';
import { MikroOrmItemImageStore } from '../postgres/codes/mikro-orm-item-image-store.ts';
import { TableCodeItemUsage } from '../postgres/codes/table-code-item-usage.ts';
import type { CodeItemUsagePort } from '@lurkit/core/codes/ports/code-item-usage.port.ts';
import { imageSizeProbe } from '../codes/image-size-probe.ts';
import type { Infrastructure } from './infrastructure.ts';

/**
 * The Code Manager on one unit of work. Distribution rules (mission rewards) are left out:
 * the use cases that need them are not wired here.
 */
export const codesWiring = (
  em: EntityManager,
  infra: Infrastructure,
): Omit<CodesDeps, 'rules'> & { events: CodeEventRepositoryPort; usage: CodeItemUsagePort } & Pick<ItemImageDeps, 'images' | 'probe'> => ({
  items: new MikroOrmCodeItemRepository(em),
  codes: new MikroOrmCodeRepository(em, infra.secrets),
  requests: new MikroOrmCodeRequestRepository(em),
  events: new MikroOrmCodeEventRepository(em),
  usage: new TableCodeItemUsage(em),
  images: new MikroOrmItemImageStore(em),
  probe: imageSizeProbe,
  clock: infra.clock,
});
