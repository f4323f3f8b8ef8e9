/** A stream or video of the creator's connected channels, as the statistics store keeps it. */
export interface FeedPost {
  readonly id: string;
  readonly type: 'STREAM' | 'VIDEO';
  readonly provider: string;
  readonly title: string;
  readonly views: number;
  readonly durationSeconds: number;
  readonly createdAt: Date;
}

/** The creator's feed: what the submit-content form picks from (spec 4: "stream or video from feed"). */
export interface CreatorFeedPort {
  /** The creator's streams and videos created in [since, until], newest first, at most `limit`. */
  listBetween(creatorId: string, since: Date, until: Date, limit: number): Promise<FeedPost[]>;
  /** Those of `postIds` that are the creator's own streams or videos. */
  findOwn(creatorId: string, postIds: readonly string[]): Promise<FeedPost[]>;
}
