import type { VipActivationType, VipGrant } from '../domain/vip-grant.entity.ts';
import type { VipGrantRepositoryPort } from '../ports/vip-grant-repository.port.ts';

export class InMemoryVipGrantRepository implements VipGrantRepositoryPort {
  readonly #grants = new Map<string, VipGrant>();

  async find(activationType: VipActivationType, activationId: string, creatorId: string): Promise<VipGrant | null> {
    const grant = [...this.#grants.values()].find(
      (g) => g.activationType === activationType && g.activationId === activationId && g.creatorId === creatorId,
    );
    return grant ? structuredClone(grant) : null;
  }

  async save(grant: VipGrant): Promise<void> {
    const same = await this.find(grant.activationType, grant.activationId, grant.creatorId);
    if (same) this.#grants.delete(same.id);
    this.#grants.set(grant.id, structuredClone(grant));
  }

  async delete(id: string): Promise<void> {
    this.#grants.delete(id);
  }

  async listByCreator(creatorId: string): Promise<VipGrant[]> {
    return [...this.#grants.values()]
      .filter((g) => g.creatorId === creatorId)
      .sort((a, b) => b.grantedAt.getTime() - a.grantedAt.getTime() || a.id.localeCompare(b.id))
      .map((g) => structuredClone(g));
  }

  async listForCreators(activationType: VipActivationType, activationId: string, creatorIds: readonly string[]): Promise<VipGrant[]> {
    const wanted = new Set(creatorIds);
    return [...this.#grants.values()]
      .filter((g) => g.activationType === activationType && g.activationId === activationId && wanted.has(g.creatorId))
      .map((g) => structuredClone(g));
  }
}
