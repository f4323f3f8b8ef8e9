import type { CreatorChannel } from '@lurkit/core/channels/domain/creator-channel.entity.ts';
import type {
  RecordedPost,
  StatisticsGame,
  StatisticsRecorderPort,
  StreamSample,
} from '@lurkit/core/insights/ports/statistics-recorder.port.ts';
import { DAY_MS, MINUTE_MS } from '@lurkit/core/shared/time.ts';

const HOUR_MS = 3_600_000;
const SAMPLE_MINUTES = 10;
const SAMPLES = 12;
/** Of an ordinary audience, the share in the chat list while live (see insights/testing/labelled-audiences.ts). */
const CHAT_SHARE = 0.45;

/**
 * What a demo creator's audience is, by their place among the live creators: most are what they seem;
 * as in the labelled population (insights/testing/labelled-audiences.ts), a minority is view-botted or
 * watched by viewers who are not in the chat. Bought followers are the channels' own
 * (BOUGHT_FOLLOWERS_EVERY in channels.seed.ts).
 */
export type DemoAudience = 'GENUINE' | 'VIEW_BOTTED' | 'CHATLESS_VIEWERS';
const AUDIENCE_CYCLE = 16;
const INFLATED_AUDIENCE_MAX_CCV = 1_000;
export const demoAudienceOf = (index: number): DemoAudience =>
  index % AUDIENCE_CYCLE === 3 ? 'VIEW_BOTTED' : index % AUDIENCE_CYCLE === 11 ? 'CHATLESS_VIEWERS' : 'GENUINE';

/**
 * Viewers and chatters of one sampled evening stream: an ordinary audience rises and falls gently and a
 * share of it chats; bots add eight times the audience for a third of the stream and nobody to the chat;
 * chat-less viewers add four times the audience all along, outside the chat too.
 */
function samplesOf(ccv: number, audience: DemoAudience): { viewers: number; chatters: number }[] {
  return Array.from({ length: SAMPLES }, (_, i) => {
    const people = Math.max(1, Math.round(ccv * (0.85 + 0.3 * Math.sin((Math.PI * (i + 1)) / (SAMPLES + 1)))));
    const extra = audience === 'VIEW_BOTTED' ? (i >= 4 && i < 8 ? ccv * 8 : 0) : audience === 'CHATLESS_VIEWERS' ? ccv * 4 : 0;
    return { viewers: Math.round(people + extra), chatters: Math.round(people * CHAT_SHARE) };
  });
}

function sampledStream(channel: CreatorChannel, audience: DemoAudience, game: StatisticsGame, day: number, now: Date) {
  const ccv = Math.max(1, channel.averageConcurrentViewers ?? 1);
  const externalId = `${channel.providerChannelId}-chat-${day}`;
  const startedAt = new Date(now.getTime() - day * DAY_MS - 5 * HOUR_MS);
  const counted = samplesOf(ccv, audience);
  const samples: StreamSample[] = counted.map((c, i) => ({
    provider: channel.provider,
    externalPostId: externalId,
    sampledAt: new Date(startedAt.getTime() + i * SAMPLE_MINUTES * MINUTE_MS),
    viewers: c.viewers,
    intervalSeconds: SAMPLE_MINUTES * 60,
    chatters: c.chatters,
  }));
  const watched = counted.reduce((sum, c) => sum + c.viewers * SAMPLE_MINUTES * 60, 0);
  const post: RecordedPost = {
    creatorId: channel.creatorId,
    provider: channel.provider,
    externalId,
    type: 'STREAM',
    title: `Evening stream with chat (${day})`,
    gameId: game.id,
    durationSeconds: SAMPLES * SAMPLE_MINUTES * 60,
    views: ccv * 3,
    hoursWatched: watched / 3_600,
    averageCcv: watched / (SAMPLES * SAMPLE_MINUTES * 60),
    peakCcv: Math.max(...counted.map((c) => c.viewers)),
    listed: true,
    createdAt: startedAt,
    // As the live sampler records it: the chat sums come from the samples.
    figuresFromSamples: true,
  };
  return { post, samples };
}

/**
 * Audience authenticity across the demo: every live creator streams three more evenings in the last
 * month with their chat counted, so each has enough to judge and the whole spread of scores shows (most
 * likely genuine, a few to check, a few doubtful, each with its reasons). Among the matchmaking results
 * the first match streams three calm evenings more (an ordinary audience, judged clean), the second ten
 * evenings whose viewers jump to eight times the average (spikes without follower growth, flagged with
 * the reason). No random draws, so nothing seeded before moves.
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
  const live = channels.filter(
    (c, i) =>
      c.averageConcurrentViewers !== null &&
      c.creatorId !== flagged &&
      channels.findIndex((o) => o.creatorId === c.creatorId && o.averageConcurrentViewers !== null) === i,
  );
  // Bought viewers are a small or mid channel's shortcut; on a top channel they would top every ranking of the demo.
  const audienceOf = (channel: CreatorChannel, index: number): DemoAudience =>
    channel.creatorId === clean || (channel.averageConcurrentViewers ?? 0) > INFLATED_AUDIENCE_MAX_CCV ? 'GENUINE' : demoAudienceOf(index);
  const chatted = live.flatMap((channel, index) =>
    [6, 13, 20].map((day) => sampledStream(channel, audienceOf(channel, index), game, day, now)),
  );
  await recorder.record({
    posts: [...streams(clean, [2, 9, 16], 1.3), ...streams(flagged, [1, 3, 5, 7, 9, 11, 13, 15, 17, 19], 8), ...chatted.map((s) => s.post)],
    samples: chatted.flatMap((s) => s.samples),
  });
}
