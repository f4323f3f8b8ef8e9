import { describe, expect, it } from 'vitest';
import { signedInCompanyUser, signedInCreator } from '../testing/accounts-world.ts';
import { useTestApp } from '../testing/test-app.ts';
import { MY_PROFILE, SAVE_ADDRESS, SAVE_NOTIFICATION_SETTINGS, SAVE_PERSONAL_INFO } from './operations.ts';

const app = useTestApp();

const personalInfo = {
  country: 'se',
  language: 'sv',
  description: 'Cosy games.',
  links: { discord: 'https://discord.gg/lurk', facebook: '', instagram: null, other: null },
  rssFeeds: [{ url: 'https://blog.example.com/feed.xml', authorized: true }],
};
const address = {
  firstName: 'Anna',
  lastName: 'Berg',
  streetName: 'Götgatan',
  streetNumber: '12',
  zipCode: '118 46',
  city: 'Stockholm',
  country: 'SE',
};

describe('User settings: personal info, address, notification emails', () => {
  it('saves every tab to the signed-in person only, and locks the country once set', async () => {
    const creator = await signedInCreator(app);
    const saved = await creator.client.op(SAVE_PERSONAL_INFO, { input: personalInfo });
    expect(saved.data?.savePersonalInfo).toMatchObject({
      country: 'SE',
      language: 'sv',
      links: { discord: 'https://discord.gg/lurk', facebook: null },
      rssFeeds: [{ url: 'https://blog.example.com/feed.xml' }],
    });
    expect(saved.data?.savePersonalInfo.countryLockedUntil).toMatch(/^\d{4}-/);
    const moved = await creator.client.op(SAVE_PERSONAL_INFO, { input: { ...personalInfo, country: 'NO' } });
    expect(moved.errors[0]?.extensions).toMatchObject({ code: 'PROFILE.COUNTRY_CHANGE_LOCKED', field: 'country' });
    expect((await creator.client.op(SAVE_ADDRESS, { input: address })).data?.saveAddress.address).toMatchObject({ city: 'Stockholm' });
    const toggles = { invitations: false, deadlineReminders: true, campaignUpdates: true };
    expect(
      (await creator.client.op(SAVE_NOTIFICATION_SETTINGS, { input: toggles })).data?.saveNotificationSettings.emailNotifications,
    ).toEqual(toggles);

    const other = await signedInCompanyUser(app);
    expect((await other.client.op(MY_PROFILE)).data?.myProfile).toMatchObject({ country: null, address: null, rssFeeds: [] });
    expect((await app.client().op(MY_PROFILE)).errors[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a feed whose authorisation is not confirmed and a missing address field, each at its field', async () => {
    const creator = await signedInCreator(app);
    const feed = await creator.client.op(SAVE_PERSONAL_INFO, {
      input: { ...personalInfo, rssFeeds: [{ url: 'https://blog.example.com/feed.xml', authorized: false }] },
    });
    expect(feed.errors[0]?.extensions).toMatchObject({ code: 'VALIDATION.INVALID_FIELD', field: 'rssFeeds.0.authorized' });
    const noCity = await creator.client.op(SAVE_ADDRESS, { input: { ...address, city: '' } });
    expect(noCity.errors[0]?.extensions).toMatchObject({ code: 'VALIDATION.INVALID_FIELD', field: 'city' });
  });
});
