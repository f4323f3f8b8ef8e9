export type ChannelProvider = 'twitch' | 'youtube' | 'tiktok';

export interface ChannelStatistics {
  readonly provider: ChannelProvider;
  readonly channelId: string;
  /** Followers on Twitch and TikTok, subscribers on YouTube. */
  readonly followers: number;
  readonly accountCreatedAt: Date;
  readonly averageConcurrentViewers: number | null;
  readonly averageViewsPerVideo: number | null;
  readonly averageViewsPerShort: number | null;
  /** TikTok: only business accounts qualify for creator access. */
  readonly isBusinessAccount: boolean | null;
  readonly affiliation: 'none' | 'twitchAffiliate' | 'partner';
}

/** Reads a channel's figures from its platform; null when the data could not be fetched. */
export interface ChannelStatisticsPort {
  fetch(provider: ChannelProvider, channelId: string): Promise<ChannelStatistics | null>;
}
