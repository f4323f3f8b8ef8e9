import type { AudienceMetric } from './audience-metrics.ts';
import type { Continent } from './continents.ts';

/** Minimum figures; null means the campaign does not ask for that one. */
export type AudienceThresholds = Readonly<Record<AudienceMetric, number | null>>;

export interface CampaignRequirements {
  readonly audience: AudienceThresholds;
  /** Empty lists mean anywhere. Countries are ISO 3166-1 alpha-2. */
  readonly location: { readonly countries: readonly string[]; readonly continents: readonly Continent[] };
  /** ISO 639-1 codes; empty means any language. */
  readonly languages: readonly string[];
  /** The company's creator lists whose members qualify. */
  readonly creatorListIds: readonly string[];
  /** Creator user ids picked by hand. */
  readonly whitelist: readonly string[];
  /** Members (accepted) of this creator program qualify. */
  readonly creatorProgramId: string | null;
  /** Everyone may send offers; location and language still apply (spec section 5). */
  readonly allowOffersFromAllCreators: boolean;
  /** Creators with VIP access skip the audience and selection groups here. */
  readonly vipAccess: boolean;
}

export const NO_AUDIENCE_THRESHOLDS: AudienceThresholds = {
  twitchFollowers: null,
  twitchAverageConcurrentViewers: null,
  youtubeSubscribers: null,
  youtubeAverageConcurrentViewers: null,
  youtubeAverageViewsPerVideo: null,
  youtubeAverageViewsPerShort: null,
  tiktokFollowers: null,
  tiktokAverageViewsPerShort: null,
};

/** A new campaign's requirements: nobody is excluded until the company says so; VIP access honoured. */
export const OPEN_REQUIREMENTS: CampaignRequirements = {
  audience: NO_AUDIENCE_THRESHOLDS,
  location: { countries: [], continents: [] },
  languages: [],
  creatorListIds: [],
  whitelist: [],
  creatorProgramId: null,
  allowOffersFromAllCreators: false,
  vipAccess: true,
};
