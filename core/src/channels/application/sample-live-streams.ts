import type { RecordedPost, StatisticsGame, StatisticsRecorderPort, StreamSample } from '../../insights/ports/statistics-recorder.port.ts';
import type { ClockPort } from '../../shared/clock.port.ts';
import { LIVE_SAMPLE_EVERY_MS, sampleSlot, statisticsGameId } from '../domain/live-stream-sample.ts';
import type { ChannelSyncSourcesPort } from '../ports/channel-sync-sources.port.ts';
import { LIVE_READ_BATCH, type LiveStreamsPort } from '../ports/live-streams.port.ts';

export interface SampleLiveStreamsDeps {
  sources: Pick<ChannelSyncSourcesPort, 'listConnected'>;
  live: LiveStreamsPort;
  recorder: StatisticsRecorderPort;
  clock: ClockPort;
}

/**
 * Every few minutes: which connected Twitch channels are on air, and with how many viewers. Each
 * live stream is recorded as a post whose figures (air time, hours watched, average and peak viewers)
 * are the sums of its samples, plus one sample for this slot, so insights, rollups and a stream's
 * chart grow while it runs. A page of channels is written whole or not at all; an outage throws
 * before the page is written, and the retry inside the same slot writes the same samples.
 */
export class SampleLiveStreams {
  private readonly deps: SampleLiveStreamsDeps;

  constructor(deps: SampleLiveStreamsDeps) {
    this.deps = deps;
  }

  async execute(): Promise<{ channels: number; live: number }> {
    const { sources, live, recorder, clock } = this.deps;
    const slot = sampleSlot(clock.now());
    let channels = 0;
    let onAir = 0;
    for (let after: string | null = null; ;) {
      const page = await sources.listConnected('twitch', after, LIVE_READ_BATCH);
      if (page.length === 0) break;
      channels += page.length;
      after = page.at(-1)!.providerChannelId;
      const creatorOf = new Map(page.map((s) => [s.providerChannelId, s.creatorId]));
      const readings = (await live.readLive(page.map((s) => s.providerChannelId))).filter((r) => creatorOf.has(r.providerChannelId));
      if (readings.length === 0) continue;
      onAir += readings.length;
      const batch = { games: [] as StatisticsGame[], posts: [] as RecordedPost[], samples: [] as StreamSample[] };
      for (const reading of readings) {
        const gameId = reading.gameName ? await statisticsGameId(reading.gameName) : null;
        if (gameId && reading.gameName) batch.games.push({ id: gameId, name: reading.gameName });
        batch.posts.push({
          creatorId: creatorOf.get(reading.providerChannelId)!,
          provider: 'twitch',
          externalId: reading.streamId,
          type: 'STREAM',
          title: reading.title,
          gameId,
          // Placeholders: the store sums this stream's samples into its figures.
          durationSeconds: 0,
          views: 0,
          hoursWatched: 0,
          averageCcv: 0,
          peakCcv: 0,
          figuresFromSamples: true,
          listed: true,
          createdAt: reading.startedAt,
        });
        batch.samples.push({
          provider: 'twitch',
          externalPostId: reading.streamId,
          sampledAt: slot,
          viewers: reading.viewers,
          chatters: reading.chatters,
          intervalSeconds: LIVE_SAMPLE_EVERY_MS / 1000,
        });
      }
      await recorder.record(batch);
    }
    return { channels, live: onAir };
  }
}
