import { expect, it } from 'vitest';
import { BUILDER_NOW } from '../../../shared/testing/seeded-random.ts';
import { describeContract, type ContractFixture } from '../../../shared/testing/describe-contract.ts';
import { emptyProfile, type UserProfile } from '../domain/user-profile.entity.ts';
import type { UserProfileRepositoryPort } from './user-profile-repository.port.ts';

export interface UserProfileRepositoryFixture extends ContractFixture {
  profiles: UserProfileRepositoryPort;
  /** A saved user's id (a profile belongs to an account). */
  aUser: () => Promise<string>;
}

export const aFullProfile = (userId: string): UserProfile => ({
  ...emptyProfile(userId),
  country: 'SE',
  countryChangedAt: BUILDER_NOW,
  language: 'sv',
  languageChangedAt: BUILDER_NOW,
  description: 'Cosy games, late nights.',
  links: { discord: 'https://discord.gg/lurk', facebook: null, instagram: 'https://instagram.com/lurk', other: null },
  rssFeeds: [{ url: 'https://blog.example.com/feed.xml', authorizedAt: BUILDER_NOW }],
  emailNotifications: { invitations: false, deadlineReminders: true, campaignUpdates: true },
  address: {
    firstName: 'Anna',
    lastName: 'Berg',
    streetName: 'Götgatan',
    streetNumber: '12',
    zipCode: '118 46',
    city: 'Stockholm',
    province: null,
    country: 'SE',
    email: null,
  },
  onboarding: { genres: ['RPG', 'Horror'], contentTypes: ['Stream', 'Short'], hardware: ['Pc', 'VR'], completedAt: BUILDER_NOW },
});

export function describeUserProfileRepositoryContract(name: string, make: () => Promise<UserProfileRepositoryFixture>): void {
  describeContract('UserProfileRepositoryPort', name, make, (fixture) => {
    it('finds nothing for a person who never saved, and everything once saved', async () => {
      const userId = await fixture().aUser();
      expect(await fixture().profiles.find(userId)).toBeNull();
      expect(await fixture().profiles.find('not-an-id')).toBeNull();
      const profile = aFullProfile(userId);
      await fixture().profiles.save(profile);
      expect(await fixture().profiles.find(userId)).toEqual(profile);
    });

    it('replaces the whole profile on a second save', async () => {
      const userId = await fixture().aUser();
      await fixture().profiles.save(aFullProfile(userId));
      const cleared = { ...emptyProfile(userId), country: 'NO', countryChangedAt: new Date(BUILDER_NOW.getTime() + 1000) };
      await fixture().profiles.save(cleared);
      expect(await fixture().profiles.find(userId)).toEqual(cleared);
    });
  });
}
