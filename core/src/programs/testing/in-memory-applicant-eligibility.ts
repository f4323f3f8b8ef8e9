import type { CreatorProgram } from '../domain/creator-program.entity.ts';
import type { ApplicantEligibility, ApplicantEligibilityPort } from '../ports/applicant-eligibility.port.ts';

const PASSED: ApplicantEligibility = {
  eligible: true,
  groups: (['location', 'language', 'audience'] as const).map((group) => ({ group, status: 'Passed', reasons: ['Nothing asked.'] })),
};

/** Every creator meets every program's requirements unless a test says otherwise. */
export class InMemoryApplicantEligibility implements ApplicantEligibilityPort {
  readonly #unmet = new Map<string, ApplicantEligibility>();

  fails(creatorId: string, reason = 'Your channel is too small.'): void {
    this.#unmet.set(creatorId, {
      eligible: false,
      groups: [...PASSED.groups.filter((g) => g.group !== 'audience'), { group: 'audience', status: 'Not met', reasons: [reason] }],
    });
  }

  /** The creator is not among those the company picked for the program (its chosen lists or whitelist). */
  notPicked(creatorId: string): void {
    this.#unmet.set(creatorId, {
      eligible: false,
      groups: [...PASSED.groups, { group: 'selection', status: 'Not met', reasons: ["You are not on the company's creator lists."] }],
    });
  }

  async evaluate(creatorId: string, _program: CreatorProgram): Promise<ApplicantEligibility> {
    return structuredClone(this.#unmet.get(creatorId) ?? PASSED);
  }
}
