import type { QuestEligibility, QuestEligibilityPort } from '../ports/quest-eligibility.port.ts';

const PASSED: QuestEligibility = { eligible: true, groups: [{ group: 'location', status: 'Passed', reasons: ['Anywhere'] }] };

/** Everyone passes unless a test says otherwise for a creator. */
export class FakeQuestEligibility implements QuestEligibilityPort {
  readonly #answers = new Map<string, QuestEligibility>();

  set(creatorId: string, answer: QuestEligibility): void {
    this.#answers.set(creatorId, answer);
  }

  async evaluate(creatorId: string): Promise<QuestEligibility> {
    return this.#answers.get(creatorId) ?? PASSED;
  }
}
