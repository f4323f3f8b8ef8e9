import type { CreatorEligibilityPort, KeyEligibility } from '../ports/creator-eligibility.port.ts';

const PASSED: KeyEligibility = {
  eligible: true,
  locationAndLanguageMet: true,
  groups: (['location', 'language', 'audience', 'membership'] as const).map((group) => ({ group, status: 'Passed' as const, reasons: [] })),
  vipAccess: null,
  missing: [],
};

/** Answers what a test set for a creator; everyone else passes. */
export class InMemoryCreatorEligibility implements CreatorEligibilityPort {
  readonly #answers = new Map<string, KeyEligibility>();
  readonly asked: { creatorId: string; companyId: string }[] = [];

  set(creatorId: string, answer: { audienceMet?: boolean; locationMet?: boolean }): void {
    const audienceMet = answer.audienceMet ?? true;
    const locationMet = answer.locationMet ?? true;
    this.#answers.set(creatorId, {
      eligible: audienceMet && locationMet,
      locationAndLanguageMet: locationMet,
      groups: [
        { group: 'location', status: locationMet ? 'Passed' : 'Not met', reasons: locationMet ? [] : ['Creators in Sweden only.'] },
        { group: 'language', status: 'Passed', reasons: [] },
        { group: 'audience', status: audienceMet ? 'Passed' : 'Not met', reasons: audienceMet ? [] : ['At least 250 Twitch followers.'] },
        { group: 'membership', status: 'Passed', reasons: [] },
      ],
      vipAccess: null,
      missing: audienceMet ? [] : [{ label: 'Twitch followers', required: 250, actual: 212 }],
    });
  }

  async evaluate(creatorId: string, companyId: string): Promise<KeyEligibility> {
    this.asked.push({ creatorId, companyId });
    return this.#answers.get(creatorId) ?? PASSED;
  }
}
