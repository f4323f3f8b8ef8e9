import { KEY_CAMPAIGN_STEPS, type KeyCampaignStep } from '@lurkit/core/keys/domain/key-campaign-steps.schema.ts';

/** Spec 2: the Key campaign edit wizard's steps, in order, with their titles. */
export const STEP_TITLES: Readonly<Record<KeyCampaignStep, string>> = {
  basics: 'Basics',
  gameInfo: 'Game info',
  requirements: 'Requirements',
  access: 'Access',
  creatorKit: 'Creator kit',
};

export { KEY_CAMPAIGN_STEPS, type KeyCampaignStep };
