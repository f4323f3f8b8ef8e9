import type { InsightsChannel } from '../ports/insights-creator-directory.port.ts';
import type { StatisticsFigures } from './statistics-figures.ts';

export type AuthenticityLevel = 'LIKELY_GENUINE' | 'CHECK' | 'DOUBTFUL';

/** Why the score is what it is, in words a company reads, each with the figure behind it. */
export interface AuthenticitySignal {
  readonly code:
    | 'VIEWERS_PER_FOLLOWER_HIGH'
    | 'VIEWERS_PER_FOLLOWER_LOW'
    | 'VIEWS_PER_FOLLOWER_LOW'
    | 'VIEWER_SPIKES'
    | 'CHATTERS_PER_VIEWER_LOW'
    | 'VIEWERS_WITHOUT_CHAT';
  readonly message: string;
}

export interface AudienceAuthenticity {
  /** 0 to 100; null when the period holds too little to judge. */
  readonly score: number | null;
  readonly level: AuthenticityLevel | null;
  readonly signals: readonly AuthenticitySignal[];
}

/**
 * The thresholds, the product's own (the spec names the signals, not their bounds), and the points each
 * takes off a score of 100 (under 50 reads doubtful, under 80 check). Live audiences on Twitch run at about
 * 0.1% to 10% of followers watching at once, one in a hundred typically: over a tenth is rare and over a
 * quarter is what view bots look like; under a thousandth on a channel of some size is what bought
 * followers look like (a channel whose audience faded since its best days looks the same, the price of
 * this signal). A day whose peak is four times its average is a spike; organic raids and hosts make some,
 * bots make many. Twitch's chatter list holds every signed-in viewer with the chat open, lurkers too, so a
 * real audience shows well over a fifth of its viewers there; view bots and embedded players add viewers
 * and no chatters. The generated population these bounds are measured on, with the public figures behind
 * it, is insights/testing/labelled-audiences.ts.
 */
export const AUTHENTICITY_RULES = {
  minStreamDays: 3,
  minFollowersForLowRatio: 1_000,
  viewersPerFollowerHigh: 0.25,
  viewersPerFollowerHighPoints: 35,
  viewersPerFollowerRaised: 0.05,
  viewersPerFollowerRaisedPoints: 25,
  viewersPerFollowerLow: 0.001,
  viewersPerFollowerLowPoints: 55,
  viewsPerFollowerLow: 0.001,
  spikeFactor: 4,
  spikeShareFlagged: 0.25,
  chattersPerViewerLow: 0.1,
  chattersPerViewerLowPoints: 55,
  chattersPerViewerFew: 0.2,
  chattersPerViewerFewPoints: 30,
  /**
   * Chatters at once, on average, from which a chat under a fifth of the viewers is no chance of a few
   * people who keep it closed but the mark of a crowd that is not there: then it weighs as much as under a tenth.
   */
  chattersForFewToCount: 2,
  /** Viewers summed over the samples that counted chat: below this a low ratio is noise (a few quiet streams). */
  minChatViewers: 500,
  /** Fewer viewers than this at once are a handful of people, who may all keep the chat closed. */
  minChatAverageCcv: 5,
  /**
   * Of the viewers counted with chat, the share that came in stretches of a stream where the chat did not
   * grow with them (unchattedViewers): over this, doubtful. Raids bring their chat along; an embed or a
   * front-page feature on one stream of many stays well under it.
   */
  unchattedShareHigh: 0.25,
  unchattedShareHighPoints: 55,
} as const;

/** Within one stream: how far above its own typical chatters per viewer a sample's chat must fall short to count. */
const UNCHATTED_RULES = {
  /** Fewer chat-counted samples than this (half an hour) are too short a stream to have a shape. */
  minSamples: 3,
  /** The stream's own chatters per viewer: the median sample's, so a botted stretch under half the stream does not set it. */
  baselineQuantile: 0.75,
  /** Standard deviations of the chat's sampling noise a sample's viewers may exceed what its chat accounts for. */
  noiseDeviations: 2,
} as const;

/**
 * Viewers of one stream that its chat does not account for, summed over its chat-counted samples: the
 * stream's own chatters per viewer (its median sample's) says how many viewers each sample's chatters
 * stand for, and what a sample shows beyond that, past the chat's sampling noise, is counted. A raid
 * brings its chatters with its viewers and counts little; bots switched on for part of a stream add
 * viewers and no chatters and count in full. 0 for a stream with no chat at all (the chat's share over
 * the period judges that) or too few samples.
 */
export function unchattedViewers(samples: readonly { readonly viewers: number; readonly chatters: number | null }[]): number {
  const counted = samples.filter((s): s is { viewers: number; chatters: number } => s.chatters !== null && s.viewers > 0);
  if (counted.length < UNCHATTED_RULES.minSamples) return 0;
  const shares = counted.map((s) => s.chatters / s.viewers).sort((a, b) => a - b);
  const baseline = Math.min(1, shares[Math.floor((shares.length - 1) * UNCHATTED_RULES.baselineQuantile)]!);
  if (baseline <= 0) return 0;
  // Chatters of n real viewers vary as a binomial's: sd sqrt(n p (1 - p)), so n read from them varies by that over p.
  const spread = Math.max(0.1, 1 - baseline) / baseline;
  let unaccounted = 0;
  for (const s of counted) {
    const noise = UNCHATTED_RULES.noiseDeviations * Math.sqrt(s.viewers * spread);
    unaccounted += Math.max(0, s.viewers - s.chatters / baseline - noise);
  }
  return Math.round(unaccounted);
}

/** Chatters and viewers summed over the chat-counted samples, and of those viewers the ones their stream's chat does not account for. */
export interface AudienceChat {
  readonly chatters: number;
  readonly viewers: number;
  readonly unchattedViewers: number;
}

const percent = (ratio: number) => `${(ratio * 100).toFixed(ratio < 0.01 ? 2 : 1)}%`;
const count = (n: number) => n.toLocaleString('en-US');

/**
 * Audience authenticity from the stored statistics of one period: viewers per follower on live
 * channels, views per follower on video channels, and days whose viewer peak towers over their
 * average, and chatters per viewer where live streams were sampled with their chat.
 */
export function audienceAuthenticity(
  figures: StatisticsFigures,
  daily: readonly { figures: StatisticsFigures }[],
  channels: readonly InsightsChannel[],
  chat: AudienceChat | null = null,
): AudienceAuthenticity {
  const rules = AUTHENTICITY_RULES;
  const followersOn = (providers: readonly InsightsChannel['provider'][]) =>
    channels.filter((c) => providers.includes(c.provider)).reduce((sum, c) => sum + c.followers, 0);
  const streamDays = daily.filter((d) => d.figures.streams > 0 && d.figures.averageCcv !== null);
  const onDemand = figures.videos + figures.shorts;
  if (streamDays.length < rules.minStreamDays && onDemand === 0) return { score: null, level: null, signals: [] };

  const signals: AuthenticitySignal[] = [];
  let score = 100;
  const liveFollowers = followersOn(['twitch', 'youtube']);
  if (streamDays.length >= rules.minStreamDays && figures.averageCcv !== null && liveFollowers > 0) {
    const ratio = figures.averageCcv / liveFollowers;
    if (ratio > rules.viewersPerFollowerRaised) {
      score -= ratio > rules.viewersPerFollowerHigh ? rules.viewersPerFollowerHighPoints : rules.viewersPerFollowerRaisedPoints;
      signals.push({
        code: 'VIEWERS_PER_FOLLOWER_HIGH',
        message: `${percent(ratio)} of followers watch at once on average (${count(Math.round(figures.averageCcv))} of ${count(liveFollowers)}); most channels see under 5%.`,
      });
    } else {
      // Subscribers on YouTube mostly follow the videos, so few of them live says nothing; Twitch's follow the streams.
      const twitchFollowers = followersOn(['twitch']);
      const onTwitch = figures.averageCcv / Math.max(1, twitchFollowers);
      if (onTwitch < rules.viewersPerFollowerLow && twitchFollowers >= rules.minFollowersForLowRatio) {
        score -= rules.viewersPerFollowerLowPoints;
        signals.push({
          code: 'VIEWERS_PER_FOLLOWER_LOW',
          message: `Only ${percent(onTwitch)} of ${count(twitchFollowers)} followers watch at once on average; followers may not be real viewers.`,
        });
      }
    }
  }
  const onDemandFollowers = followersOn(['youtube', 'tiktok']);
  if (onDemand > 0 && figures.averageViews !== null && onDemandFollowers >= rules.minFollowersForLowRatio) {
    const ratio = figures.averageViews / onDemandFollowers;
    if (ratio < rules.viewsPerFollowerLow) {
      score -= 25;
      signals.push({
        code: 'VIEWS_PER_FOLLOWER_LOW',
        message: `Videos reach ${percent(ratio)} of ${count(onDemandFollowers)} followers on average; followers may not be real viewers.`,
      });
    }
  }
  const spikes = streamDays.filter((d) => d.figures.peakCcv > rules.spikeFactor * (d.figures.averageCcv ?? 0)).length;
  if (streamDays.length >= rules.minStreamDays && spikes / streamDays.length >= rules.spikeShareFlagged) {
    score -= Math.round(40 * Math.min(1, spikes / streamDays.length));
    signals.push({
      code: 'VIEWER_SPIKES',
      message: `Viewers jumped to over ${rules.spikeFactor} times the day's average on ${spikes} of ${streamDays.length} stream days.`,
    });
  }
  const enoughChat = chat && chat.viewers >= rules.minChatViewers && (figures.averageCcv ?? 0) >= rules.minChatAverageCcv;
  if (chat && enoughChat && chat.chatters / chat.viewers < rules.chattersPerViewerFew) {
    const ratio = chat.chatters / chat.viewers;
    const chattersAtOnce = ratio * (figures.averageCcv ?? 0);
    score -=
      ratio < rules.chattersPerViewerLow || chattersAtOnce >= rules.chattersForFewToCount
        ? rules.chattersPerViewerLowPoints
        : rules.chattersPerViewerFewPoints;
    signals.push({
      code: 'CHATTERS_PER_VIEWER_LOW',
      message: `Only ${percent(ratio)} of viewers were in the chat while live (${count(chat.chatters)} chatters over ${count(chat.viewers)} viewers counted); real audiences show over ${percent(rules.chattersPerViewerFew)}.`,
    });
  }
  if (chat && chat.viewers >= rules.minChatViewers && chat.unchattedViewers / chat.viewers > rules.unchattedShareHigh) {
    score -= rules.unchattedShareHighPoints;
    signals.push({
      code: 'VIEWERS_WITHOUT_CHAT',
      message: `${percent(chat.unchattedViewers / chat.viewers)} of viewers came in stretches of a stream where the chat did not grow with them (${count(chat.unchattedViewers)} of ${count(chat.viewers)} viewers counted); raids bring their chat along, and real audiences stay under ${percent(rules.unchattedShareHigh)}.`,
    });
  }
  score = Math.max(0, score);
  return { score, level: score >= 80 ? 'LIKELY_GENUINE' : score >= 50 ? 'CHECK' : 'DOUBTFUL', signals };
}
