import type { QuestKitKey } from '../domain/quest-kit.ts';
import type { QuestKitCodesPort, QuestKitKeysRequest } from '../ports/quest-kit-codes.port.ts';

interface StockedCode {
  readonly companyId: string;
  readonly itemId: string;
  readonly platform: string;
  readonly code: string;
  runId: string | null;
}

/** The Code Manager as the quests context sees it: codes stocked per item and platform, oldest first. */
export class InMemoryQuestKitCodes implements QuestKitCodesPort {
  readonly #codes: StockedCode[] = [];

  /** A test's "given": the company's item holds these codes of the platform. */
  stock(companyId: string, itemId: string, platform: string, codes: readonly string[]): void {
    for (const code of codes) this.#codes.push({ companyId, itemId, platform, code, runId: null });
  }

  async takeKeys(request: QuestKitKeysRequest): Promise<readonly string[] | null> {
    for (const itemId of request.itemIds) {
      const free = this.#codes.filter(
        (c) =>
          c.itemId === itemId &&
          c.companyId === request.companyId &&
          c.runId === null &&
          c.platform.trim().toLowerCase() === request.platform.trim().toLowerCase(),
      );
      if (free.length < request.count) continue;
      const taken = free.slice(0, request.count);
      for (const code of taken) code.runId = request.runId;
      return taken.map((c) => c.code);
    }
    return null;
  }

  async keysOf(companyId: string, runId: string): Promise<readonly QuestKitKey[]> {
    return this.#codes.filter((c) => c.companyId === companyId && c.runId === runId).map((c) => ({ platform: c.platform, code: c.code }));
  }
}
