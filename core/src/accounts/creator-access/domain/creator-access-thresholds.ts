import type { ChannelProvider, ChannelStatistics } from '../../../shared/channel-statistics.port.ts';
import { DAY_MS } from '../../../shared/time.ts';

/** Spec section 5: what a channel needs for full creator access. */
export const CREATOR_ACCESS_THRESHOLDS = {
  twitch: { minFollowers: 250, minAccountAgeDays: 90, businessAccountRequired: false, audience: 'followers' },
  youtube: { minFollowers: 250, minAccountAgeDays: 90, businessAccountRequired: false, audience: 'subscribers' },
  tiktok: { minFollowers: 250, minAccountAgeDays: 30, businessAccountRequired: true, audience: 'followers' },
} as const satisfies Record<ChannelProvider, unknown>;

export const REFUSAL_REASONS = ['channelTooNew', 'insufficientFollowers', 'notBusinessAccount', 'dataUnavailable'] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

/** What the channel had when it was judged, so a refusal says both figures (its own and the one needed). */
export interface ChannelFigures {
  readonly followers: number;
  readonly accountAgeDays: number;
}

export interface ChannelVerdict {
  readonly provider: ChannelProvider;
  readonly channelId: string;
  readonly qualifies: boolean;
  readonly reasons: readonly RefusalReason[];
  /** Absent when the platform gave no data, and on verdicts stored before figures were kept. */
  readonly figures?: ChannelFigures;
}

/**
 * Judges one channel. An account is old enough from the exact instant it turns the required number
 * of days (90 days to the millisecond passes, a millisecond less does not). No data (null), or an
 * unknown business flag on TikTok, refuses with dataUnavailable so the creator can retry later.
 */
export function assessChannel(provider: ChannelProvider, channelId: string, stats: ChannelStatistics | null, now: Date): ChannelVerdict {
  const rule = CREATOR_ACCESS_THRESHOLDS[provider];
  if (stats === null || (rule.businessAccountRequired && stats.isBusinessAccount === null)) {
    return { provider, channelId, qualifies: false, reasons: ['dataUnavailable'] };
  }
  const reasons: RefusalReason[] = [];
  const ageMs = now.getTime() - stats.accountCreatedAt.getTime();
  if (ageMs < rule.minAccountAgeDays * DAY_MS) reasons.push('channelTooNew');
  if (stats.followers < rule.minFollowers) reasons.push('insufficientFollowers');
  if (rule.businessAccountRequired && stats.isBusinessAccount !== true) reasons.push('notBusinessAccount');
  const figures = { followers: stats.followers, accountAgeDays: Math.max(0, Math.floor(ageMs / DAY_MS)) };
  return { provider, channelId, qualifies: reasons.length === 0, reasons, figures };
}

const PROVIDER_NAMES: Record<ChannelProvider, string> = { twitch: 'Twitch', youtube: 'YouTube', tiktok: 'TikTok' };

const days = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'day' : 'days'}`;

/** A sentence for the creator-access page; a refusal that compares a figure says both, when the figures were kept. */
export function refusalMessage(provider: ChannelProvider, reason: RefusalReason, figures?: ChannelFigures): string {
  const rule = CREATOR_ACCESS_THRESHOLDS[provider];
  const name = PROVIDER_NAMES[provider];
  switch (reason) {
    case 'channelTooNew':
      return `Your ${name} account must be at least ${days(rule.minAccountAgeDays)} old${figures ? `; it is ${days(figures.accountAgeDays)} old` : ''}.`;
    case 'insufficientFollowers':
      return `Your ${name} channel needs at least ${rule.minFollowers.toLocaleString('en-US')} ${rule.audience}${
        figures ? `; it has ${figures.followers.toLocaleString('en-US')}` : ''
      }.`;
    case 'notBusinessAccount':
      return `Your ${name} account must be a business account.`;
    case 'dataUnavailable':
      return `We could not fetch your ${name} channel's data. New connections may take up to 24 hours; please try again later.`;
  }
}
