import type { ApiTokenOwnersPort } from '../ports/api-token-owners.port.ts';

export class InMemoryApiTokenOwners implements ApiTokenOwnersPort {
  readonly #owners = new Set<string>();

  add(companyId: string, userId: string): void {
    this.#owners.add(`${companyId}/${userId}`);
  }

  remove(companyId: string, userId: string): void {
    this.#owners.delete(`${companyId}/${userId}`);
  }

  async isActiveOwner(companyId: string, userId: string): Promise<boolean> {
    return this.#owners.has(`${companyId}/${userId}`);
  }
}
