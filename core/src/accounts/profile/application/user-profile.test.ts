import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../../../shared/time.ts';
import { SettableClock } from '../../../shared/testing/settable-clock.ts';
import { BUILDER_NOW } from '../../../shared/testing/seeded-random.ts';
import { InMemoryUserProfileRepository } from '../testing/in-memory-user-profile-repository.ts';
import { GetUserProfile } from './get-user-profile.ts';
import { SaveAddress } from './save-address.ts';
import { SaveNotificationSettings } from './save-notification-settings.ts';
import { SavePersonalInfo } from './save-personal-info.ts';

const userId = 'a0000000-0000-4000-8000-000000000001';
const setup = () => {
  const clock = new SettableClock(BUILDER_NOW);
  const deps = { profiles: new InMemoryUserProfileRepository(), clock };
  return { clock, deps };
};
const info = (changes: Record<string, unknown> = {}) => ({
  country: 'se',
  language: 'SV',
  description: ' Cosy games ',
  links: { discord: 'https://discord.gg/lurk', facebook: '', instagram: null, other: '' },
  rssFeeds: [{ url: 'https://blog.example.com/feed.xml', authorized: true }],
  ...changes,
});

describe('SavePersonalInfo', () => {
  it('saves codes in their canonical case, trims, empties links to none, and confirms feeds', async () => {
    const { deps } = setup();
    const saved = await new SavePersonalInfo(deps).execute({ userId, form: info() });
    expect(saved.ok && saved.value).toMatchObject({
      country: 'SE',
      countryChangedAt: BUILDER_NOW,
      language: 'sv',
      description: 'Cosy games',
      links: { discord: 'https://discord.gg/lurk', facebook: null, instagram: null, other: null },
      rssFeeds: [{ url: 'https://blog.example.com/feed.xml', authorizedAt: BUILDER_NOW }],
    });
  });

  it('locks the country a year and the language three months after they are set', async () => {
    const { deps, clock } = setup();
    await new SavePersonalInfo(deps).execute({ userId, form: info() });
    clock.advance(100 * DAY_MS);
    const country = await new SavePersonalInfo(deps).execute({ userId, form: info({ country: 'NO' }) });
    expect(!country.ok && country.error).toMatchObject({ code: 'PROFILE.COUNTRY_CHANGE_LOCKED', field: 'country' });
    const cleared = await new SavePersonalInfo(deps).execute({ userId, form: info({ country: '' }) });
    expect(!cleared.ok && cleared.error).toMatchObject({ code: 'PROFILE.COUNTRY_CHANGE_LOCKED' });
    const language = await new SavePersonalInfo(deps).execute({ userId, form: info({ language: 'en' }) });
    expect(language.ok && language.value).toMatchObject({ language: 'en', languageChangedAt: clock.now(), countryChangedAt: BUILDER_NOW });
    clock.advance(30 * DAY_MS);
    const again = await new SavePersonalInfo(deps).execute({ userId, form: info({ language: 'de' }) });
    expect(!again.ok && again.error).toMatchObject({ code: 'PROFILE.LANGUAGE_CHANGE_LOCKED', field: 'language' });
    clock.advance(240 * DAY_MS);
    expect((await new SavePersonalInfo(deps).execute({ userId, form: info({ country: 'NO', language: 'en' }) })).ok).toBe(true);
  });

  it.each([
    [{ country: 'XX' }, 'country'],
    [{ language: 'swedish' }, 'language'],
    [{ links: { discord: 'discord', facebook: '', instagram: '', other: '' } }, 'links.discord'],
    [{ rssFeeds: [{ url: 'https://blog.example.com/feed.xml', authorized: false }] }, 'rssFeeds.0.authorized'],
    [{ rssFeeds: [{ url: '', authorized: true }] }, 'rssFeeds.0.url'],
  ])('refuses %o at its field', async (changes, field) => {
    const saved = await new SavePersonalInfo(setup().deps).execute({ userId, form: info(changes) });
    expect(!saved.ok && saved.error).toMatchObject({ code: 'VALIDATION.INVALID_FIELD', field });
  });
});

describe('SaveAddress and SaveNotificationSettings', () => {
  it('saves the address to the profile, keeping the other fields', async () => {
    const { deps } = setup();
    await new SavePersonalInfo(deps).execute({ userId, form: info() });
    const address = {
      firstName: 'Anna',
      lastName: 'Berg',
      streetName: 'Götgatan',
      streetNumber: '12',
      zipCode: '118 46',
      city: 'Stockholm',
      country: 'se',
    };
    const saved = await new SaveAddress(deps).execute({ userId, form: address });
    expect(saved.ok && saved.value).toMatchObject({ country: 'SE', address: { ...address, country: 'SE', province: null, email: null } });
    const missing = await new SaveAddress(deps).execute({ userId, form: { ...address, zipCode: ' ' } });
    expect(!missing.ok && missing.error).toMatchObject({ field: 'zipCode', message: 'ZIP code is required.' });
  });

  it('starts with every notification email on and switches them one by one', async () => {
    const { deps } = setup();
    expect((await new GetUserProfile(deps).execute({ userId })).emailNotifications).toEqual({
      invitations: true,
      deadlineReminders: true,
      campaignUpdates: true,
    });
    const saved = await new SaveNotificationSettings(deps).execute({
      userId,
      form: { invitations: false, deadlineReminders: true, campaignUpdates: false },
    });
    expect(saved.ok && saved.value.emailNotifications).toEqual({ invitations: false, deadlineReminders: true, campaignUpdates: false });
  });
});
