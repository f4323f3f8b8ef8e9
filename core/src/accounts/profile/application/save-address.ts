import { parseInput, type InvalidField } from '../../../shared/invalid-field.ts';
import { ok, type Result } from '../../../shared/result.ts';
import { emptyProfile, type UserProfile } from '../domain/user-profile.entity.ts';
import { addressSchema } from '../domain/user-profile.schema.ts';
import type { ProfileDeps } from './profile-deps.ts';

/** The Address tab: the address is saved to the profile, where reward claims read it from. */
export class SaveAddress {
  private readonly deps: ProfileDeps;

  constructor(deps: ProfileDeps) {
    this.deps = deps;
  }

  async execute(input: { userId: string; form: unknown }): Promise<Result<UserProfile, InvalidField>> {
    const form = parseInput(addressSchema, input.form);
    if (!form.ok) return form;
    const current = (await this.deps.profiles.find(input.userId)) ?? emptyProfile(input.userId);
    const saved: UserProfile = { ...current, address: form.value };
    await this.deps.profiles.save(saved);
    return ok(saved);
  }
}
