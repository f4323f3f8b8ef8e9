import { seededRandom } from '../../shared/testing/seeded-random.ts';
import { audienceAuthenticity, unchattedViewers, type AudienceAuthenticity, type AudienceChat } from '../domain/audience-authenticity.ts';
import type { StatisticsFigures } from '../domain/statistics-figures.ts';
import type { InsightsChannel } from '../ports/insights-creator-directory.port.ts';

/*
 * A population of live creators as the authenticity judge reads them (30 days of stream days, the
 * channels' followers, the chat counted while sampling, each stream's samples), each labelled with what
 * its audience really is.
 *
 * The public figures it rests on:
 * - Average viewers: Zach Bussey's and SullyGnome's 2022 count of Twitch affiliates and partners put 6
 *   average viewers at the top 21% of channels, 26 at the top 5% and 250 at the top 1%: a Pareto with a
 *   minimum of 1 and an exponent of 0.87 crosses all three (0.21, 0.059, 0.008).
 * - Followers: Parsec's 2016 fit over Twitch channels found viewers growing in proportion to followers
 *   (10% more followers, 10% more viewers on a log-log line), so followers are viewers over a share
 *   drawn around one in a hundred watching at once, ten times either way for the odd channel; a few
 *   channels are the remains of a bigger past, their followers still there and their viewers gone.
 * - Chat: StreamsCharts measures the share of a stream's viewers signed in and present (the "Auth/All
 *   viewers" ratio) and names a low share as the mark of view bots or of a stream embedded where visitors
 *   watch it without knowing ("legal viewbotting"). Twitch's chatter list is those signed-in viewers
 *   with the chat open, lurkers included; on ordinary channels that is around half the viewers.
 * - Raids and hosts: an ordinary channel's day sometimes peaks at several times its average when another
 *   channel sends its viewers over; bots switched on for part of a stream make the same shape on most days.
 *   Raiders land on the channel's page with its chat, so they show among the chatters as its own viewers do.
 * - Within a stream (samples every 10 minutes, as the live sampler takes them): a real audience gathers over
 *   the first half hour and wanders by some percent from one sample to the next. A 2019 crawl of Twitch chat
 *   lists (Rolando Pérez, "How to know if a twitch streamer is using viewbots?") found viewer bots absent from
 *   the chat list; Streams Charts' curves of a botted stream in 2025 (Emiru's, reported by spilled.gg) show
 *   a vertical climb within minutes where the channel's own streams build gradually. So bots here are a
 *   stretch of viewers switched on at once or ramped over up to an hour, missing from the chat, except that
 *   one service in five also puts signed-in accounts in the chat list for a part of them. Ordinary channels
 *   keep a chat bot of their own in the list on half the channels, and one stream in thirty-three has a
 *   chat-less stretch of its own (a front-page feature, a player embedded on an event's page).
 *
 * The inauthentic minority, each with the patterns it leaves:
 * - VIEW_BOTTED: bots add several times the real audience for part of most streams: viewers per follower
 *   climb, days peak far above their average, and within the stream the chat stays the size of the real
 *   audience while the viewers jump.
 * - BOUGHT_FOLLOWERS: tens of times the followers the audience would bring: hardly any of them watch.
 * - CHATLESS_VIEWERS: an embedded or bot audience on all the time, several times the real one: no spikes,
 *   but viewers per follower climb and the chat is a small share of the viewers.
 */

export const AUDIENCE_LABELS = ['GENUINE', 'VIEW_BOTTED', 'BOUGHT_FOLLOWERS', 'CHATLESS_VIEWERS'] as const;
export type AudienceLabel = (typeof AUDIENCE_LABELS)[number];

/** Share of each kind: most audiences are what they seem. */
const LABEL_SHARES: readonly (readonly [AudienceLabel, number])[] = [
  ['GENUINE', 0.88],
  ['VIEW_BOTTED', 0.05],
  ['BOUGHT_FOLLOWERS', 0.04],
  ['CHATLESS_VIEWERS', 0.03],
];

export interface LabelledAudience {
  readonly label: AudienceLabel;
  readonly figures: StatisticsFigures;
  readonly daily: readonly { figures: StatisticsFigures }[];
  readonly channels: readonly InsightsChannel[];
  readonly chat: AudienceChat;
}

/** Samples every 10 minutes while live, as the live-stream sampler takes them. */
const SAMPLES_PER_HOUR = 6;

/** A period with nothing in it, to build figures from. */
export const NO_FIGURES: StatisticsFigures = {
  streams: 0,
  streamHours: 0,
  streamHoursWatched: 0,
  watchTimeHours: 0,
  averageCcv: null,
  peakCcv: 0,
  videos: 0,
  videoViews: 0,
  shorts: 0,
  shortViews: 0,
  hoursWatched: 0,
  averageViews: null,
};

/** Pareto(minimum, exponent): P(X > x) = (minimum / x) ^ exponent. */
const pareto = (r: () => number, minimum: number, exponent: number) => minimum / (1 - r()) ** (1 / exponent);
const standardNormal = (r: () => number) => Math.sqrt(-2 * Math.log(1 - r())) * Math.cos(2 * Math.PI * r());
/** Log-normal around a median, `spread` the standard deviation of its base-10 logarithm. */
const logNormal = (r: () => number, median: number, spread: number) => median * 10 ** (spread * standardNormal(r));
/** Successes in n tries of chance p: counted for few tries, by the normal approximation for many. */
function binomial(r: () => number, n: number, p: number): number {
  if (n > 50) return Math.min(n, Math.max(0, Math.round(n * p + Math.sqrt(n * p * (1 - p)) * standardNormal(r))));
  let hits = 0;
  for (let i = 0; i < n; i += 1) if (r() < p) hits += 1;
  return hits;
}
const between = (r: () => number, low: number, high: number) => low + r() * (high - low);

function labelOf(r: () => number): AudienceLabel {
  let left = r();
  for (const [label, share] of LABEL_SHARES) if ((left -= share) < 0) return label;
  return 'GENUINE';
}

/** One creator's 30 days, drawn from the figures above and bent by its label. */
function audienceOf(r: () => number, label: AudienceLabel): LabelledAudience {
  const real = Math.min(50_000, pareto(r, 1, 0.87));
  const faded = label === 'GENUINE' && r() < 0.03;
  const watchingShare = faded ? logNormal(r, 0.0015, 0.3) : logNormal(r, 0.01, 0.3);
  const boughtTimes = label === 'BOUGHT_FOLLOWERS' ? 10 ** between(r, 1, 2) : 1;
  const followers = Math.max(10, Math.round((real / watchingShare) * boughtTimes));
  // Larger channels have more lurkers on phones and televisions, so a little less of them chats. A channel's
  // regulars either keep the chat open or not: on a channel of two or three regulars, none may.
  const regulars = Math.max(2, Math.round(real * 3));
  const chatShare = binomial(r, regulars, Math.min(1, logNormal(r, real > 1_000 ? 0.4 : 0.5, 0.12))) / regulars;
  const botTimes = label === 'VIEW_BOTTED' ? 10 ** between(r, Math.log10(3), Math.log10(20)) : 0;
  const botDayShare = between(r, 0.6, 1);
  // Some services sell signed-in bot accounts that also sit in the chat list, a part of the bots each time.
  const botsInChatList = label === 'VIEW_BOTTED' && r() < 0.2 ? between(r, 0.1, 0.4) : 0;
  const embedTimes = label === 'CHATLESS_VIEWERS' ? between(r, 3, 10) : 0;
  // The channel's own chat bots (moderation, alerts) in the chat list, who watch nothing: on half the channels, one.
  const listBots = Math.floor(r() * 2);

  const streamDays = Math.round(between(r, 3, 20));
  let chatters = 0;
  let viewerSamples = 0;
  let unchatted = 0;
  let airHours = 0;
  let peak = 0;
  const daily = Array.from({ length: streamDays }, () => {
    const hours = Math.round(between(r, 2, 6) * 2) / 2;
    const n = hours * SAMPLES_PER_HOUR;
    const people = real * logNormal(r, 1, 0.1);
    const stretch = (low: number, high: number) => {
      const length = Math.max(1, Math.round(n * between(r, low, high)));
      const from = Math.floor(r() * (n - length + 1));
      return { from, to: from + length };
    };
    // A raid: another channel's audience arrives with its chat in the later part and drifts off over an hour or so.
    const raid = r() < 0.06 ? { at: Math.floor(n * between(r, 0.4, 0.9)), size: people * between(r, 1, 6) + between(r, 0, 20) } : null;
    // An ordinary channel's chat-less stretch: a front-page feature or a player embedded on an event's page.
    const feature = label === 'GENUINE' && r() < 0.03 ? { ...stretch(0.1, 0.4), size: people * between(r, 0.5, 4) } : null;
    // Bots for part of the stream, switched on at once or ramped up over half an hour to an hour.
    const bots =
      botTimes > 0 && r() < botDayShare
        ? { ...stretch(0.2, 0.6), size: people * botTimes, ramp: r() < 0.5 ? 1 : Math.round(between(r, 3, 6)) }
        : null;
    const samples: { viewers: number; chatters: number }[] = [];
    let wander = 0;
    for (let i = 0; i < n; i += 1) {
      // The audience gathers over the first half hour, wanders around the evening's size and thins at the end.
      wander = 0.85 * wander + 0.06 * standardNormal(r);
      const arriving = Math.min(1, (i + 1) / 3) * (i >= n - 2 ? 0.8 : 1);
      let humans = people * arriving * Math.exp(wander);
      if (raid && i >= raid.at) humans += raid.size * 0.8 ** (i - raid.at);
      let extra = embedTimes * people * arriving;
      if (feature && i >= feature.from && i < feature.to) extra += feature.size;
      let botted = 0;
      if (bots && i >= bots.from && i < bots.to) botted = bots.size * Math.min(1, (i - bots.from + 1) / bots.ramp) * logNormal(r, 1, 0.01);
      const present = Math.round(humans);
      const viewers = Math.round(humans + extra + botted);
      samples.push({ viewers, chatters: binomial(r, present, chatShare) + listBots + Math.round(botted * botsInChatList) });
    }
    const total = samples.reduce((sum, s) => sum + s.viewers, 0);
    const dayPeak = Math.max(...samples.map((s) => s.viewers));
    viewerSamples += total;
    chatters += samples.reduce((sum, s) => sum + s.chatters, 0);
    unchatted += unchattedViewers(samples);
    airHours += hours;
    peak = Math.max(peak, dayPeak);
    return { figures: { ...NO_FIGURES, streams: 1, streamHours: hours, averageCcv: total / n, peakCcv: dayPeak } };
  });
  const viewerHours = viewerSamples / SAMPLES_PER_HOUR;
  const averageCcv = viewerHours / airHours;
  return {
    label,
    figures: {
      ...NO_FIGURES,
      streams: streamDays,
      streamHours: airHours,
      streamHoursWatched: viewerHours,
      hoursWatched: viewerHours,
      averageCcv,
      peakCcv: Math.round(peak),
    },
    daily,
    channels: [{ provider: 'twitch', handle: 'someone', followers, language: 'en', country: 'SE' }],
    chat: { chatters, viewers: viewerSamples, unchattedViewers: unchatted },
  };
}

export function generateLabelledAudiences(count: number, seed = 28): LabelledAudience[] {
  const r = seededRandom(seed);
  return Array.from({ length: count }, () => audienceOf(r, labelOf(r)));
}

/** The authenticity bar: of the audiences judged doubtful, at least 90% inauthentic; of the inauthentic, at least 80% judged doubtful. */
export const AUTHENTICITY_QUALITY_TARGET = { precision: 0.9, recall: 0.8 };

export interface AuthenticityQuality {
  readonly precision: number;
  readonly recall: number;
  /** Of each kind, the share judged doubtful (for GENUINE, the false alarms). */
  readonly doubtfulShare: Readonly<Record<AudienceLabel, number>>;
  /** How many of each judged level, to show the spread of scores. */
  readonly levels: Readonly<Record<NonNullable<AudienceAuthenticity['level']>, number>>;
}

/** "Doubtful" against the labels, on a generated population. */
export function measureAuthenticityQuality(count = 20_000, seed = 28): AuthenticityQuality {
  const judged = generateLabelledAudiences(count, seed).map((a) => ({
    label: a.label,
    level: audienceAuthenticity(a.figures, a.daily, a.channels, a.chat).level,
  }));
  const doubtful = judged.filter((j) => j.level === 'DOUBTFUL');
  const inauthentic = judged.filter((j) => j.label !== 'GENUINE');
  const share = (label: AudienceLabel) => {
    const ofLabel = judged.filter((j) => j.label === label);
    return ofLabel.filter((j) => j.level === 'DOUBTFUL').length / Math.max(1, ofLabel.length);
  };
  const levelCount = (level: AudienceAuthenticity['level']) => judged.filter((j) => j.level === level).length;
  return {
    precision: doubtful.filter((j) => j.label !== 'GENUINE').length / Math.max(1, doubtful.length),
    recall: inauthentic.filter((j) => j.level === 'DOUBTFUL').length / Math.max(1, inauthentic.length),
    doubtfulShare: {
      GENUINE: share('GENUINE'),
      VIEW_BOTTED: share('VIEW_BOTTED'),
      BOUGHT_FOLLOWERS: share('BOUGHT_FOLLOWERS'),
      CHATLESS_VIEWERS: share('CHATLESS_VIEWERS'),
    },
    levels: { LIKELY_GENUINE: levelCount('LIKELY_GENUINE'), CHECK: levelCount('CHECK'), DOUBTFUL: levelCount('DOUBTFUL') },
  };
}
