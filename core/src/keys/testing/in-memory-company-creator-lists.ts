import type { CompanyCreatorListsPort } from '../ports/company-creator-lists.port.ts';

export class InMemoryCompanyCreatorLists implements CompanyCreatorListsPort {
  /** List id → owning company id. */
  readonly lists = new Map<string, string>();

  async ownedBy(companyId: string, listIds: readonly string[]): Promise<string[]> {
    return listIds.filter((id) => this.lists.get(id) === companyId);
  }
}
