import { addMs, DAY_MS } from '../../shared/time.ts';
import type { KeyCampaign } from '../domain/key-campaign.entity.ts';
import type { KeyParticipant } from '../domain/key-participant.entity.ts';
import type { CreatorProfile } from '../ports/creator-directory.port.ts';

/** Deterministic test data: counters, not randomness. */
export const BUILDER_NOW = new Date('2025-03-10T12:00:00.000Z');
export const COMPANY_ID = 'company-1';

let counter = 0;
const next = (prefix: string) => `${prefix}-${++counter}`;

/** A published, discoverable campaign that started a day ago and ends in 29 days. */
export function aKeyCampaign(changes: Partial<KeyCampaign> = {}): KeyCampaign {
  return {
    id: next('campaign'),
    companyId: COMPANY_ID,
    name: 'Moonlight Drifters keys',
    startDate: addMs(BUILDER_NOW, -DAY_MS),
    endDate: addMs(BUILDER_NOW, 29 * DAY_MS),
    plannedRelease: null,
    platforms: ['Steam', 'Xbox'],
    tags: ['indie'],
    media: [],
    keysPerPlatform: { Steam: 10, Xbox: 10 },
    specialInstructions: null,
    embargo: null,
    participationCriteria: { minimumFollowers: 0, minimumAverageViewers: 0 },
    preLaunch: false,
    visibility: 'discoverable',
    codeItemId: 'item-1',
    publishedAt: addMs(BUILDER_NOW, -2 * DAY_MS),
    convertedAt: null,
    createdAt: addMs(BUILDER_NOW, -3 * DAY_MS),
    ...changes,
  };
}

export function aParticipant(campaign: KeyCampaign, changes: Partial<KeyParticipant> = {}): KeyParticipant {
  return {
    id: next('participant'),
    campaignId: campaign.id,
    creatorId: next('creator'),
    state: 'pending',
    appliedAt: BUILDER_NOW,
    reviewedAt: null,
    claim: null,
    submission: null,
    kitSentCount: 0,
    kitLastSentAt: null,
    ...changes,
  };
}

export function aCreatorProfile(changes: Partial<CreatorProfile> = {}): CreatorProfile {
  const id = changes.id ?? next('creator');
  return {
    id,
    email: `${id}@example.com`,
    displayName: `Creator ${id}`,
    hasFullCreatorAccess: true,
    size: { followers: 1000, averageViewers: 50 },
    ...changes,
  };
}
