import { CAMPAIGN_STATUSES, PUBLISH_STATES } from '@lurkit/core/shared/campaign-status.ts';
import { builder } from './builder.ts';

/** The states every activation kind (Key campaign, Quest, Mission) shows, spec section 4. */
export const CampaignStatusEnum = builder.enumType('CampaignStatus', {
  values: CAMPAIGN_STATUSES,
  description: 'Spec 4: Draft (unpublished), Waiting for review, Upcoming, Live (active), Ended, Closed, Past.',
});
export const PublishStateEnum = builder.enumType('PublishState', { values: PUBLISH_STATES });
/** How many codes are left for an activation or an item: high, low or out. */
export const AvailabilityEnum = builder.enumType('Availability', { values: ['HIGH', 'LOW', 'OUT'] as const });
