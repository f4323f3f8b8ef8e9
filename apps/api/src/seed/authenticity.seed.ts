import type { CreatorChannel } from '@lurkit/core/channels/domain/creator-channel.entity.ts';
import type { RecordedPost, StatisticsGame, StatisticsRecorderPort } from '@lurkit/core/insights/ports/statistics-recorder.port.ts';
import { DAY_MS } from '@lurkit/core/shared/time.ts';

const HOUR_MS = 3_600_000;

/**
 * Audience authenticity in the demo's matchmaking results: the first match streams three
 * calm evenings more (an ordinary audience, judged clean), the second streams ten evenings whose
 * viewers jump to eight times the average (spikes without follower growth, flagged with the reason).
 * No random draws, so nothing seeded before moves.
 */
export async function seedAuthenticity(
  recorder: StatisticsRecorderPort,
  channels: readonly CreatorChannel[],
  matchedCreatorIds: readonly string[],
  games: readonly StatisticsGame[],
  now: Date,
): Promise<void> {
  const [clean, flagged] = matchedCreatorIds;
  const game = games[0];
  if (!clean || !flagged || !game) return;
  const streams = (creatorId: string, days: readonly number[], peakFactor: number): RecordedPost[] => {
    const channel = channels.find((c) => c.creatorId === creatorId && c.averageConcurrentViewers !== null);
    if (!channel) return [];
    const ccv = channel.averageConcurrentViewers ?? 1;
    return days.map((day) => ({
      creatorId,
      provider: channel.provider,
      externalId: `${channel.providerChannelId}-authenticity-${day}`,
      type: 'STREAM',
      title: peakFactor > 4 ? `Big night (${day})` : `Evening stream (${day})`,
      gameId: game.id,
      durationSeconds: 2 * 3_600,
      views: ccv * 3,
      hoursWatched: ccv * 2,
      averageCcv: ccv,
      peakCcv: Math.round(ccv * peakFactor),
      listed: true,
      createdAt: new Date(now.getTime() - day * DAY_MS - 4 * HOUR_MS),
    }));
  };
  await recorder.record({
    posts: [...streams(clean, [2, 9, 16], 1.3), ...streams(flagged, [1, 3, 5, 7, 9, 11, 13, 15, 17, 19], 8)],
  });
}
