import { BUILDER_NOW, seededSource } from '../../shared/testing/seeded-random.ts';
import type { CreatorList } from '../domain/creator-list.entity.ts';
import type { VipGrant } from '../domain/vip-grant.entity.ts';

/** Deterministic test data from a seeded source, so a failing test shows the same values every run. */
export { BUILDER_NOW };
export const COMPANY_ID = 'company-1';
export const OTHER_COMPANY_ID = 'company-2';
export const KEY_CAMPAIGN_ID = 'key-campaign-1';
export const QUEST_ID = 'quest-1';
export const MISSION_ID = 'mission-1';
export const PROGRAM_ID = 'program-1';

const { seededId, seededWord } = seededSource(20_261_124);

export const aCreatorList = (changes: Partial<CreatorList> = {}): CreatorList => ({
  id: seededId(),
  companyId: COMPANY_ID,
  name: `List ${seededWord(6)}`,
  createdAt: BUILDER_NOW,
  ...changes,
});

export const aVipGrant = (changes: Partial<VipGrant> = {}): VipGrant => ({
  id: seededId(),
  companyId: COMPANY_ID,
  activationType: 'KEY',
  activationId: KEY_CAMPAIGN_ID,
  creatorId: seededId(),
  waivesLocationAndLanguage: false,
  grantedBy: 'user-1',
  grantedAt: BUILDER_NOW,
  ...changes,
});
