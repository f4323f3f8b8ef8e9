import type { QuestRequirements } from '../domain/quest-requirements.ts';

/** A creator measured against a quest's requirements, group by group (spec 5: Passed or Not met). */
export interface QuestEligibility {
  readonly eligible: boolean;
  readonly groups: readonly { readonly group: string; readonly status: 'Passed' | 'Not met'; readonly reasons: readonly string[] }[];
  /** The VIP access that applied (the company's grant for this quest, or staff's), shown to the creator; absent or null: none. */
  readonly vipAccess?: { readonly waivesLocationAndLanguage: boolean } | null;
}

/**
 * The requirements context's answer for one creator and one quest: the adapter gathers the creator's
 * country, languages, channels, lists and VIP access and evaluates (location and language apply unless
 * the VIP grant waives them).
 */
export interface QuestEligibilityPort {
  evaluate(creatorId: string, companyId: string, requirements: QuestRequirements, questId: string): Promise<QuestEligibility>;
}
