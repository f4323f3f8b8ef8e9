import type { KeyParticipant } from '../domain/key-participant.entity.ts';

export interface KeyParticipantRepositoryPort {
  findById(id: string): Promise<KeyParticipant | null>;
  findByCampaignAndCreator(campaignId: string, creatorId: string): Promise<KeyParticipant | null>;
  /** How many keys of one platform the campaign's creators have claimed. */
  countClaims(campaignId: string, platform: string): Promise<number>;
  /** Inserts or updates; one participant per campaign and creator. */
  save(participant: KeyParticipant): Promise<void>;
}
