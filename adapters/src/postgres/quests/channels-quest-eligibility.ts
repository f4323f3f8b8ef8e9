import type { QuestRequirements } from '@lurkit/core/quests/domain/quest-requirements.ts';
import type { QuestEligibility, QuestEligibilityPort } from '@lurkit/core/quests/ports/quest-eligibility.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ChannelsCreatorEligibility } from '../keys/channels-creator-eligibility.ts';

/**
 * The same evaluation as Key campaigns (core's requirements context over the creator's channels and
 * lists), with the program's Quest access and the VIP access granted for this quest (or by staff).
 */
export class ChannelsQuestEligibility implements QuestEligibilityPort {
  readonly #channels: ChannelsCreatorEligibility;

  constructor(em: EntityManager) {
    this.#channels = new ChannelsCreatorEligibility(em, 'quest');
  }

  async evaluate(creatorId: string, companyId: string, requirements: QuestRequirements, questId: string): Promise<QuestEligibility> {
    const { eligible, groups, vipAccess } = await this.#channels.evaluate(creatorId, companyId, requirements, questId);
    return { eligible, groups, vipAccess };
  }
}
