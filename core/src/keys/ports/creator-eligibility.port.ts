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
  /**
   * The VIP access the campaign's company granted this creator for this campaign, when the campaign
   * honours VIP access; shown to the creator with whether it also waives location and language.
   */
  readonly vipAccess: { readonly waivesLocationAndLanguage: boolean } | null;
  /** The channel sizes still missed, with what is asked and what the creator has (null: no data). */
  readonly missing: readonly { readonly label: string; readonly required: number; readonly actual: number | null }[];
}

/**
 * The requirements context's answer for one creator and one company's campaign: the composition root
 * gathers the creator's country, languages, channels, lists, programs and VIP access and evaluates.
 */
export interface CreatorEligibilityPort {
  /** `campaignId` names the campaign being evaluated: VIP access is granted per campaign. */
  evaluate(creatorId: string, companyId: string, requirements: KeyRequirements, campaignId: string): Promise<KeyEligibility>;
}
