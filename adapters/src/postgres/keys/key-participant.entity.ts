import { defineEntity, p, type InferEntity } from '@mikro-orm/postgresql';
import type { KeyRunEvent } from '@lurkit/core/keys/domain/key-participant.entity.ts';
import { UserAccountEntity } from '../accounts/user-account.entity.ts';
import { KeyCampaignSlotEntity, KeyCampaignEntity } from './key-campaign.entity.ts';

export interface SealedReplacedKey {
  readonly codeSealed: string;
  readonly replacementSealed: string;
  readonly markedBadAt: string;
}

/** A creator on a Key campaign; the claimed key is sealed (codes are secrets). Run events as jsonb, in order. */
export const KeyParticipantEntity = defineEntity({
  name: 'KeyParticipant',
  tableName: 'key_participant',
  properties: {
    id: p.uuid().primary(),
    campaign: () => p.manyToOne(KeyCampaignEntity).mapToPk().deleteRule('cascade'),
    creator: () => p.manyToOne(UserAccountEntity).mapToPk().deleteRule('cascade').index('key_participant_creator_id_index'),
    state: p.string().length(24),
    appliedAt: p.datetime(),
    agreementAcceptedAt: p.datetime().nullable(),
    reviewedAt: p.datetime().nullable(),
    claimPlatform: p.string().length(80).nullable(),
    claimCodeSealed: p.text().nullable(),
    claimedAt: p.datetime().nullable(),
    contentDueAt: p.datetime().nullable(),
    submissionUrl: p.string().length(2048).nullable(),
    submittedAt: p.datetime().nullable(),
    submittedOnTime: p.boolean().nullable(),
    contentExpiredAt: p.datetime().nullable(),
    kitSentCount: p.integer(),
    kitLastSentAt: p.datetime().nullable(),
    /** Keys marked bad and their replacements, both sealed, oldest first. */
    replacedKeys: p.json<SealedReplacedKey[]>().default('[]'),
    events: p.json<KeyRunEvent[]>(),
  },
  uniques: [{ name: 'key_participant_campaign_creator_unique', properties: ['campaign', 'creator'] }],
  indexes: [{ name: 'key_participant_campaign_state_index', properties: ['campaign', 'state', 'appliedAt'] }],
});
export type KeyParticipantRow = InferEntity<typeof KeyParticipantEntity>;

/** Lurkcoin ledger: one row per award; the key makes an award happen once, ever. */
export const LurkcoinEntryEntity = defineEntity({
  name: 'LurkcoinEntry',
  tableName: 'lurkcoin_entry',
  properties: {
    id: p.uuid().primary(),
    creator: () => p.manyToOne(UserAccountEntity).mapToPk().deleteRule('cascade').index('lurkcoin_entry_creator_id_index'),
    amount: p.integer(),
    reason: p.string().length(64),
    sourceId: p.string().length(64),
    key: p.string().length(200).unique('lurkcoin_entry_key_unique'),
    awardedAt: p.datetime(),
  },
});

export const keysEntities = [KeyCampaignEntity, KeyCampaignSlotEntity, KeyParticipantEntity, LurkcoinEntryEntity];
