import type { ChannelProvider } from '../../shared/channel-statistics.port.ts';

/** What a public creator page shows of its creator besides the page itself. */
export interface CreatorShowcase {
  readonly displayName: string;
  readonly channels: readonly {
    readonly provider: ChannelProvider;
    readonly handle: string;
    readonly displayName: string;
    readonly followers: number;
  }[];
}

export interface CreatorShowcasePort {
  /** Null when the account is gone or is no longer a creator: its pages stop answering. */
  find(creatorId: string): Promise<CreatorShowcase | null>;
}
