import type { PlatformVip } from '../domain/platform-vip.entity.ts';
import type { PlatformVipRepositoryPort } from '../ports/platform-vip-repository.port.ts';

export class InMemoryPlatformVipRepository implements PlatformVipRepositoryPort {
  readonly #vips = new Map<string, PlatformVip>();

  async find(creatorId: string): Promise<PlatformVip | null> {
    const vip = this.#vips.get(creatorId);
    return vip ? structuredClone(vip) : null;
  }

  async save(vip: PlatformVip): Promise<void> {
    this.#vips.set(vip.creatorId, structuredClone(vip));
  }

  async delete(creatorId: string): Promise<void> {
    this.#vips.delete(creatorId);
  }

  async list(): Promise<PlatformVip[]> {
    return [...this.#vips.values()]
      .sort((a, b) => b.grantedAt.getTime() - a.grantedAt.getTime() || a.creatorId.localeCompare(b.creatorId))
      .map((v) => structuredClone(v));
  }
}
