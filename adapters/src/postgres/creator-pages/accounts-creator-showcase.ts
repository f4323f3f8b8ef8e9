import type { CreatorShowcase, CreatorShowcasePort } from '@lurkit/core/creator-pages/ports/creator-showcase.port.ts';
import type { ChannelProvider } from '@lurkit/core/shared/channel-statistics.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { UserAccountEntity } from '../accounts/user-account.entity.ts';
import { CreatorChannelEntity } from '../channels/creator-channel.entity.ts';
import { isUuid, unitOfWork } from '../shared/unit-of-work.ts';

/** A creator as their public page shows them: the name and each channel's size, nothing private. */
export class AccountsCreatorShowcase implements CreatorShowcasePort {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async find(creatorId: string): Promise<CreatorShowcase | null> {
    if (!isUuid(creatorId)) return null;
    const em = unitOfWork(this.#em);
    const [account, channels] = await Promise.all([
      em.findOne(UserAccountEntity, { id: creatorId, userType: 'Creator' }, { fields: ['displayName'] }),
      em.find(CreatorChannelEntity, { creator: creatorId }, { orderBy: { provider: 'asc' } }),
    ]);
    if (!account) return null;
    return {
      displayName: account.displayName,
      channels: channels.map((c) => ({
        provider: c.provider as ChannelProvider,
        handle: c.handle,
        displayName: c.displayName,
        followers: c.followers,
      })),
    };
  }
}
