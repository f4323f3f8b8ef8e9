import type { PublishableActivation } from '@lurkit/core/publishing/domain/publishable-activation.entity.ts';
import type { ActivationPublishingRepositoryPort } from '@lurkit/core/publishing/ports/activation-publishing-repository.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { QuestEntity } from '../quests/quest.entity.ts';
import { questFromRow } from '../quests/quest.mapper.ts';
import { isUuid, unitOfWork } from '../shared/unit-of-work.ts';

/**
 * Publishing's view of Quests: the facts the quest publish checks read, and a save that writes only
 * the publish columns. Without an embargo, a specific-date quest delivers on its start date.
 */
export class QuestPublishingRepository implements ActivationPublishingRepositoryPort {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async findById(id: string): Promise<PublishableActivation | null> {
    if (!isUuid(id)) return null;
    const row = await unitOfWork(this.#em).findOne(QuestEntity, { id });
    if (!row) return null;
    const quest = questFromRow(row);
    return {
      id: quest.id,
      companyId: quest.companyId,
      publishState: quest.publishState,
      subject: {
        kind: 'quest',
        name: quest.name,
        startDate: quest.startDate,
        endDate: quest.endDate,
        codeManagerItemCount: quest.codeManagerItemIds.length,
        keySetCount: quest.kitKeys.filter((k) => k.count > 0).length,
        deliveryType: quest.deliveryType,
        deliveryDate: quest.deliveryType === 'specificDate' ? quest.startDate : null,
        embargo: quest.embargo?.at ?? null,
        talkingPointCount: quest.talkingPoints.length,
      },
      firstWentLiveAt: quest.firstWentLiveAt,
      publishedAt: quest.publishedAt,
      unpublishedAt: quest.unpublishedAt,
      reviewNote: quest.reviewNote,
    };
  }

  async save(activation: PublishableActivation): Promise<void> {
    if (!isUuid(activation.id)) return;
    await unitOfWork(this.#em).nativeUpdate(
      QuestEntity,
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

/** Finds an activation in whichever context owns its id (ids are uuids, unique across tables). */
export class ActivationPublishingRouter implements ActivationPublishingRepositoryPort {
  readonly #owners: readonly ActivationPublishingRepositoryPort[];

  constructor(owners: readonly ActivationPublishingRepositoryPort[]) {
    this.#owners = owners;
  }

  async findById(id: string): Promise<PublishableActivation | null> {
    for (const owner of this.#owners) {
      const found = await owner.findById(id);
      if (found) return found;
    }
    return null;
  }

  async save(activation: PublishableActivation): Promise<void> {
    for (const owner of this.#owners) {
      if (await owner.findById(activation.id)) return owner.save(activation);
    }
  }
}
