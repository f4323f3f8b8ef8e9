import type { Address, ProfileLinkKind } from '@lurkit/core/accounts/profile/domain/user-profile.entity.ts';
import type { NotificationKind } from '@lurkit/core/shared/notification-kinds.ts';
import { defineEntity, p, type InferEntity } from '@mikro-orm/postgresql';
import { UserAccountEntity } from './user-account.entity.ts';

/** Onboarding as stored: the finish time as an ISO string inside the JSON. */
export interface StoredOnboarding {
  genres: string[];
  contentTypes: string[];
  hardware: string[];
  completedAt: string;
}

/** A feed as stored: the confirmation time as an ISO string inside the JSON. */
export interface StoredRssFeed {
  url: string;
  authorizedAt: string;
}

/** The profile beyond the account, one row per person who saved one (spec 3 "User profile", "Address"). */
export const UserProfileEntity = defineEntity({
  name: 'UserProfile',
  tableName: 'user_profile',
  properties: {
    user: () => p.oneToOne(UserAccountEntity).primary().mapToPk().deleteRule('cascade').owner(),
    country: p.string().length(2).nullable(),
    countryChangedAt: p.datetime().nullable(),
    language: p.string().length(2).nullable(),
    languageChangedAt: p.datetime().nullable(),
    description: p.text().nullable(),
    links: p.json<Record<ProfileLinkKind, string | null>>(),
    rssFeeds: p.json<StoredRssFeed[]>(),
    emailNotifications: p.json<Record<NotificationKind, boolean>>(),
    address: p.json<Address>().nullable(),
    onboarding: p.json<StoredOnboarding>().nullable(),
  },
});
export type UserProfileRow = InferEntity<typeof UserProfileEntity>;
