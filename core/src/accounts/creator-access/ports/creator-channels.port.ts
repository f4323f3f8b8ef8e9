import type { ChannelProvider } from '../../../shared/channel-statistics.port.ts';

export interface CreatorChannel {
  readonly provider: ChannelProvider;
  /** The provider's id of the channel (Twitch user id, YouTube channel id, TikTok open_id). */
  readonly channelId: string;
}

/** The channels a person has connected and that still work: the ones verification may read. */
export interface CreatorChannelsPort {
  listChannels(userId: string): Promise<CreatorChannel[]>;
}
