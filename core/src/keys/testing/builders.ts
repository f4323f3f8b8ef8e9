import { addMs, DAY_MS } from '../../shared/time.ts';
import type { KeyCampaign } from '../domain/key-campaign.entity.ts';
import type { KeyParticipant } from '../domain/key-participant.entity.ts';
import type { CreatorProfile } from '../ports/creator-directory.port.ts';
import { BUILDER_NOW, seededSource } from '../../shared/testing/seeded-random.ts';

/** Deterministic test data from a seeded source, so a failing test shows the same values every run. */
export { BUILDER_NOW };
export const COMPANY_ID = 'company-1';

const { seededId } = seededSource(20_250_502);

/** A published, discoverable campaign that started a day ago and ends in 29 days. */
export function aKeyCampaign(changes: Partial<KeyCampaign> = {}): KeyCampaign {
  return {
    id: seededId(),
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
    id: seededId(),
    campaignId: campaign.id,
    creatorId: seededId(),
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
  const id = changes.id ?? seededId();
  return {
    id,
    email: `${id}@example.com`,
    displayName: `Creator ${id}`,
    hasFullCreatorAccess: true,
    size: { followers: 1000, averageViewers: 50 },
    ...changes,
  };
}
