import type { ChannelProvider } from '../../shared/channel-statistics.port.ts';
import type { PostType } from '../domain/post.entity.ts';

/** A game as the platforms name it (a Twitch category, a YouTube game tag), keyed by our own id. */
export interface StatisticsGame {
  readonly id: string;
  readonly name: string;
}

/**
 * A stream, video or short as a platform reports it. (provider, externalId) is the platform's identity:
 * recording the same post again replaces its figures, so a sync can send a live stream every few minutes.
 */
export interface RecordedPost {
  readonly creatorId: string;
  readonly provider: ChannelProvider;
  readonly externalId: string;
  readonly type: PostType;
  readonly title: string;
  /** Null when the post is about no game (a vlog, a hardware review). */
  readonly gameId: string | null;
  readonly durationSeconds: number;
  readonly views: number;
  readonly hoursWatched: number;
  /** Streams: average concurrent viewers over the stream; 0 for videos and shorts. */
  readonly averageCcv: number;
  readonly peakCcv: number;
  readonly listed: boolean;
  readonly createdAt: Date;
  /**
   * A stream we sample ourselves while it is live: the store sets its duration, hours watched,
   * average and peak viewers from all of its samples, so each reading adds to the figures instead of
   * replacing them with one reading's.
   */
  readonly figuresFromSamples?: boolean;
}

/** Concurrent viewers of one stream at one instant; each sample stands for `intervalSeconds` of air time. */
export interface StreamSample {
  readonly provider: ChannelProvider;
  readonly externalPostId: string;
  readonly sampledAt: Date;
  readonly viewers: number;
  readonly intervalSeconds: number;
  /** People in the chat at that instant, where the platform said (Twitch chatters). */
  readonly chatters?: number | null;
}

export interface StatisticsBatch {
  readonly games?: readonly StatisticsGame[];
  readonly posts?: readonly RecordedPost[];
  readonly samples?: readonly StreamSample[];
}

/**
 * Where channel statistics land: the creator lane's provider sync and the demo generator write through
 * it, in batches. A batch is written whole or not at all, and the daily rollups of every creator and
 * day it touches are current when `record` returns (no full rebuild, ever).
 */
export interface StatisticsRecorderPort {
  record(batch: StatisticsBatch): Promise<void>;
  /**
   * The nightly close of a Stockholm day: its rollups rebuilt whole from the posts (a safety net for
   * anything written beside `record`), and every creator's matchmaking summary brought up to `now`,
   * so days that left the summary's window stop counting for creators who posted nothing since.
   */
  closeDay(day: string, now: Date): Promise<void>;
}
