import { addMs, DAY_MS } from '../../shared/time.ts';
import { newKeyCampaign, type KeyCampaign } from '../domain/key-campaign.entity.ts';
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
    ...newKeyCampaign({
      id: seededId(),
      companyId: COMPANY_ID,
      kind: 'standard',
      name: 'Moonlight Drifters keys',
      now: addMs(BUILDER_NOW, -3 * DAY_MS),
    }),
    startDate: addMs(BUILDER_NOW, -DAY_MS),
    endDate: addMs(BUILDER_NOW, 29 * DAY_MS),
    tags: ['indie'],
    game: { name: 'Moonlight Drifters', description: 'A cosy drifting game.', genres: ['Racing', 'Indie'], media: [], steamAppId: null },
    keys: [
      { platform: 'Steam', count: 10 },
      { platform: 'Xbox', count: 10 },
    ],
    codeItemId: 'item-1',
    category: 'game',
    publishState: 'published',
    firstWentLiveAt: addMs(BUILDER_NOW, -2 * DAY_MS),
    publishedAt: addMs(BUILDER_NOW, -2 * DAY_MS),
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
    agreementAcceptedAt: null,
    reviewedAt: null,
    claim: null,
    submission: null,
    contentExpiredAt: null,
    kitSentCount: 0,
    kitLastSentAt: null,
    replacedKeys: [],
    events: [],
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
    ...changes,
  };
}
