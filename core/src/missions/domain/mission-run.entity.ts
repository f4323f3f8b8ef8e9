import { err, ok, type Result } from '../../shared/result.ts';
import type { TransitionNotAllowed } from '../../shared/state-machine.ts';
import { missionRunMachine, type MissionRunEvent, type MissionRunState } from './mission-run.machine.ts';
import type { SubmissionItem } from './mission-submission.schema.ts';
import type { ShippingAddress } from './shipping-address.schema.ts';
import { KitAlreadyClaimed, RunEnded } from './missions.errors.ts';

export interface Submission {
  readonly items: readonly SubmissionItem[];
  readonly submittedAt: Date;
}
export interface RunReview {
  readonly outcome: 'accepted' | 'rejected';
  /** SYSTEM for automatic approval (spec action-by enumeration). */
  readonly by: 'COMPANY' | 'SYSTEM';
  readonly at: Date;
  readonly message: string | null;
  /** False when the company accepted a creator who had not met the criteria. */
  readonly criteriaMet: boolean;
  /** The share of the rewards earned, in percent: 100 in full, less for a pro-rated approval. */
  readonly sharePercent: number;
}
export type RewardClaim =
  | { readonly rewardId: string; readonly outcome: 'skipped' }
  | {
      readonly rewardId: string;
      readonly outcome: 'claimed';
      readonly codes: readonly string[];
      readonly platform: string | null;
      readonly address: ShippingAddress | null;
    };

export interface MissionRun {
  readonly id: string;
  readonly missionId: string;
  readonly creatorId: string;
  /** 1 for the first run; each repeat is a new run with the next number. */
  readonly repeatNumber: number;
  readonly state: MissionRunState;
  readonly joinedAt: Date;
  readonly submission: Submission | null;
  readonly review: RunReview | null;
  readonly rewardClaims: readonly RewardClaim[];
  /** When the creator took the mission kit; null until then. */
  readonly kitClaimedAt: Date | null;
  /** When the 5-days-before-the-end reminder went out; it goes once per run. */
  readonly remindedAt: Date | null;
  readonly endedAt: Date | null;
}

type Moved = Result<MissionRun, TransitionNotAllowed<MissionRunState, MissionRunEvent>>;

const FINAL_STATES: readonly MissionRunState[] = ['completed', 'declined', 'canceled', 'expired'];

/** Every state change goes through the table; reaching a final state stamps when the run ended. */
export function moveRun(run: MissionRun, event: MissionRunEvent, now: Date, changes: Partial<MissionRun> = {}): Moved {
  const next = missionRunMachine.transition(run.state, event);
  if (!next.ok) return next;
  const endedAt = FINAL_STATES.includes(next.value) ? now : run.endedAt;
  return ok({ ...run, ...changes, state: next.value, endedAt });
}

export function startRun(id: string, missionId: string, creatorId: string, repeatNumber: number, now: Date): MissionRun {
  return {
    id,
    missionId,
    creatorId,
    repeatNumber,
    state: 'active',
    joinedAt: now,
    submission: null,
    review: null,
    rewardClaims: [],
    kitClaimedAt: null,
    remindedAt: null,
    endedAt: null,
  };
}

/** Custom URL and message submissions count toward their criterion as soon as they are handed in. */
export function customSubmissionCounts(items: readonly SubmissionItem[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of items) {
    if (item.kind !== 'feed' && item.criterionId) counts[item.criterionId] = (counts[item.criterionId] ?? 0) + 1;
  }
  return counts;
}

export const isCustomOnly = (items: readonly SubmissionItem[]): boolean =>
  items.length > 0 && items.every((item) => item.kind !== 'feed' && item.criterionId !== null);

/** The mission kit is taken once, while the run is still going (it helps the creator do the mission). */
export function claimKit(run: MissionRun, now: Date): Result<MissionRun, KitAlreadyClaimed | RunEnded> {
  if (FINAL_STATES.includes(run.state)) return err(new RunEnded());
  if (run.kitClaimedAt) return err(new KitAlreadyClaimed());
  return ok({ ...run, kitClaimedAt: now });
}
