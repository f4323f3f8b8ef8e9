import type { CreatorChannel } from '@lurkit/core/channels/domain/creator-channel.entity.ts';
import type { RecordedPost, StatisticsRecorderPort } from '@lurkit/core/insights/ports/statistics-recorder.port.ts';
import type { ReportingSourcePort } from '@lurkit/core/reporting/ports/reporting-source.port.ts';
import { HOUR_MS } from '@lurkit/core/shared/time.ts';
import type { SeededAccounts } from './accounts.seed.ts';
import type { SeededRandom } from './seeded-random.ts';

export interface ReportingSeeding {
  source: ReportingSourcePort;
}

/**
 * Content Demo Studio's Key campaign and Mission creators made about their activation's game while
 * they took part, so every reporting group has results. The demo statistics give each creator their
 * own favourite games, which seldom are the campaign's: these streams and videos are the ones the
 * campaign brought. Read from reporting's own source (who took part, when, about which game) and
 * written through the statistics recorder like any sync.
 */
export async function seedReportingContent(
  deps: ReportingSeeding,
  recorder: StatisticsRecorderPort,
  accounts: SeededAccounts,
  channels: readonly CreatorChannel[],
  random: SeededRandom,
  now: Date,
): Promise<number> {
  const studio = accounts.companies[0];
  if (!studio) return 0;
  const channelOf = new Map(channels.map((c) => [c.creatorId, c]));
  const posts: RecordedPost[] = [];
  for (const activation of await deps.source.activations(studio.id, ['KEY', 'MISSION'])) {
    const gameId = activation.gameIds?.[0];
    if (!gameId) continue;
    for (const p of activation.participants) {
      const channel = channelOf.get(p.creatorId);
      const until = Math.min(p.until?.getTime() ?? now.getTime(), now.getTime());
      if (!channel || until - p.from.getTime() < 2 * HOUR_MS) continue;
      for (let n = random.int(1, 3); n > 0; n -= 1) {
        const createdAt = new Date(p.from.getTime() + random.next() * (until - p.from.getTime() - HOUR_MS));
        const stream = channel.provider === 'twitch' || random.chance(0.5);
        const ccv = Math.max(1, channel.averageConcurrentViewers ?? 5) * (0.6 + random.next() * 0.8);
        const hours = stream ? random.int(1, 4) : 0;
        const views = stream
          ? Math.round(ccv * random.int(2, 5))
          : Math.round(Math.max(50, channel.averageViewsPerVideo ?? 200) * (0.5 + random.next()));
        posts.push({
          creatorId: p.creatorId,
          provider: channel.provider,
          externalId: `${channel.providerChannelId}-${activation.kind === 'KEY' ? 'key' : 'mission'}-${activation.id.slice(0, 8)}-${n}`,
          type: stream ? 'STREAM' : 'VIDEO',
          title: `${activation.name}: ${stream ? 'live playthrough' : 'first impressions'}`,
          gameId,
          durationSeconds: stream ? hours * 3_600 : random.int(8, 25) * 60,
          views,
          hoursWatched: stream ? ccv * hours : (views * 0.4 * random.int(8, 25) * 60) / 3_600,
          averageCcv: stream ? ccv : 0,
          peakCcv: stream ? Math.round(ccv * 1.5) : 0,
          listed: true,
          createdAt,
        });
      }
    }
  }
  if (posts.length > 0) await recorder.record({ posts });
  return posts.length;
}
