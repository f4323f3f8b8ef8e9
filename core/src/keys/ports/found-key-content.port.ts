import type { ChannelProvider } from '../../shared/channel-statistics.port.ts';

export type FoundPostType = 'STREAM' | 'VIDEO' | 'SHORTS';

/** A stream, video or short of a claimed key's game on the creator's connected channel, with its figures. */
export interface FoundKeyContent {
  readonly participantId: string;
  readonly provider: ChannelProvider;
  readonly externalId: string;
  readonly type: FoundPostType;
  readonly title: string;
  readonly postedAt: Date;
  readonly views: number;
  readonly hoursWatched: number;
}

/**
 * Coverage found by itself: the synced posts of creators who claimed a key and have not submitted
 * content, about the campaign's game and posted since the claim, the first of each participant.
 */
export interface FoundKeyContentPort {
  findUnsubmitted(limit: number): Promise<FoundKeyContent[]>;
}
