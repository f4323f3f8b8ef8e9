import type { CodeItemRepositoryPort } from '@lurkit/core/codes/ports/code-item-repository.port.ts';
import type { CodeRepositoryPort } from '@lurkit/core/codes/ports/code-repository.port.ts';
import type { QuestKitKey } from '@lurkit/core/quests/domain/quest-kit.ts';
import type { QuestKitCodesPort, QuestKitKeysRequest } from '@lurkit/core/quests/ports/quest-kit-codes.port.ts';

/** A Quest's creator kit hands out the codes of the Quest's Code Manager items: the quests port answered by the codes context. */
export class CodesQuestKitCodes implements QuestKitCodesPort {
  readonly #items: CodeItemRepositoryPort;
  readonly #codes: CodeRepositoryPort;

  constructor(deps: { items: CodeItemRepositoryPort; codes: CodeRepositoryPort }) {
    this.#items = deps.items;
    this.#codes = deps.codes;
  }

  async takeKeys(request: QuestKitKeysRequest): Promise<readonly string[] | null> {
    for (const itemId of request.itemIds) {
      const item = await this.#items.findById(itemId);
      if (item?.companyId !== request.companyId) continue;
      const taken = await this.#codes.takeAvailable({
        itemId,
        platform: request.platform,
        count: request.count,
        creatorId: request.creatorId,
        at: request.at,
        distributedBy: request.runId,
      });
      if (taken) return taken.map((c) => c.value);
    }
    return null;
  }

  async keysOf(companyId: string, runId: string): Promise<readonly QuestKitKey[]> {
    return (await this.#codes.listDistributedBy(companyId, runId)).map((c) => ({ platform: c.platform, code: c.value }));
  }
}
