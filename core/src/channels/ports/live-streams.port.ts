/** A channel on air right now, as its platform reports it. */
export interface LiveStreamReading {
  readonly providerChannelId: string;
  /** The platform's id of this broadcast: the same for every reading of one stream. */
  readonly streamId: string;
  readonly title: string;
  /** The category the stream is in; null when it is in none. */
  readonly gameName: string | null;
  readonly startedAt: Date;
  readonly viewers: number;
  /** People in the chat now, read with the broadcaster's own grant; null where it could not be read. */
  readonly chatters: number | null;
}

/**
 * Who of a list of Twitch channels is live (Helix `streams`, up to `LIVE_READ_BATCH` channels a
 * read). Twitch keeps no viewer figures of past broadcasts, so the only way to a stream's curve is to
 * ask while it is on. An outage throws; channels not on air are simply not in the answer.
 */
export interface LiveStreamsPort {
  readLive(providerChannelIds: readonly string[]): Promise<LiveStreamReading[]>;
}

/** Helix `streams` takes at most 100 `user_id`s per request. */
export const LIVE_READ_BATCH = 100;
