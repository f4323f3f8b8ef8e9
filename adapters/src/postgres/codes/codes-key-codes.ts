import { newId } from '@lurkit/core/shared/ids.ts';
import type { CodeEventRepositoryPort } from '@lurkit/core/codes/ports/code-event-repository.port.ts';
import type { CodeItemRepositoryPort } from '@lurkit/core/codes/ports/code-item-repository.port.ts';
import type { CodeRepositoryPort } from '@lurkit/core/codes/ports/code-repository.port.ts';
import type { CodeRequestRepositoryPort } from '@lurkit/core/codes/ports/code-request-repository.port.ts';
import type { KeyCodeRequest, KeyCodesPort } from '@lurkit/core/keys/ports/key-codes.port.ts';

/** Key campaigns hand out the codes of their Code Manager item: the keys port answered by the codes context. */
export class CodesKeyCodes implements KeyCodesPort {
  readonly #items: CodeItemRepositoryPort;
  readonly #codes: CodeRepositoryPort;
  readonly #requests: CodeRequestRepositoryPort;
  readonly #events: CodeEventRepositoryPort;

  constructor(deps: {
    items: CodeItemRepositoryPort;
    codes: CodeRepositoryPort;
    requests: CodeRequestRepositoryPort;
    events: CodeEventRepositoryPort;
  }) {
    this.#items = deps.items;
    this.#codes = deps.codes;
    this.#requests = deps.requests;
    this.#events = deps.events;
  }

  async takeKey(request: KeyCodeRequest): Promise<string | null> {
    if (!(await this.#ownItem(request.companyId, request.codeItemId))) return null;
    const taken = await this.#codes.takeAvailable({
      itemId: request.codeItemId!,
      platform: request.platform,
      count: 1,
      creatorId: request.creatorId,
      at: request.at,
      distributedBy: request.campaignId,
    });
    return taken?.[0]?.value ?? null;
  }

  async replaceKey(request: KeyCodeRequest & { badCode: string; markedBy: string }): Promise<string | null> {
    // Taken first: with stock empty nothing is marked, and the take's row lock decides between two at once.
    const replacement = await this.takeKey(request);
    if (replacement === null) return null;
    const bad = await this.#codes.findByValue(request.companyId, request.badCode);
    if (bad && bad.itemId === request.codeItemId) {
      await this.#events.record({
        id: newId(),
        codeId: bad.id,
        companyId: request.companyId,
        type: 'markedBad',
        userId: request.markedBy,
        at: request.at,
      });
    }
    return replacement;
  }

  async requestMoreKeys(request: KeyCodeRequest): Promise<boolean> {
    const item = await this.#ownItem(request.companyId, request.codeItemId);
    if (!item) return false;
    return this.#requests.addOpen({
      id: newId(),
      companyId: item.companyId,
      itemId: item.id,
      creatorId: request.creatorId,
      platform: request.platform,
      status: 'open',
      requestedAt: request.at,
      resolvedAt: null,
    });
  }

  async codeItemOf(companyId: string, codeItemId: string) {
    const item = await this.#ownItem(companyId, codeItemId);
    return item ? { id: item.id, name: item.name, type: item.type } : null;
  }

  async availableKeys(companyId: string, codeItemId: string | null): Promise<Readonly<Record<string, number>>> {
    if (!(await this.#ownItem(companyId, codeItemId))) return {};
    const stocks = await this.#codes.stockByPlatform(codeItemId!);
    return Object.fromEntries(stocks.map((s) => [s.platform, s.available]));
  }

  async #ownItem(companyId: string, codeItemId: string | null) {
    if (!codeItemId) return null;
    const item = await this.#items.findById(codeItemId);
    return item && item.companyId === companyId ? item : null;
  }
}
