import type { ChannelProvider } from '../../shared/channel-statistics.port.ts';
import { tierByCcv, type CreatorTier } from '../../shared/creator-tier.ts';

/**
 * Our price list: what a creator's live hour watched is worth, in USD cents, by tier (spec 9, from
 * average CCV) and by the platform of their main channel. An offer is this price times the hours
 * watched we expect (predicted CCV x hours per creator), so what a studio pays follows what it gets.
 *
 * - Per hour watched a larger channel costs less: sponsorship rates grow more slowly than audiences
 *   (a 10x larger channel asks roughly 5-6x the fee), so each step up a tier takes about a fifth off.
 * - YouTube live is dearer than Twitch (higher advertising rates per viewer), TikTok live cheaper
 *   (shorter sessions, younger audiences); Twitch is the reference.
 */
export const PRICE_PER_HOUR_WATCHED_CENTS: Readonly<Record<ChannelProvider, Readonly<Record<CreatorTier, number>>>> = {
  twitch: { nano: 65, micro: 55, mid: 45, macro: 36, top: 28 },
  youtube: { nano: 78, micro: 66, mid: 54, macro: 43, top: 34 },
  tiktok: { nano: 52, micro: 44, mid: 36, macro: 29, top: 22 },
};

export const pricePerHourWatchedCents = (averageCcv: number, platform: ChannelProvider): number =>
  PRICE_PER_HOUR_WATCHED_CENTS[platform][tierByCcv(Math.max(0, averageCcv))];
