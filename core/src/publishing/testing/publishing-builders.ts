import { BUILDER_NOW } from '../../shared/testing/seeded-random.ts';
import { DAY_MS, addMs } from '../../shared/time.ts';
import type { PublishableActivation } from '../domain/publishable-activation.entity.ts';
import type { KeyCampaignPublishSubject, MissionPublishSubject, PublishSubject, QuestPublishSubject } from '../domain/publish-subject.ts';
import type { Publisher } from '../ports/publisher-directory.port.ts';

export const PUBLISHING_NOW = BUILDER_NOW;
const inDays = (days: number) => addMs(PUBLISHING_NOW, days * DAY_MS);

/** A quest that passes every publish check at PUBLISHING_NOW. */
export const aQuestSubject = (changes: Partial<QuestPublishSubject> = {}): QuestPublishSubject => ({
  kind: 'quest',
  name: 'Launch stream',
  startDate: inDays(1),
  endDate: inDays(30),
  codeManagerItemCount: 1,
  keySetCount: 1,
  deliveryType: 'dateRange',
  deliveryDate: null,
  embargo: null,
  talkingPointCount: 2,
  ...changes,
});

export const aKeyCampaignSubject = (changes: Partial<KeyCampaignPublishSubject> = {}): KeyCampaignPublishSubject => ({
  kind: 'keyCampaign',
  name: 'Early access keys',
  startDate: inDays(1),
  endDate: inDays(30),
  codeManagerItemCount: 1,
  keySetCount: 2,
  preLaunch: false,
  ...changes,
});

export const aMissionSubject = (changes: Partial<MissionPublishSubject> = {}): MissionPublishSubject => ({
  kind: 'mission',
  startDate: inDays(1),
  criterionCount: 1,
  gameCount: 1,
  rewardCount: 1,
  ...changes,
});

export const COMPANY_ID = 'company-1';

export const anActivation = (
  subject: PublishSubject = aQuestSubject(),
  changes: Partial<PublishableActivation> = {},
): PublishableActivation => ({
  id: 'activation-1',
  companyId: COMPANY_ID,
  publishState: 'draft',
  subject,
  firstWentLiveAt: null,
  publishedAt: null,
  unpublishedAt: null,
  reviewNote: null,
  archivedAt: null,
  ...changes,
});

export const aPublisher = (changes: Partial<Publisher> = {}): Publisher => ({
  userId: 'user-1',
  companyId: COMPANY_ID,
  emailVerified: true,
  companyReviewed: true,
  ...changes,
});
