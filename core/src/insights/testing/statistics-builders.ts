import type { RecordedPost, StreamSample } from '../ports/statistics-recorder.port.ts';
import { BUILDER_NOW } from './builders.ts';

let sequence = 0;

/** A listed one-hour Twitch stream with 50 average viewers, an hour before BUILDER_NOW. */
export function aRecordedPost(creatorId: string, changes: Partial<RecordedPost> = {}): RecordedPost {
  sequence += 1;
  return {
    creatorId,
    provider: 'twitch',
    externalId: `post-${sequence}-${globalThis.crypto.randomUUID().slice(0, 8)}`,
    type: 'STREAM',
    title: `Stream ${sequence}`,
    gameId: null,
    durationSeconds: 3_600,
    views: 0,
    hoursWatched: 50,
    averageCcv: 50,
    peakCcv: 80,
    listed: true,
    createdAt: new Date(BUILDER_NOW.getTime() - 3_600_000),
    ...changes,
  };
}

export const aSample = (post: RecordedPost, sampledAt: Date, viewers: number): StreamSample => ({
  provider: post.provider,
  externalPostId: post.externalId,
  sampledAt,
  viewers,
  intervalSeconds: 300,
});
