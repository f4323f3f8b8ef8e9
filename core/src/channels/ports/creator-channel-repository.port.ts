import type { ChannelProvider } from '../../shared/channel-statistics.port.ts';
import type { CreatorChannel } from '../domain/creator-channel.entity.ts';

/** Creators' channels. One channel per (provider, providerChannelId): a second save of it replaces it. */
export interface CreatorChannelRepositoryPort {
  save(channel: CreatorChannel): Promise<void>;
  /** In one statement: the demo world and the statistics sync write channels in batches. */
  saveMany(channels: readonly CreatorChannel[]): Promise<void>;
  /** The creator's channels, by provider (twitch, youtube, tiktok). */
  findByCreator(creatorId: string): Promise<CreatorChannel[]>;
  /** The channels of many creators in one read (a page of participants), by creator then provider. */
  findByCreators(creatorIds: readonly string[]): Promise<CreatorChannel[]>;
  findByProviderChannel(provider: ChannelProvider, providerChannelId: string): Promise<CreatorChannel | null>;
}
