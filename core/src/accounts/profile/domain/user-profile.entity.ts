import type { NotificationKind } from '../../../shared/notification-kinds.ts';
import type { CreatorOnboardingValues } from './creator-onboarding.schema.ts';

export const PROFILE_LINK_KINDS = ['discord', 'facebook', 'instagram', 'other'] as const;
export type ProfileLinkKind = (typeof PROFILE_LINK_KINDS)[number];

export interface RssFeed {
  readonly url: string;
  /** When the person confirmed they may share this feed (spec 5: authorisation must be confirmed). */
  readonly authorizedAt: Date;
}

/** Spec 3 "Address"; province and email optional. */
export interface Address {
  readonly firstName: string;
  readonly lastName: string;
  readonly streetName: string;
  readonly streetNumber: string;
  readonly zipCode: string;
  readonly city: string;
  readonly province: string | null;
  readonly country: string;
  readonly email: string | null;
}

/** What creator onboarding asked (spec 2 "/creator/onboarding"), and when it was finished. */
export interface CreatorOnboarding extends CreatorOnboardingValues {
  readonly completedAt: Date;
}

/**
 * The profile fields beyond the account (spec 3 "User profile"): where the person lives and speaks,
 * a description, links, RSS feeds, which notification emails they get, and their address. The
 * change times drive the country and language locks (spec 9).
 */
export interface UserProfile {
  readonly userId: string;
  readonly country: string | null;
  readonly countryChangedAt: Date | null;
  readonly language: string | null;
  readonly languageChangedAt: Date | null;
  readonly description: string | null;
  readonly links: Readonly<Record<ProfileLinkKind, string | null>>;
  readonly rssFeeds: readonly RssFeed[];
  readonly emailNotifications: Readonly<Record<NotificationKind, boolean>>;
  readonly address: Address | null;
  /** Null until the creator finishes onboarding. */
  readonly onboarding: CreatorOnboarding | null;
}

/** A profile never saved: nothing chosen yet, and every notification email on. */
export const emptyProfile = (userId: string): UserProfile => ({
  userId,
  country: null,
  countryChangedAt: null,
  language: null,
  languageChangedAt: null,
  description: null,
  links: { discord: null, facebook: null, instagram: null, other: null },
  rssFeeds: [],
  emailNotifications: { invitations: true, deadlineReminders: true, campaignUpdates: true },
  address: null,
  onboarding: null,
});
