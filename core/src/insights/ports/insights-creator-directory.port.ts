import type { ChannelProvider } from '../../shared/channel-statistics.port.ts';

export interface InsightsChannel {
  readonly provider: ChannelProvider;
  readonly handle: string;
  readonly followers: number;
  /** ISO 639-1. */
  readonly language: string;
  /** ISO 3166 alpha-2. */
  readonly country: string;
}

/** A creator as insights list them: who, and where their channels are. */
export interface InsightsCreator {
  readonly id: string;
  readonly username: string;
  readonly displayName: string;
  readonly channels: readonly InsightsChannel[];
}

/** Creators' names and channels, answered by the accounts and channels contexts. */
export interface InsightsCreatorDirectoryPort {
  /** Creators (user type Creator) among `ids`; others are left out. One read for the whole list. */
  findCreators(ids: readonly string[]): Promise<InsightsCreator[]>;
}
