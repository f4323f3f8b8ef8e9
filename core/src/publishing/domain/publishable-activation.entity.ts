import { campaignStatus, type CampaignStatus } from './campaign-status.ts';
import { scheduleOf, type PublishSubject } from './publish-subject.ts';
import type { PublishState } from './publish-state.machine.ts';

/** An activation as publishing sees it: whose it is, its publish state and the facts the checks read. */
export interface PublishableActivation {
  readonly id: string;
  readonly companyId: string;
  readonly publishState: PublishState;
  readonly subject: PublishSubject;
  /** Set the first time it goes live; enrolled creators can exist only after that. */
  readonly firstWentLiveAt: Date | null;
  readonly publishedAt: Date | null;
  readonly unpublishedAt: Date | null;
  /** Why staff refused it when it was held for review; cleared when it goes out. */
  readonly reviewNote: string | null;
  /** Set when the company deleted it after it had been live: kept for results, gone from every list. */
  readonly archivedAt: Date | null;
}

export const statusOf = (activation: PublishableActivation, now: Date): CampaignStatus =>
  campaignStatus({ publishState: activation.publishState, ...scheduleOf(activation.subject) }, now);

/** The activation after a transition to `next` at `now`, stamping when it went live or was closed. */
export function movedTo(activation: PublishableActivation, next: PublishState, now: Date): PublishableActivation {
  if (next === 'published') {
    return { ...activation, publishState: next, publishedAt: now, firstWentLiveAt: activation.firstWentLiveAt ?? now, reviewNote: null };
  }
  if (next === 'unpublished') return { ...activation, publishState: next, unpublishedAt: now };
  return { ...activation, publishState: next };
}
