import type { ChannelProvider } from '../../shared/channel-statistics.port.ts';

/** Spec 3: a creator channel's affiliation status. */
export const AFFILIATIONS = ['none', 'twitchAffiliate', 'partner'] as const;
export type Affiliation = (typeof AFFILIATIONS)[number];

/**
 * A creator's channel on one platform with the figures last synced from it. The size tier is derived
 * from these figures where it is needed (insights' tier boundaries), never stored.
 */
export interface CreatorChannel {
  readonly id: string;
  /** The creator's user id. */
  readonly creatorId: string;
  readonly provider: ChannelProvider;
  /** The platform's own id; one channel per platform id (spec 8: "channel already exists"). */
  readonly providerChannelId: string;
  readonly handle: string;
  readonly displayName: string;
  /** Followers on Twitch and TikTok, subscribers on YouTube. */
  readonly followers: number;
  /** Twitch and YouTube live; null on TikTok. */
  readonly averageConcurrentViewers: number | null;
  /** YouTube only. */
  readonly averageViewsPerVideo: number | null;
  /** YouTube Shorts and TikTok. */
  readonly averageViewsPerShort: number | null;
  readonly accountCreatedAt: Date;
  /** TikTok: only business accounts qualify for creator access; null elsewhere. */
  readonly isBusinessAccount: boolean | null;
  readonly affiliation: Affiliation;
  /** ISO 639-1. */
  readonly language: string;
  /** ISO 3166-1 alpha-2. */
  readonly country: string;
  readonly syncedAt: Date;
}
