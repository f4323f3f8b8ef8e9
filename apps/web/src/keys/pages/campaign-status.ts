import type { StatusRef } from '@lurkit/ui/status-badge/status-labels.ts';

type CampaignStatus = 'unpublished' | 'waitingForReview' | 'upcoming' | 'active' | 'ended' | 'closed' | 'past';

/** The campaign badge for a status; a held campaign reads "Waiting for verification" like a mission's. */
export const campaignBadge = (status: CampaignStatus): StatusRef => ({
  kind: 'campaign',
  status: status === 'waitingForReview' ? 'waitingForVerification' : status,
});
