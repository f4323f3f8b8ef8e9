import type { CreatorLookupPort } from '../ports/creator-lookup.port.ts';
import type { VipActivationDirectoryPort } from '../ports/vip-activation-directory.port.ts';
import type { VipActivationType } from '../domain/vip-grant.entity.ts';

export class InMemoryCreatorLookup implements CreatorLookupPort {
  readonly #creators = new Set<string>();

  add(...ids: string[]): void {
    for (const id of ids) this.#creators.add(id);
  }

  async existingCreatorIds(ids: readonly string[]): Promise<string[]> {
    return ids.filter((id) => this.#creators.has(id));
  }
}

export class InMemoryVipActivationDirectory implements VipActivationDirectoryPort {
  readonly #activations = new Map<string, { companyId: string }>();

  add(type: VipActivationType, id: string, companyId: string): void {
    this.#activations.set(`${type}:${id}`, { companyId });
  }

  async findActivation(type: VipActivationType, id: string): Promise<{ companyId: string } | null> {
    return this.#activations.get(`${type}:${id}`) ?? null;
  }
}
