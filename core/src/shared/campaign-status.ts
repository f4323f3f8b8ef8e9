/**
 * Publish state and campaign status, shared by every activation context (quests, keys, missions)
 * and by publishing, which moves the state.
 */
export const PUBLISH_STATES = ['draft', 'waitingForReview', 'published', 'unpublished'] as const;
export type PublishState = (typeof PUBLISH_STATES)[number];

/** Spec section 4's campaign statuses, plus the review hold. */
export const CAMPAIGN_STATUSES = ['unpublished', 'waitingForReview', 'upcoming', 'active', 'ended', 'closed', 'past'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

export interface StatusFacts {
  readonly publishState: PublishState;
  readonly startDate: Date | null;
  /** null for missions, which run until unpublished. */
  readonly endDate: Date | null;
}

const reached = (date: Date | null, now: Date): boolean => date !== null && date.getTime() <= now.getTime();

/**
 * published: upcoming before the start, active (Live) from the start, ended from the end date on.
 * unpublished: closed while its end date is ahead, past once it is behind (nothing left to run).
 */
export function campaignStatus(facts: StatusFacts, now: Date): CampaignStatus {
  switch (facts.publishState) {
    case 'draft':
      return 'unpublished';
    case 'waitingForReview':
      return 'waitingForReview';
    case 'published':
      if (reached(facts.endDate, now)) return 'ended';
      return facts.startDate !== null && !reached(facts.startDate, now) ? 'upcoming' : 'active';
    case 'unpublished':
      return reached(facts.endDate, now) ? 'past' : 'closed';
  }
}

/**
 * New applications (offers, key requests, joins) only while Live. Our choice: not while upcoming
 * either, so a company can still change requirements before anyone is in.
 */
export const canApply = (status: CampaignStatus): boolean => status === 'active';

/**
 * Enrolled creators may finish whatever the status, once the item has been live: unpublishing closes
 * it to new applications only (spec section 4). Their own deadlines (quest runs, the 30-day key
 * window) still apply in their contexts.
 */
export const canContinue = (firstWentLiveAt: Date | null): boolean => firstWentLiveAt !== null;
