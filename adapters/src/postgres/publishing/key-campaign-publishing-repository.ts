import type { PublishableActivation } from '@lurkit/core/publishing/domain/publishable-activation.entity.ts';
import type { ActivationPublishingRepositoryPort } from '@lurkit/core/publishing/ports/activation-publishing-repository.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { KeyCampaignEntity } from '../keys/key-campaign.entity.ts';
import { keyCampaignFromRow } from '../keys/key-campaign.mapper.ts';
import { isUuid, unitOfWork } from '../shared/unit-of-work.ts';

/**
 * Publishing's view of Key campaigns: the facts the publish checks read, and a save that writes only
 * the publish columns. Quests and missions join when their tables exist (issues 9 and 10).
 */
export class KeyCampaignPublishingRepository implements ActivationPublishingRepositoryPort {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async findById(id: string): Promise<PublishableActivation | null> {
    if (!isUuid(id)) return null;
    const row = await unitOfWork(this.#em).findOne(KeyCampaignEntity, { id });
    if (!row) return null;
    const campaign = keyCampaignFromRow(row);
    return {
      id: campaign.id,
      companyId: campaign.companyId,
      publishState: campaign.publishState,
      subject: {
        kind: 'keyCampaign',
        name: campaign.name,
        startDate: campaign.startDate,
        endDate: campaign.endDate,
        codeManagerItemCount: campaign.codeItemId ? 1 : 0,
        keySetCount: campaign.keys.filter((k) => k.count > 0).length,
        preLaunch: campaign.preLaunch,
      },
      firstWentLiveAt: campaign.firstWentLiveAt,
      publishedAt: campaign.publishedAt,
      unpublishedAt: campaign.unpublishedAt,
      reviewNote: campaign.reviewNote,
    };
  }

  async save(activation: PublishableActivation): Promise<void> {
    if (!isUuid(activation.id)) return;
    await unitOfWork(this.#em).nativeUpdate(
      KeyCampaignEntity,
      { id: activation.id },
      {
        publishState: activation.publishState,
        firstWentLiveAt: activation.firstWentLiveAt,
        publishedAt: activation.publishedAt,
        unpublishedAt: activation.unpublishedAt,
        reviewNote: activation.reviewNote,
        updatedAt: new Date(),
      },
    );
  }
}
