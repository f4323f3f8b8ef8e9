import type { QuestRequirements } from '../domain/quest-requirements.ts';

/** A creator measured against a quest's requirements, group by group (spec 5: Passed or Not met). */
export interface QuestEligibility {
  readonly eligible: boolean;
  readonly groups: readonly { readonly group: string; readonly status: 'Passed' | 'Not met'; readonly reasons: readonly string[] }[];
}

/**
 * The requirements context's answer for one creator and one quest: the adapter gathers the creator's
 * country, languages, channels and lists and evaluates (location and language always apply).
 */
export interface QuestEligibilityPort {
  evaluate(creatorId: string, companyId: string, requirements: QuestRequirements, questId: string): Promise<QuestEligibility>;
}
