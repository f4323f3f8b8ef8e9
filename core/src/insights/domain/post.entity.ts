export const POST_TYPES = ['SHORTS', 'STREAM', 'VIDEO'] as const;
export type PostType = (typeof POST_TYPES)[number];

/** A creator's stream, video or short with its figures, as insights read them. */
export interface Post {
  readonly id: string;
  readonly creatorId: string;
  readonly type: PostType;
  readonly durationSeconds: number;
  readonly views: number;
  readonly hoursWatched: number;
  /** Average concurrent viewers; meaningful for streams only. */
  readonly averageCcv: number;
  readonly listed: boolean;
  readonly createdAt: Date;
}
