import { type CampaignStatus } from '../../shared/campaign-status.ts';
import type { ActivationKind } from './publish-subject.ts';

export * from '../../shared/campaign-status.ts';

const LABELS: Record<CampaignStatus, string> = {
  unpublished: 'Draft',
  waitingForReview: 'Waiting for review',
  upcoming: 'Upcoming',
  active: 'Live',
  ended: 'Ended',
  closed: 'Closed',
  past: 'Past',
};

/** Missions call the review hold "waiting for verification" (spec section 4). */
export const statusLabel = (kind: ActivationKind, status: CampaignStatus): string =>
  kind === 'mission' && status === 'waitingForReview' ? 'Waiting for verification' : LABELS[status];
