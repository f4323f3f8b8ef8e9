import type { CreatorPageUsagePort } from '@lurkit/core/connections/ports/creator-page-usage.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CreatorPageEntity } from '../creator-pages/creator-page.entity.ts';
import { isUuid, unitOfWork } from '../shared/unit-of-work.ts';

/** Reads creator pages for connections: does this person have one? */
export class CreatorPagesUsage implements CreatorPageUsagePort {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async hasCreatorPage(userId: string): Promise<boolean> {
    if (!isUuid(userId)) return false;
    return (await unitOfWork(this.#em).count(CreatorPageEntity, { creator: userId })) > 0;
  }
}
