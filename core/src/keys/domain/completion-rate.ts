import type { KeyParticipant } from './key-participant.entity.ts';
import { isContentOverdue } from './key-participant.entity.ts';

export interface CompletionRate {
  /** Content submitted on time over the keys whose content was due (submitted, or overdue); null before any. */
  readonly rate: number | null;
  readonly onTime: number;
  readonly late: number;
  readonly missing: number;
}

/**
 * Spec 9: content is due within 30 days of claiming a key; a late or missing submission lowers the
 * completion rate. Keys still inside their window do not count yet, so a new claim never lowers it.
 */
export function completionRate(participations: readonly KeyParticipant[], now: Date): CompletionRate {
  let onTime = 0;
  let late = 0;
  let missing = 0;
  for (const p of participations) {
    if (p.submission) {
      if (p.submission.onTime) onTime += 1;
      else late += 1;
    } else if (isContentOverdue(p, now)) missing += 1;
  }
  const due = onTime + late + missing;
  return { rate: due === 0 ? null : onTime / due, onTime, late, missing };
}
