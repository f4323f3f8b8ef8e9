import { describe, expect, it } from 'vitest';
import { BUILDER_NOW } from '../../../shared/testing/seeded-random.ts';
import { SettableClock } from '../../../shared/testing/settable-clock.ts';
import { InMemoryUserProfileRepository } from '../testing/in-memory-user-profile-repository.ts';
import { SaveCreatorOnboarding } from './save-creator-onboarding.ts';
import { SaveAddress } from './save-address.ts';

const userId = 'a0000000-0000-4000-8000-000000000002';
const setup = () => {
  const deps = { profiles: new InMemoryUserProfileRepository(), clock: new SettableClock(BUILDER_NOW) };
  return { deps, save: new SaveCreatorOnboarding(deps) };
};
const form = (changes: Record<string, unknown> = {}) => ({
  genres: ['RPG', 'Horror', 'RPG'],
  contentTypes: ['Stream'],
  hardware: ['Pc', 'VR'],
  ...changes,
});

describe('SaveCreatorOnboarding', () => {
  it('saves interests and hardware on the profile, once each, with the time it was finished', async () => {
    const { deps, save } = setup();
    const saved = await save.execute({ userId, form: form() });
    expect(saved.ok).toBe(true);
    expect((await deps.profiles.find(userId))?.onboarding).toEqual({
      genres: ['RPG', 'Horror'],
      contentTypes: ['Stream'],
      hardware: ['Pc', 'VR'],
      completedAt: BUILDER_NOW,
    });
  });

  it('keeps the rest of the profile', async () => {
    const { deps, save } = setup();
    await new SaveAddress(deps).execute({
      userId,
      form: { firstName: 'A', lastName: 'B', streetName: 'S', streetNumber: '1', zipCode: '1', city: 'C', country: 'SE' },
    });
    await save.execute({ userId, form: form() });
    expect((await deps.profiles.find(userId))?.address?.city).toBe('C');
  });

  it.each([
    ['genres', { genres: [] }, 'Choose at least one genre you play.'],
    ['contentTypes', { contentTypes: [] }, 'Choose at least one kind of content you make.'],
    ['hardware', { hardware: [] }, 'Choose at least one platform you play on.'],
    ['hardware.0', { hardware: ['Amiga'] }, 'Choose hardware from the list.'],
  ])('refuses a bad %s at its field and saves nothing of either step', async (field, changes, message) => {
    const { deps, save } = setup();
    expect(await save.execute({ userId, form: form(changes) })).toMatchObject({ ok: false, error: { field, message } });
    expect(await deps.profiles.find(userId)).toBeNull();
  });

  it('replaces earlier answers when done again', async () => {
    const { deps, save } = setup();
    await save.execute({ userId, form: form() });
    await save.execute({ userId, form: form({ hardware: ['Xbox'] }) });
    expect((await deps.profiles.find(userId))?.onboarding?.hardware).toEqual(['Xbox']);
  });
});
