import { emptyProfile } from '@lurkit/core/accounts/profile/domain/user-profile.entity.ts';
import type { UserProfileRepositoryPort } from '@lurkit/core/accounts/profile/ports/user-profile-repository.port.ts';
import type { ProfilePictureStorePort } from '@lurkit/core/accounts/profile/ports/profile-picture-store.port.ts';
import type { KeyCampaign } from '@lurkit/core/keys/domain/key-campaign.entity.ts';
import type { NotificationRepositoryPort } from '@lurkit/core/notifications/ports/notification-repository.port.ts';
import { addMs, DAY_MS, HOUR_MS } from '@lurkit/core/shared/time.ts';
import type { SeededAccounts } from './accounts.seed.ts';
import { seededRandom, type SeededRandom } from './seeded-random.ts';
import { demoPicturePng } from './demo-picture.ts';

export type ProfileSeeding = {
  profiles: UserProfileRepositoryPort;
  pictures: ProfilePictureStorePort;
  notifications: NotificationRepositoryPort;
};

/** Creators with a profile picture (the rest show initials): democreator and every third creator after. */
const PICTURE_COLOURS: readonly (readonly [number, number, number])[] = [
  [109, 75, 216],
  [38, 132, 160],
  [196, 84, 64],
  [70, 140, 80],
];

/**
 * A profile picture for some creators (democreator first); democreator's settings tabs filled in (country set 200 days ago, so locked for months yet; language
 * 120 days ago, so free again; an address, a feed, invitations by email off) and three notifications
 * under the bell, two unread.
 */
export async function seedProfiles(
  deps: ProfileSeeding,
  accounts: SeededAccounts,
  keyCampaigns: readonly KeyCampaign[],
  random: SeededRandom,
  now: Date,
): Promise<void> {
  const demo = accounts.creators[0];
  if (!demo) return;
  await deps.profiles.save({
    ...emptyProfile(demo.id),
    country: 'SE',
    countryChangedAt: addMs(now, -200 * DAY_MS),
    language: 'en',
    languageChangedAt: addMs(now, -120 * DAY_MS),
    description: 'Cosy indie games and late-night racing streams from Stockholm.',
    links: { discord: 'https://discord.gg/democreator', facebook: null, instagram: 'https://instagram.com/democreator', other: null },
    rssFeeds: [{ url: 'https://democreator.example/feed.xml', authorizedAt: addMs(now, -90 * DAY_MS) }],
    emailNotifications: { invitations: false, deadlineReminders: true, campaignUpdates: true },
    address: {
      firstName: 'Demo',
      lastName: 'Creator',
      streetName: 'Götgatan',
      streetNumber: '12',
      zipCode: '118 46',
      city: 'Stockholm',
      province: null,
      country: 'SE',
      email: null,
    },
    // Their interests, the topics of /user/topics/{id} they follow.
    onboarding: {
      genres: ['RPG', 'Racing', 'Indie'],
      contentTypes: ['Stream', 'Video'],
      hardware: ['Pc', 'Nintendo'],
      completedAt: addMs(now, -150 * DAY_MS),
    },
  });
  // Their own random source: the world's stays where it was, so nothing seeded after this moves.
  const pictureIds = seededRandom(20_261_127);
  const pictured = accounts.creators.filter((_, index) => index % 3 === 0);
  for (const [index, creator] of pictured.entries()) {
    const bytes = demoPicturePng(96, PICTURE_COLOURS[index % PICTURE_COLOURS.length]!);
    await deps.pictures.replace({
      id: random.uuid(),
      userId: creator.id,
      type: 'image/png',
      width: 96,
      height: 96,
      bytes,
      uploadedAt: now,
    });
  }
  const campaign = keyCampaigns[0];
  const notes = [
    { title: 'You are invited to a Key campaign on Lurkit', path: '/deals/offers', hoursAgo: 3, read: false },
    ...(campaign ? [{ title: `Your ${campaign.name} key`, path: `/campaigns/${campaign.id}`, hoursAgo: 26, read: false }] : []),
    { title: 'Quest deadline in 72 hours', path: '/deals/active', hoursAgo: 24 * 6, read: true },
  ];
  for (const n of notes) {
    const createdAt = addMs(now, -n.hoursAgo * HOUR_MS);
    await deps.notifications.add({
      id: random.uuid(),
      userId: demo.id,
      kind: n.path.startsWith('/campaigns') ? 'campaignUpdates' : n.hoursAgo > 100 ? 'deadlineReminders' : 'invitations',
      title: n.title,
      path: n.path,
      createdAt,
      readAt: n.read ? addMs(createdAt, HOUR_MS) : null,
    });
  }
}
