import type { ProgramCreatorListsPort } from '../ports/program-creator-lists.port.ts';

/** Creator lists by company: a test adds the lists a company owns. */
export class InMemoryProgramCreatorLists implements ProgramCreatorListsPort {
  readonly #owner = new Map<string, string>();

  add(companyId: string, listId: string): void {
    this.#owner.set(listId, companyId);
  }

  async ownedBy(companyId: string, listIds: readonly string[]): Promise<string[]> {
    return listIds.filter((id) => this.#owner.get(id) === companyId);
  }
}
