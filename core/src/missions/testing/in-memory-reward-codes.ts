import { err, ok, type Result } from '../../shared/result.ts';
import type { RewardCodePort, RewardCodeRequest } from '../ports/reward-code.port.ts';

/** Code pools per platform of the company's items; takes all requests or none, as the port promises. */
export class InMemoryRewardCodes implements RewardCodePort {
  readonly #pools = new Map<string, string[]>();
  readonly #items = new Set<string>(['company-1/item-1']);

  add(platform: string, codes: string[]): void {
    this.#pools.set(platform, [...(this.#pools.get(platform) ?? []), ...codes]);
  }

  addItem(companyId: string, itemId: string): void {
    this.#items.add(`${companyId}/${itemId}`);
  }

  remaining(platform: string): number {
    return this.#pools.get(platform)?.length ?? 0;
  }

  async ownsItem(companyId: string, itemId: string): Promise<boolean> {
    return this.#items.has(`${companyId}/${itemId}`);
  }

  async take(requests: readonly RewardCodeRequest[]): Promise<Result<Record<string, string[]>, { rewardId: string; platform: string }>> {
    const needed = new Map<string, number>();
    for (const request of requests) {
      const total = (needed.get(request.platform) ?? 0) + request.count;
      if (!this.#items.has(`${request.companyId}/${request.itemId}`) || total > this.remaining(request.platform)) {
        return err({ rewardId: request.rewardId, platform: request.platform });
      }
      needed.set(request.platform, total);
    }
    const taken: Record<string, string[]> = {};
    for (const request of requests) {
      const pool = this.#pools.get(request.platform) ?? [];
      taken[request.rewardId] = pool.splice(0, request.count);
    }
    return ok(taken);
  }
}
