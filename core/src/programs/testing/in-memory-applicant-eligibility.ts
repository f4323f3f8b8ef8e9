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

  async evaluate(creatorId: string, _program: CreatorProgram): Promise<ApplicantEligibility> {
    return structuredClone(this.#unmet.get(creatorId) ?? PASSED);
  }
}
