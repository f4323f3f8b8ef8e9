import type { KeyCodeRequest, KeyCodesPort } from '../ports/key-codes.port.ts';

/** Keys per platform of each campaign, handed out in the order stocked. */
export class InMemoryKeyCodes implements KeyCodesPort {
  readonly #stock = new Map<string, string[]>();
  readonly taken: { campaignId: string; platform: string; creatorId: string; code: string; at: Date }[] = [];
  readonly requests: KeyCodeRequest[] = [];

  stock(campaignId: string, platform: string, codes: readonly string[]): void {
    this.#stock.set(`${campaignId}/${platform}`, [...codes]);
  }

  async takeKey(request: KeyCodeRequest): Promise<string | null> {
    const code = this.#stock.get(`${request.campaignId}/${request.platform}`)?.shift();
    if (code === undefined) return null;
    this.taken.push({ campaignId: request.campaignId, platform: request.platform, creatorId: request.creatorId, code, at: request.at });
    return code;
  }

  readonly markedBad: { code: string; markedBy: string; at: Date }[] = [];

  async replaceKey(request: KeyCodeRequest & { badCode: string; markedBy: string }): Promise<string | null> {
    const code = await this.takeKey(request);
    if (code !== null) this.markedBad.push({ code: request.badCode, markedBy: request.markedBy, at: request.at });
    return code;
  }

  async requestMoreKeys(request: KeyCodeRequest): Promise<boolean> {
    const open = this.requests.some(
      (r) =>
        r.codeItemId === request.codeItemId &&
        r.creatorId === request.creatorId &&
        r.platform.toLowerCase() === request.platform.toLowerCase(),
    );
    if (open) return false;
    this.requests.push(request);
    return true;
  }

  readonly items = new Map<
    string,
    { id: string; companyId: string; name: string; type: 'game' | 'dlc' | 'demo' | 'inGameItem' | 'other' }
  >();

  async codeItemOf(companyId: string, codeItemId: string) {
    const item = this.items.get(codeItemId);
    return item && item.companyId === companyId ? { id: item.id, name: item.name, type: item.type } : null;
  }

  async availableKeys(): Promise<Readonly<Record<string, number>>> {
    const counts: Record<string, number> = {};
    for (const [key, codes] of this.#stock) counts[key.slice(key.indexOf('/') + 1)] = codes.length;
    return counts;
  }
}
