import { parseInput, type InvalidField } from '../../../shared/invalid-field.ts';
import { ok, type Result } from '../../../shared/result.ts';
import { emptyProfile, type UserProfile } from '../domain/user-profile.entity.ts';
import { notificationSettingsSchema } from '../domain/user-profile.schema.ts';
import type { ProfileDeps } from './profile-deps.ts';

/** The Notifications tab: which notification emails the person gets (the in-app list keeps them all). */
export class SaveNotificationSettings {
  private readonly deps: ProfileDeps;

  constructor(deps: ProfileDeps) {
    this.deps = deps;
  }

  async execute(input: { userId: string; form: unknown }): Promise<Result<UserProfile, InvalidField>> {
    const form = parseInput(notificationSettingsSchema, input.form);
    if (!form.ok) return form;
    const current = (await this.deps.profiles.find(input.userId)) ?? emptyProfile(input.userId);
    const saved: UserProfile = { ...current, emailNotifications: form.value };
    await this.deps.profiles.save(saved);
    return ok(saved);
  }
}
