import { parseInput, type InvalidField } from '../../../shared/invalid-field.ts';
import { ok, type Result } from '../../../shared/result.ts';
import { creatorOnboardingSchema } from '../domain/creator-onboarding.schema.ts';
import { emptyProfile, type UserProfile } from '../domain/user-profile.entity.ts';
import type { ProfileDeps } from './profile-deps.ts';

/**
 * /creator/onboarding: interests and hardware are checked together and saved in one write, so a
 * creator never has half an onboarding; doing it again replaces the answers.
 */
export class SaveCreatorOnboarding {
  private readonly deps: ProfileDeps;

  constructor(deps: ProfileDeps) {
    this.deps = deps;
  }

  async execute(input: { userId: string; form: unknown }): Promise<Result<UserProfile, InvalidField>> {
    const form = parseInput(creatorOnboardingSchema, input.form);
    if (!form.ok) return form;
    const current = (await this.deps.profiles.find(input.userId)) ?? emptyProfile(input.userId);
    const saved: UserProfile = { ...current, onboarding: { ...form.value, completedAt: this.deps.clock.now() } };
    await this.deps.profiles.save(saved);
    return ok(saved);
  }
}
