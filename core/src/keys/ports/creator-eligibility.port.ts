import type { KeyRequirements } from '../domain/key-campaign.entity.ts';

export type RequirementGroupName = 'location' | 'language' | 'audience' | 'membership';

/** A creator measured against a campaign's requirements, group by group (spec 5). */
export interface KeyEligibility {
  readonly eligible: boolean;
  /** Spec 5: location and language must always be met, whatever else is waived. */
  readonly locationAndLanguageMet: boolean;
  readonly groups: readonly {
    readonly group: RequirementGroupName;
    readonly status: 'Passed' | 'Not met';
    readonly reasons: readonly string[];
  }[];
}

/**
 * The requirements context's answer for one creator and one company's campaign: the composition root
 * gathers the creator's country, languages, channels, lists, programs and VIP access and evaluates.
 */
export interface CreatorEligibilityPort {
  evaluate(creatorId: string, companyId: string, requirements: KeyRequirements): Promise<KeyEligibility>;
}
