import type { ChannelProvider } from '../../shared/channel-statistics.port.ts';

/** A video or short as its platform lists it on the channel. */
export interface PlatformPost {
  readonly externalId: string;
  readonly type: 'VIDEO' | 'SHORTS';
  readonly title: string;
  readonly durationSeconds: number;
  readonly views: number;
  /** From the platform's analytics where it has them (YouTube); 0 where it reports none (TikTok). */
  readonly hoursWatched: number;
  /** Public; an unlisted video is a post too, but counts in no figure. */
  readonly listed: boolean;
  readonly publishedAt: Date;
}

/**
 * A channel's recent videos and shorts, read with the creator's own grant: YouTube's uploads with
 * their statistics and analytics, TikTok's video list. Streams are not here: Twitch's are sampled while
 * live, and a past stream's viewers are in no platform's API. Null when the platform refused this
 * channel (no data); an outage throws.
 */
export interface ChannelPostsPort {
  recentPosts(provider: ChannelProvider, channelId: string, since: Date): Promise<PlatformPost[] | null>;
}
