import type { MyProfile } from '../../apps/web/src/accounts/operations/profile.operations.ts';

/** A creator who set country and language a while ago: the country is still locked, the language free. */
export const savedProfile: MyProfile = {
  country: 'SE',
  countryLockedUntil: '2027-05-01T08:00:00.000Z',
  language: 'sv',
  languageLockedUntil: null,
  description: 'Cosy games, late nights.',
  links: { discord: 'https://discord.gg/lurk', facebook: null, instagram: null, other: null },
  rssFeeds: [{ url: 'https://blog.example.com/feed.xml', authorizedAt: '2026-05-01T08:00:00.000Z' }],
  emailNotifications: { invitations: true, deadlineReminders: true, campaignUpdates: false },
  address: null,
};
