import type { ContentPostRef } from '../domain/content-post-ref.ts';

/** What the platform reports of one submitted post (spec 3, posts), as quest results show it. */
export interface ContentFigures {
  readonly creatorId: string;
  readonly provider: ContentPostRef['provider'];
  readonly externalId: string;
  readonly postType: 'SHORTS' | 'STREAM' | 'VIDEO';
  readonly title: string;
  readonly gameId: string | null;
  readonly gameName: string | null;
  readonly durationSeconds: number;
  readonly views: number;
  readonly hoursWatched: number;
  /** Streams only; 0 for videos and shorts. */
  readonly averageCcv: number;
  readonly listed: boolean;
  readonly postedAt: Date;
}

/** The creator's own post behind a piece of submitted content. */
export interface ContentFiguresRequest extends ContentPostRef {
  readonly creatorId: string;
}

/**
 * The statistics the platforms report for submitted content. A post counts only for the creator who
 * posted it, so a creator cannot claim another channel's figures by submitting its link.
 */
export interface QuestContentFiguresPort {
  figuresOf(requests: readonly ContentFiguresRequest[]): Promise<ContentFigures[]>;
}
