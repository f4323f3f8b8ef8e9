import { newId } from '@lurkit/core/shared/ids.ts';
import type { CodeItemRepositoryPort } from '@lurkit/core/codes/ports/code-item-repository.port.ts';
import type { CodeRepositoryPort } from '@lurkit/core/codes/ports/code-repository.port.ts';
import type { CodeRequestRepositoryPort } from '@lurkit/core/codes/ports/code-request-repository.port.ts';
import type { KeyCodeRequest, KeyCodesPort } from '@lurkit/core/keys/ports/key-codes.port.ts';

/** Key campaigns hand out the codes of their Code Manager item: the keys port answered by the codes context. */
export class CodesKeyCodes implements KeyCodesPort {
  readonly #items: CodeItemRepositoryPort;
  readonly #codes: CodeRepositoryPort;
  readonly #requests: CodeRequestRepositoryPort;

  constructor(deps: { items: CodeItemRepositoryPort; codes: CodeRepositoryPort; requests: CodeRequestRepositoryPort }) {
    this.#items = deps.items;
    this.#codes = deps.codes;
    this.#requests = deps.requests;
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
