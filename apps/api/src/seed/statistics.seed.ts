import type { CreatorChannel } from '@lurkit/core/channels/domain/creator-channel.entity.ts';
import type {
  RecordedPost,
  StatisticsGame,
  StatisticsRecorderPort,
  StreamSample,
} from '@lurkit/core/insights/ports/statistics-recorder.port.ts';
import { DAY_MS, MINUTE_MS } from '@lurkit/core/shared/time.ts';
import type { SeededRandom } from './seeded-random.ts';

/** The demo company's own games first (its Key campaigns name them), then a market around them. */
export const DEMO_GAME_NAMES = [
  ...['Moonlight Drifters', 'Hollow Lantern', 'Tiny Trebuchets', 'Starforge Tactics', 'Fjord Fishers', 'Neon Rally 2'],
  ...['Ashen Crown', 'Pixel Pantry', 'Orbital Outpost', 'Deepwood Saga', 'Rogue Harbor', 'Velvet Circuit'],
  ...['Frostline', 'Cardboard Kingdoms', 'Thunder Valley', 'Echoes of Ember', 'Skyline Couriers', 'Gravel & Grit'],
  ...['Lumen Drift', 'Castle Cobble', 'Null Sector', 'Harvest Hollow', 'Sandstorm Arena', 'Quiet Quarry'],
];

export const STATISTICS_DAYS = 180;
/** Samples only where a chart reads them: the streams of the last week, every 10 minutes. */
const SAMPLED_DAYS = 7;
const SAMPLE_SECONDS = 600;
const POSTS_PER_BATCH = 5_000;

export interface SeededStatistics {
  readonly games: readonly StatisticsGame[];
  readonly posts: number;
  readonly samples: number;
}

type Draft = { post: RecordedPost; samples: StreamSample[] };

function streamOf(channel: CreatorChannel, gameId: string, createdAt: Date, sampled: boolean, random: SeededRandom, n: number): Draft {
  const ccv = Math.max(1, channel.averageConcurrentViewers ?? 1);
  const slots = random.int(6, 30);
  const level = ccv * (0.6 + random.next() * 0.8);
  const viewers = Array.from({ length: slots }, (_, i) =>
    Math.max(0, Math.round(level * (0.75 + 0.5 * Math.sin((Math.PI * (i + 1)) / (slots + 1))) * (0.9 + random.next() * 0.2))),
  );
  const watched = viewers.reduce((sum, v) => sum + v * SAMPLE_SECONDS, 0);
  const externalId = `${channel.providerChannelId}-s${n}`;
  const post: RecordedPost = {
    creatorId: channel.creatorId,
    provider: channel.provider,
    externalId,
    type: 'STREAM',
    title: `Playing live (${n})`,
    gameId,
    durationSeconds: slots * SAMPLE_SECONDS,
    views: Math.round(level * random.int(2, 5)),
    hoursWatched: watched / 3_600,
    averageCcv: watched / (slots * SAMPLE_SECONDS),
    peakCcv: Math.max(...viewers),
    listed: true,
    createdAt,
  };
  const samples = sampled
    ? viewers.map((v, i) => ({
        provider: channel.provider,
        externalPostId: externalId,
        sampledAt: new Date(createdAt.getTime() + i * SAMPLE_SECONDS * 1_000),
        viewers: v,
        intervalSeconds: SAMPLE_SECONDS,
      }))
    : [];
  return { post, samples };
}

function clipOf(
  channel: CreatorChannel,
  type: 'VIDEO' | 'SHORTS',
  gameId: string | null,
  createdAt: Date,
  random: SeededRandom,
  n: number,
): Draft {
  const typical = (type === 'VIDEO' ? channel.averageViewsPerVideo : channel.averageViewsPerShort) ?? 100;
  const views = Math.max(1, Math.round(typical * (0.3 + random.next() * 1.4)));
  const durationSeconds = type === 'VIDEO' ? random.int(6, 40) * 60 : random.int(15, 59);
  return {
    post: {
      creatorId: channel.creatorId,
      provider: channel.provider,
      externalId: `${channel.providerChannelId}-${type === 'VIDEO' ? 'v' : 'h'}${n}`,
      type,
      title: type === 'VIDEO' ? `New video (${n})` : `Short clip (${n})`,
      gameId,
      durationSeconds,
      views,
      // Viewers watch about 40% of a video on average.
      hoursWatched: (views * durationSeconds * 0.4) / 3_600,
      averageCcv: 0,
      peakCcv: 0,
      // A few videos wait unlisted, like quest videos before their publishing window.
      listed: !random.chance(0.03),
      createdAt,
    },
    samples: [],
  };
}

/**
 * 180 days of posts for every demo channel, ending now: Twitch and streaming YouTubers stream on
 * about one day in eight, YouTubers post a video every ten days or so, shorts come from TikTok and
 * YouTube: enough for every chart and tier, small enough to seed in about two seconds. Each
 * creator sticks to two to four favourite games. Written through the statistics recorder in batches.
 */
export async function seedStatistics(
  recorder: StatisticsRecorderPort,
  channels: readonly CreatorChannel[],
  random: SeededRandom,
  now: Date,
): Promise<SeededStatistics> {
  const games = DEMO_GAME_NAMES.map((name) => ({ id: random.uuid(), name }));
  await recorder.record({ games });
  const favourites = new Map<string, string[]>();
  const drafts: Draft[] = [];
  let n = 0;
  for (const channel of channels) {
    let picks = favourites.get(channel.creatorId);
    if (!picks) {
      picks = Array.from({ length: random.int(2, 4) }, () => random.pick(games).id);
      favourites.set(channel.creatorId, picks);
    }
    const streams = channel.averageConcurrentViewers !== null;
    const videos = channel.averageViewsPerVideo !== null;
    const shorts = channel.averageViewsPerShort !== null;
    for (let day = STATISTICS_DAYS - 1; day >= 0; day -= 1) {
      const start = (hour: number) => new Date(now.getTime() - day * DAY_MS - random.int(hour, 23) * 60 * MINUTE_MS);
      const at = (createdAt: Date) => (createdAt < now ? createdAt : new Date(now.getTime() - 6 * 60 * MINUTE_MS));
      n += 1;
      if (streams && random.chance(0.12)) drafts.push(streamOf(channel, random.pick(picks), at(start(6)), day < SAMPLED_DAYS, random, n));
      if (videos && random.chance(0.1))
        drafts.push(clipOf(channel, 'VIDEO', random.chance(0.8) ? random.pick(picks) : null, at(start(1)), random, n));
      if (shorts && random.chance(0.06))
        drafts.push(clipOf(channel, 'SHORTS', random.chance(0.6) ? random.pick(picks) : null, at(start(1)), random, n));
    }
  }
  let samples = 0;
  for (let i = 0; i < drafts.length; i += POSTS_PER_BATCH) {
    const batch = drafts.slice(i, i + POSTS_PER_BATCH);
    const batchSamples = batch.flatMap((d) => d.samples);
    samples += batchSamples.length;
    await recorder.record({ posts: batch.map((d) => d.post), samples: batchSamples });
  }
  return { games, posts: drafts.length, samples };
}
