import { parseInput, type InvalidField } from '../../../shared/invalid-field.ts';
import { ok, type Result } from '../../../shared/result.ts';
import { checkFieldChange } from '../domain/change-locks.ts';
import type { ProfileChangeLocked } from '../domain/profile.errors.ts';
import { emptyProfile, type UserProfile } from '../domain/user-profile.entity.ts';
import { personalInfoSchema } from '../domain/user-profile.schema.ts';
import type { ProfileDeps } from './profile-deps.ts';

/**
 * The Personal Info tab. Country and language are locked after they are set (a year, three months:
 * spec 9); clearing one is a change too, so it cannot dodge the lock. A feed confirmed before keeps
 * its first confirmation time.
 */
export class SavePersonalInfo {
  private readonly deps: ProfileDeps;

  constructor(deps: ProfileDeps) {
    this.deps = deps;
  }

  async execute(input: { userId: string; form: unknown }): Promise<Result<UserProfile, InvalidField | ProfileChangeLocked>> {
    const form = parseInput(personalInfoSchema, input.form);
    if (!form.ok) return form;
    const now = this.deps.clock.now();
    const current = (await this.deps.profiles.find(input.userId)) ?? emptyProfile(input.userId);
    const { country, language } = form.value;
    for (const [field, next, previous, changedAt] of [
      ['country', country, current.country, current.countryChangedAt],
      ['language', language, current.language, current.languageChangedAt],
    ] as const) {
      const allowed = checkFieldChange(field, { current: previous, next: next ?? '', lastChangedAt: changedAt }, now);
      if (!allowed.ok) return allowed;
    }
    const confirmedAt = new Map(current.rssFeeds.map((f) => [f.url, f.authorizedAt]));
    const saved: UserProfile = {
      ...current,
      country,
      countryChangedAt: country === current.country ? current.countryChangedAt : now,
      language,
      languageChangedAt: language === current.language ? current.languageChangedAt : now,
      description: form.value.description,
      links: form.value.links,
      rssFeeds: [...new Map(form.value.rssFeeds.map((f) => [f.url, { url: f.url, authorizedAt: confirmedAt.get(f.url) ?? now }])).values()],
    };
    await this.deps.profiles.save(saved);
    return ok(saved);
  }
}
