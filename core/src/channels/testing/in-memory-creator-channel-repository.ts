import type { ChannelProvider } from '../../shared/channel-statistics.port.ts';
import type { CreatorChannel } from '../domain/creator-channel.entity.ts';
import type { CreatorChannelRepositoryPort } from '../ports/creator-channel-repository.port.ts';

const PROVIDER_ORDER: readonly ChannelProvider[] = ['tiktok', 'twitch', 'youtube'];
const key = (provider: ChannelProvider, providerChannelId: string) => `${provider}:${providerChannelId}`;

/** Twin of the PostgreSQL repository: keyed by platform id, stored and handed out as copies. */
export class InMemoryCreatorChannelRepository implements CreatorChannelRepositoryPort {
  readonly #channels = new Map<string, CreatorChannel>();

  async save(channel: CreatorChannel): Promise<void> {
    this.#channels.set(key(channel.provider, channel.providerChannelId), structuredClone(channel));
  }

  async saveMany(channels: readonly CreatorChannel[]): Promise<void> {
    for (const channel of channels) await this.save(channel);
  }

  async findByCreator(creatorId: string): Promise<CreatorChannel[]> {
    return [...this.#channels.values()]
      .filter((c) => c.creatorId === creatorId)
      .sort((a, b) => PROVIDER_ORDER.indexOf(a.provider) - PROVIDER_ORDER.indexOf(b.provider))
      .map((c) => structuredClone(c));
  }

  async findByCreators(creatorIds: readonly string[]): Promise<CreatorChannel[]> {
    return (await Promise.all(creatorIds.map((id) => this.findByCreator(id)))).flat();
  }

  async findByProviderChannel(provider: ChannelProvider, providerChannelId: string): Promise<CreatorChannel | null> {
    const found = this.#channels.get(key(provider, providerChannelId));
    return found ? structuredClone(found) : null;
  }
}
