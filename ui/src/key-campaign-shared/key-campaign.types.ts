import type { AvailabilityLevel } from '../availability-bar/availability.ts';

/** Spec 4: a creator's state on a Key campaign, as the API names it (KeyParticipantState). */
export type KeyParticipantState = 'pending' | 'waitlist' | 'waitingForAccess' | 'accepted' | 'rejected' | 'claimedKey' | 'submittedContent';

/** Spec 3 code types, as a Key campaign's category (KeyCampaignCategory). */
export type KeyCampaignCategory = 'game' | 'dlc' | 'demo' | 'inGameItem' | 'other';

export const KEY_CATEGORY_LABELS: Readonly<Record<KeyCampaignCategory, string>> = {
  game: 'Game',
  dlc: 'DLC',
  demo: 'Demo',
  inGameItem: 'In-game item',
  other: 'Other',
};

/** Keys of one platform as a creator sees them (the API's PlatformKeys). */
export interface PlatformKeys {
  /** Platform or store, e.g. "Steam". */
  platform: string;
  /** Keys that can be claimed now. */
  available: number;
  /** Keys the campaign offers on this platform in all. */
  offered: number;
  /** Spec 9 balance colour: HIGH (green), LOW (yellow, under 10% left), OUT (red). */
  availability: AvailabilityLevel;
}

/** Spec 5 requirement groups; location and language must always be met. */
export type RequirementGroupName = 'location' | 'language' | 'audience' | 'membership';

export interface RequirementGroupResult {
  /** Which group of requirements. */
  group: RequirementGroupName;
  /** Spec 5 group status. */
  status: 'Passed' | 'Not met';
  /** Why it passed or why not, in words the creator reads. */
  reasons: readonly string[];
}

/** Whether the signed-in creator meets the campaign's requirements, group by group. */
export interface KeyEligibility {
  /** Every group passed. */
  eligible: boolean;
  /** The groups in display order. */
  groups: readonly RequirementGroupResult[];
  /** VIP access the company granted this creator here, and whether it waives location and language too. */
  vipAccess?: { waivesLocationAndLanguage: boolean } | null;
  /** The channel sizes still missed (eligibility self-check). */
  missing?: readonly { label: string; required: number; actual: number | null }[];
}

export const REQUIREMENT_GROUP_LABELS: Readonly<Record<RequirementGroupName, string>> = {
  location: 'Location',
  language: 'Language',
  audience: 'Channel size',
  membership: 'Creator program membership',
};

/**
 * Spec 5: a creator outside the location or language cannot request a key at all; one who falls short
 * of channel size or membership may still ask and lands on the waitlist (spec 4).
 */
export const blocksRequest = (eligibility: KeyEligibility): boolean =>
  eligibility.groups.some((g) => (g.group === 'location' || g.group === 'language') && g.status === 'Not met');
