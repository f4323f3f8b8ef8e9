import { HOUR_MS } from '../../shared/time.ts';
import type { QuestPublishSubject } from './publish-subject.ts';

/** Spec sections 5 and 9; the quests context states the same rule for its own form. */
export const EMBARGO_MIN_LEAD_MS = 12 * HOUR_MS;

/**
 * "Valid embargo or future date": an embargo must suit the delivery type and lie at least 12 hours
 * before the end; without one, a specific-date quest needs its delivery date still ahead.
 * Returns why it fails, or null when it passes.
 */
export function embargoOrDateProblem(quest: QuestPublishSubject, now: Date): string | null {
  if (quest.embargo !== null) {
    if (quest.deliveryType === 'open') return 'An embargo is only possible for specific-date or date-range delivery.';
    if (quest.endDate === null) return 'An embargo needs an end date.';
    if (quest.endDate.getTime() - quest.embargo.getTime() < EMBARGO_MIN_LEAD_MS) {
      return 'The embargo must be at least 12 hours before the end date.';
    }
    return null;
  }
  if (quest.deliveryType !== 'specificDate') return null;
  if (quest.deliveryDate === null || quest.deliveryDate.getTime() <= now.getTime()) return 'Set a delivery date in the future.';
  return null;
}
