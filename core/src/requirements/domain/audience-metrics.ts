import type { ChannelProvider, ChannelStatistics } from '../../shared/channel-statistics.port.ts';

/** The channel-size requirements a campaign can set (spec section 3), each on one platform's figure. */
export const AUDIENCE_METRICS = {
  twitchFollowers: { provider: 'twitch', figure: 'followers', label: 'Twitch followers' },
  twitchAverageConcurrentViewers: { provider: 'twitch', figure: 'averageConcurrentViewers', label: 'Twitch average concurrent viewers' },
  youtubeSubscribers: { provider: 'youtube', figure: 'followers', label: 'YouTube subscribers' },
  youtubeAverageConcurrentViewers: { provider: 'youtube', figure: 'averageConcurrentViewers', label: 'YouTube average concurrent viewers' },
  youtubeAverageViewsPerVideo: { provider: 'youtube', figure: 'averageViewsPerVideo', label: 'YouTube average views per video' },
  youtubeAverageViewsPerShort: { provider: 'youtube', figure: 'averageViewsPerShort', label: 'YouTube average views per short' },
  tiktokFollowers: { provider: 'tiktok', figure: 'followers', label: 'TikTok followers' },
  tiktokAverageViewsPerShort: { provider: 'tiktok', figure: 'averageViewsPerShort', label: 'TikTok average views per short' },
} as const satisfies Record<string, { provider: ChannelProvider; figure: ChannelFigure; label: string }>;

export type AudienceMetric = keyof typeof AUDIENCE_METRICS;
export const AUDIENCE_METRIC_IDS = Object.keys(AUDIENCE_METRICS) as AudienceMetric[];

export type ChannelFigure = 'followers' | 'averageConcurrentViewers' | 'averageViewsPerVideo' | 'averageViewsPerShort';
/** What requirements read from a connected channel (followers are subscribers on YouTube). */
export type ChannelFigures = Pick<ChannelStatistics, 'provider' | ChannelFigure>;

/** The best figure over the creator's channels on that platform; null when none reports it. */
export function figureOf(channels: readonly ChannelFigures[], metric: AudienceMetric): number | null {
  const { provider, figure } = AUDIENCE_METRICS[metric];
  const values = channels
    .filter((c) => c.provider === provider)
    .map((c) => c[figure])
    .filter((n): n is number => n !== null);
  return values.length === 0 ? null : Math.max(...values);
}
