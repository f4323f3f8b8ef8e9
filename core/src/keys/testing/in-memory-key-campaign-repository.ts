import type { KeyCampaign } from '../domain/key-campaign.entity.ts';
import type { KeyCampaignRepositoryPort } from '../ports/key-campaign-repository.port.ts';

export class InMemoryKeyCampaignRepository implements KeyCampaignRepositoryPort {
  readonly #campaigns = new Map<string, KeyCampaign>();

  async findById(id: string): Promise<KeyCampaign | null> {
    const campaign = this.#campaigns.get(id);
    return campaign ? structuredClone(campaign) : null;
  }

  async save(campaign: KeyCampaign): Promise<void> {
    this.#campaigns.set(campaign.id, structuredClone(campaign));
  }
}
