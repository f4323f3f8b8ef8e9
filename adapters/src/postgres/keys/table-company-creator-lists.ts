import type { CompanyCreatorListsPort } from '@lurkit/core/keys/ports/company-creator-lists.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CreatorListEntity } from '../creator-lists/creator-lists.entities.ts';
import { isUuid, unitOfWork } from '../shared/unit-of-work.ts';

/** The company's own lists among ids a client sent, in one read. */
export class TableCompanyCreatorLists implements CompanyCreatorListsPort {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async ownedBy(companyId: string, listIds: readonly string[]): Promise<string[]> {
    const valid = [...new Set(listIds.filter(isUuid))];
    if (valid.length === 0 || !isUuid(companyId)) return [];
    const rows = await unitOfWork(this.#em).find(CreatorListEntity, { id: { $in: valid }, company: companyId }, { fields: ['id'] });
    const owned = new Set(rows.map((r) => r.id));
    return listIds.filter((id) => owned.has(id));
  }
}
