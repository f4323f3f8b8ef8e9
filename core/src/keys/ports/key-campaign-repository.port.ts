import type { KeyCampaign } from '../domain/key-campaign.entity.ts';

export interface KeyCampaignRepositoryPort {
  findById(id: string): Promise<KeyCampaign | null>;
  /** Inserts or updates. */
  save(campaign: KeyCampaign): Promise<void>;
}
