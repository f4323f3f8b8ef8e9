import type { KeyCodesPort } from '../ports/key-codes.port.ts';

/** Keys per platform of each campaign, handed out in the order stocked. */
export class InMemoryKeyCodes implements KeyCodesPort {
  readonly #stock = new Map<string, string[]>();
  readonly taken: { campaignId: string; platform: string; creatorId: string; code: string; at: Date }[] = [];

  stock(campaignId: string, platform: string, codes: readonly string[]): void {
    this.#stock.set(`${campaignId}/${platform}`, [...codes]);
  }

  async takeKey(request: { campaignId: string; platform: string; creatorId: string; at: Date }): Promise<string | null> {
    const code = this.#stock.get(`${request.campaignId}/${request.platform}`)?.shift();
    if (code === undefined) return null;
    this.taken.push({ campaignId: request.campaignId, platform: request.platform, creatorId: request.creatorId, code, at: request.at });
    return code;
  }
}
