import type { ChannelFigures } from '../domain/audience-metrics.ts';
import type { CreatorSnapshot } from '../domain/eligibility.ts';
import { OPEN_REQUIREMENTS, type AudienceThresholds, type CampaignRequirements } from '../domain/requirements.entity.ts';

/** Requirements that ask nothing, with the changes a test is about. */
export function requirements(
  changes: Partial<Omit<CampaignRequirements, 'audience'>> & { audience?: Partial<AudienceThresholds> } = {},
): CampaignRequirements {
  return { ...OPEN_REQUIREMENTS, ...changes, audience: { ...OPEN_REQUIREMENTS.audience, ...changes.audience } };
}

export const aChannel = (
  provider: ChannelFigures['provider'],
  figures: Partial<Omit<ChannelFigures, 'provider'>> = {},
): ChannelFigures => ({
  provider,
  followers: 0,
  averageConcurrentViewers: null,
  averageViewsPerVideo: null,
  averageViewsPerShort: null,
  ...figures,
});

/** A Swedish, English-speaking creator with one small Twitch channel, on no list and in no program. */
export function creator(changes: Partial<CreatorSnapshot> = {}): CreatorSnapshot {
  return {
    creatorId: 'creator-1',
    country: 'SE',
    languages: ['en', 'sv'],
    channels: [aChannel('twitch', { followers: 100, averageConcurrentViewers: 5 })],
    creatorListIds: [],
    acceptedProgramIds: [],
    hasVipAccess: false,
    ...changes,
  };
}
