/** How many hits one key has had in its current window, and when that window ends. */
export interface RateLimitCount {
  readonly hits: number;
  readonly resetsAt: Date;
}

/**
 * Counters per key in fixed windows, shared by every API instance (PostgreSQL in production). They
 * are kept apart from the request's transaction: a refused or rolled-back request still counts.
 */
export interface RateLimitPort {
  /**
   * Adds `amount` hits (default 1) to `key` and returns the count, in one atomic step; an ended window
   * starts again from zero.
   */
  hit(key: string, windowMs: number, now: Date, amount?: number): Promise<RateLimitCount>;
  /** The count without adding to it (0 when the key has no open window). */
  peek(key: string, now: Date): Promise<RateLimitCount>;
  /** Forgets the key, e.g. a pair's failed sign-ins after the right password. */
  clear(key: string): Promise<void>;
}
