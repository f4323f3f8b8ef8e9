import { allCriteria } from '@lurkit/core/missions/domain/completion-criteria.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { KeyCampaignEntity, type KeyCampaignRow } from '../keys/key-campaign.entity.ts';
import { keyCampaignFromRow } from '../keys/key-campaign.mapper.ts';
import { MissionEntity, type MissionRow } from '../missions/mission.entity.ts';
import { QuestEntity, type QuestRow } from '../quests/quest.entity.ts';
import { questFromRow } from '../quests/quest.mapper.ts';
import { ActivationPublishingRepository, ActivationPublishingRouter, type PublishableTable } from './activation-publishing-repository.ts';

export const KEY_CAMPAIGN_TABLE: PublishableTable<KeyCampaignRow> = {
  entity: KeyCampaignEntity,
  hasUpdatedAt: true,
  subjectOf: (row) => {
    const campaign = keyCampaignFromRow(row);
    return {
      kind: 'keyCampaign',
      name: campaign.name,
      startDate: campaign.startDate,
      endDate: campaign.endDate,
      codeManagerItemCount: campaign.codeItemId ? 1 : 0,
      keySetCount: campaign.keys.filter((k) => k.count > 0).length,
      preLaunch: campaign.preLaunch,
    };
  },
};

/** Without an embargo, a specific-date quest delivers on its start date. */
export const QUEST_TABLE: PublishableTable<QuestRow> = {
  entity: QuestEntity,
  hasUpdatedAt: true,
  subjectOf: (row) => {
    const quest = questFromRow(row);
    return {
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
    };
  },
};

export const MISSION_TABLE: PublishableTable<MissionRow> = {
  entity: MissionEntity,
  hasUpdatedAt: false,
  subjectOf: (row) => ({
    kind: 'mission',
    startDate: row.startDate,
    criterionCount: allCriteria(row.criteria).length,
    gameCount: row.gameIds.length,
    rewardCount: row.rewards.length,
  }),
};

/** Publishing's one view of every activation kind: an id finds its table, whichever kind it is. */
export const activationPublishing = (em: EntityManager): ActivationPublishingRouter =>
  new ActivationPublishingRouter([
    new ActivationPublishingRepository(em, KEY_CAMPAIGN_TABLE),
    new ActivationPublishingRepository(em, QUEST_TABLE),
    new ActivationPublishingRepository(em, MISSION_TABLE),
  ]);
