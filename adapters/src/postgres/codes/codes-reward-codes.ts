import type { CodeItemRepositoryPort } from '@lurkit/core/codes/ports/code-item-repository.port.ts';
import type { CodeRepositoryPort } from '@lurkit/core/codes/ports/code-repository.port.ts';
import type { Code } from '@lurkit/core/codes/domain/code.entity.ts';
import type { RewardCodePort, RewardCodeRequest } from '@lurkit/core/missions/ports/reward-code.port.ts';
import { err, ok, type Result } from '@lurkit/core/shared/result.ts';
import type { ClockPort } from '@lurkit/core/shared/clock.port.ts';

/**
 * Mission code rewards drawn from the Code Manager: the codes of the reward's item, oldest first,
 * marked claimed by the creator and distributed by the mission. All or nothing across the rewards.
 */
export class CodesRewardCodes implements RewardCodePort {
  readonly #items: CodeItemRepositoryPort;
  readonly #codes: CodeRepositoryPort;
  readonly #clock: ClockPort;

  constructor(deps: { items: CodeItemRepositoryPort; codes: CodeRepositoryPort; clock: ClockPort }) {
    this.#items = deps.items;
    this.#codes = deps.codes;
    this.#clock = deps.clock;
  }

  async ownsItem(companyId: string, itemId: string): Promise<boolean> {
    const item = await this.#items.findById(itemId);
    return item !== null && item.companyId === companyId;
  }

  async take(requests: readonly RewardCodeRequest[]): Promise<Result<Record<string, string[]>, { rewardId: string; platform: string }>> {
    const taken: Code[] = [];
    const values: Record<string, string[]> = {};
    for (const request of requests) {
      const codes = (await this.ownsItem(request.companyId, request.itemId))
        ? await this.#codes.takeAvailable({
            itemId: request.itemId,
            platform: request.platform,
            count: request.count,
            creatorId: request.creatorId,
            at: this.#clock.now(),
            distributedBy: request.missionId,
          })
        : null;
      if (!codes) {
        // Put back what the earlier rewards took: the claim is made whole or not at all.
        if (taken.length > 0) {
          await this.#codes.saveAll(
            taken.map((c) => ({ ...c, status: 'available', claimedBy: null, claimedAt: null, distributedBy: null })),
          );
        }
        return err({ rewardId: request.rewardId, platform: request.platform });
      }
      taken.push(...codes);
      values[request.rewardId] = codes.map((c) => c.value);
    }
    return ok(values);
  }
}
