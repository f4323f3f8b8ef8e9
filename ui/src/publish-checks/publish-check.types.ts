/** A publish check not met yet (the API's PublishCheck), e.g. id 'campaign.startDate'. */
export interface PublishCheck {
  /** Stable check id, e.g. 'campaign.name'; passed back to onFix. */
  id: string;
  /** What to do, in the spec's words: 'Set a start date.' */
  message: string;
  /** The wizard step that fixes it, in the activation kind's own step names; null when it is fixed outside the wizard (verified email). */
  step: string | null;
}

/** Spec 4 campaign statuses plus the review hold, as the API names them. */
export type CampaignStatus = 'unpublished' | 'waitingForReview' | 'upcoming' | 'active' | 'ended' | 'closed' | 'past';
