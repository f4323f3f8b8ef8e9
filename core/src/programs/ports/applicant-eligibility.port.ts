import type { CreatorProgram } from '../domain/creator-program.entity.ts';

export interface ApplicantRequirementGroup {
  /** `selection`: the program takes only the creators the company picked (chosen creator lists or whitelist). */
  readonly group: 'location' | 'language' | 'audience' | 'selection';
  readonly status: 'Passed' | 'Not met';
  readonly reasons: readonly string[];
}

/** A creator measured against a program's requirements (the join flow's requirements step). */
export interface ApplicantEligibility {
  readonly eligible: boolean;
  readonly groups: readonly ApplicantRequirementGroup[];
  /** The VIP access that applied (the company's grant for this program, or staff's); absent or null: none. */
  readonly vipAccess?: { readonly waivesLocationAndLanguage: boolean } | null;
}

/** The requirements context's answer for one creator and one program; the composition root gathers the creator. */
export interface ApplicantEligibilityPort {
  evaluate(creatorId: string, program: CreatorProgram): Promise<ApplicantEligibility>;
}
