import type { CreatorChannel } from '@lurkit/core/channels/domain/creator-channel.entity.ts';
import type { CreatorChannelRepositoryPort } from '@lurkit/core/channels/ports/creator-channel-repository.port.ts';
import type { ChannelProvider } from '@lurkit/core/shared/channel-statistics.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { isUuid, unitOfWork } from '../shared/unit-of-work.ts';
import { CreatorChannelEntity } from './creator-channel.entity.ts';
import { channelFromRow, channelToRow } from './creator-channel.mapper.ts';

export class MikroOrmCreatorChannelRepository implements CreatorChannelRepositoryPort {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async save(channel: CreatorChannel): Promise<void> {
    await this.saveMany([channel]);
  }

  /** One multi-row upsert on the platform identity, so a re-sync replaces instead of duplicating. */
  async saveMany(channels: readonly CreatorChannel[]): Promise<void> {
    if (channels.length === 0) return;
    await unitOfWork(this.#em).upsertMany(CreatorChannelEntity, channels.map(channelToRow), {
      onConflictFields: ['provider', 'providerChannelId'],
      onConflictAction: 'merge',
      onConflictExcludeFields: ['id'],
    });
  }

  async findByCreator(creatorId: string): Promise<CreatorChannel[]> {
    if (!isUuid(creatorId)) return [];
    const rows = await unitOfWork(this.#em).find(CreatorChannelEntity, { creator: creatorId }, { orderBy: { provider: 'asc', id: 'asc' } });
    return rows.map(channelFromRow);
  }

  async findByCreators(creatorIds: readonly string[]): Promise<CreatorChannel[]> {
    const ids = [...new Set(creatorIds.filter(isUuid))];
    if (ids.length === 0) return [];
    const rows = await unitOfWork(this.#em).find(
      CreatorChannelEntity,
      { creator: { $in: ids } },
      { orderBy: { provider: 'asc', id: 'asc' } },
    );
    const order = new Map(ids.map((id, i) => [id, i]));
    return rows.map(channelFromRow).sort((a, b) => (order.get(a.creatorId) ?? 0) - (order.get(b.creatorId) ?? 0));
  }

  async findByProviderChannel(provider: ChannelProvider, providerChannelId: string): Promise<CreatorChannel | null> {
    const row = await unitOfWork(this.#em).findOne(CreatorChannelEntity, { provider, providerChannelId });
    return row ? channelFromRow(row) : null;
  }
}
