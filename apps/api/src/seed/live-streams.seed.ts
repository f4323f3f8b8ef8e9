import type { CreatorChannel } from '@lurkit/core/channels/domain/creator-channel.entity.ts';
import type { StatisticsGame, StatisticsRecorderPort, StreamSample } from '@lurkit/core/insights/ports/statistics-recorder.port.ts';
import { MINUTE_MS } from '@lurkit/core/shared/time.ts';
import type { SeededRandom } from './seeded-random.ts';

/** How many channels are on air at seeding. */
export const DEMO_LIVE_CHANNELS = 8;
const SAMPLE_MINUTES = 5;
/** The demo company's own games (the first of DEMO_GAME_NAMES), so its home shows them live. */
const OWN_GAMES = 6;

/**
 * Streams on air at the moment of seeding, their latest viewer sample taken `now`, so the company
 * home's live channels and viewers show something. With no provider sync in development they count
 * as live for the home's live window after seeding and then read as ended, as a real stream would.
 */
export async function seedLiveStreams(
  recorder: StatisticsRecorderPort,
  channels: readonly CreatorChannel[],
  games: readonly StatisticsGame[],
  random: SeededRandom,
  now: Date,
): Promise<number> {
  const streamers = channels
    .filter((c) => c.provider !== 'tiktok' && (c.averageConcurrentViewers ?? 0) > 0)
    .sort((a, b) => (b.averageConcurrentViewers ?? 0) - (a.averageConcurrentViewers ?? 0) || (a.id < b.id ? -1 : 1))
    .filter((_, index) => index % 3 === 0)
    .slice(0, DEMO_LIVE_CHANNELS);
  const own = games.slice(0, OWN_GAMES);
  const posts = streamers.map((channel, n) => {
    const slots = random.int(4, 24);
    const level = Math.max(1, channel.averageConcurrentViewers ?? 1) * (0.7 + random.next() * 0.6);
    const viewers = Array.from({ length: slots }, () => Math.max(1, Math.round(level * (0.85 + random.next() * 0.3))));
    const startedAt = new Date(now.getTime() - (slots - 1) * SAMPLE_MINUTES * MINUTE_MS);
    const externalId = `${channel.providerChannelId}-live${n}`;
    const samples: StreamSample[] = viewers.map((v, i) => ({
      provider: channel.provider,
      externalPostId: externalId,
      sampledAt: new Date(startedAt.getTime() + i * SAMPLE_MINUTES * MINUTE_MS),
      viewers: v,
      intervalSeconds: SAMPLE_MINUTES * 60,
    }));
    const watched = viewers.reduce((sum, v) => sum + v * SAMPLE_MINUTES * 60, 0);
    const game = own[n % own.length] ?? random.pick(games);
    return {
      post: {
        creatorId: channel.creatorId,
        provider: channel.provider,
        externalId,
        type: 'STREAM' as const,
        title: `Live now: ${game.name}`,
        gameId: game.id,
        durationSeconds: slots * SAMPLE_MINUTES * 60,
        views: Math.round(level * 2),
        hoursWatched: watched / 3_600,
        averageCcv: watched / (slots * SAMPLE_MINUTES * 60),
        peakCcv: Math.max(...viewers),
        listed: true,
        createdAt: startedAt,
      },
      samples,
    };
  });
  await recorder.record({ posts: posts.map((p) => p.post), samples: posts.flatMap((p) => p.samples) });
  return posts.length;
}
