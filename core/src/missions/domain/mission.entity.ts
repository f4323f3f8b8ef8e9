import { DAY_MS } from '../../shared/time.ts';
import type { CriteriaGroup } from './completion-criteria.ts';
import type { MissionReward } from './mission-reward.ts';

/** Spec section 9: creators are reminded five days before a mission ends. */
export const MISSION_REMINDER_BEFORE_END_MS = 5 * DAY_MS;

/** A performance-based activity with rewards; it always belongs to a Creator Program. */
export interface Mission {
  readonly id: string;
  readonly companyId: string;
  readonly programId: string;
  readonly name: string;
  readonly description: string;
  /** The mission kit: what a creator who joined gets to do the mission (links, talking points); null when none. */
  readonly kit: string | null;
  readonly gameIds: readonly string[];
  readonly startDate: Date;
  /** Null: the mission runs until it is unpublished. */
  readonly endDate: Date | null;
  /** Approve runs that meet the criteria without a company review. */
  readonly automaticReview: boolean;
  /** 0 unlimited, 1 once, otherwise N times. */
  readonly repeatCount: number;
  /** Pays a share of the rewards from this percent of the target (pro-rating); null: only the whole target pays. */
  readonly proRatedFromPercent: number | null;
  readonly criteria: readonly CriteriaGroup[];
  readonly rewards: readonly MissionReward[];
  /** Publishing (its checks and account review) is the publishing context's; missions only read it. */
  readonly published: boolean;
  /** Held for account review (spec 4): staff judge what was held, so the setup cannot change underneath them. */
  readonly heldForReview: boolean;
  readonly createdAt: Date;
}

/** Open to new runs: published, started, and not yet ended. */
export const acceptsRuns = (mission: Mission, now: Date): boolean =>
  mission.published && mission.startDate <= now && (mission.endDate === null || now < mission.endDate);

/** When a published mission that has not started yet opens; undefined for any other. */
export const opensLater = (mission: Mission, now: Date): Date | undefined =>
  mission.published && now < mission.startDate ? mission.startDate : undefined;

/** When to remind a creator, or null when the mission has no end or the moment has passed. */
export function missionReminderAt(mission: Mission, now: Date): Date | null {
  if (mission.endDate === null) return null;
  const at = new Date(mission.endDate.getTime() - MISSION_REMINDER_BEFORE_END_MS);
  return at > now ? at : null;
}
