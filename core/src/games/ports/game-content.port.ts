/** A listed stream or video about a game, from the statistics store. */
export interface GamePost {
  readonly id: string;
  readonly title: string;
  readonly creatorName: string;
  readonly provider: string;
  readonly durationSeconds: number;
  readonly views: number;
  readonly averageCcv: number;
  readonly createdAt: Date;
}

/** Streams and videos of a game, matched to the statistics store's games by name (any case). */
export interface GameContentPort {
  /** Listed posts of the type about the game, newest first, at most `limit`. */
  posts(gameName: string, type: 'STREAM' | 'VIDEO', limit: number): Promise<GamePost[]>;
}
