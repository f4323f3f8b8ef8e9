import type { KeysetKey } from '../../shared/keyset.ts';
import type { KeyCampaign } from './key-campaign.entity.ts';
import type { KeyParticipant } from './key-participant.entity.ts';

/** Keyset orders of the lists; PostgreSQL adapters sort by the same expressions. */
export type KeyCampaignOrder = 'popular' | 'recent' | 'upcoming' | 'all' | 'company' | 'held';

export function keyCampaignKey(campaign: KeyCampaign, order: KeyCampaignOrder): KeysetKey {
  switch (order) {
    case 'popular':
      return [-campaign.requestCount, campaign.id];
    case 'upcoming':
      return [campaign.startDate?.getTime() ?? 0, campaign.id];
    case 'recent':
    case 'all':
      return [-(campaign.publishedAt?.getTime() ?? 0), campaign.id];
    case 'company':
      return [-campaign.createdAt.getTime(), campaign.id];
    case 'held':
      return [campaign.updatedAt.getTime(), campaign.id];
  }
}

export const keyParticipantKey = (participant: KeyParticipant): KeysetKey => [participant.appliedAt.getTime(), participant.id];
