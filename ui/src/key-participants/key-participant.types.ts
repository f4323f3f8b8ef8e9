import type { AuthenticityView } from '../insights/AudienceAuthenticity.tsx';
import type { RequestRiskView } from './RequestRiskBadge.tsx';
import type { KeyParticipantState } from '../key-campaign-shared/key-campaign.types.ts';

export type ParticipantTab = 'pending' | 'active' | 'ended';

/** A creator on the company's Key campaign (the API's participant). Times are UTC ISO strings. */
export interface KeyParticipantRow {
  /** The participant's id (passed back to the actions). */
  id: string;
  /** Who the creator is and how they have done on other Key campaigns. */
  creator: {
    displayName: string;
    avatarUrl?: string | null;
    /** ISO 3166 two-letter code. */
    country: string | null;
    /** Share of claimed keys followed by content in time (0..1); null for a creator with no claims yet. */
    completionRate: number | null;
    channels: readonly { provider: 'twitch' | 'youtube' | 'tiktok'; followers: number }[];
    /** Audience authenticity over the last 30 days with its reasons; null or absent shows none. */
    authenticity?: AuthenticityView;
  };
  /** Spec 4 state on this campaign. */
  state: KeyParticipantState;
  /** When the creator asked for a key. */
  appliedAt: string;
  /** The claimed key's platform and the 30-day content window. */
  claim?: { platform: string; claimedAt: string; contentDueAt: string } | null;
  /** The content link; onTime when it came within the window. */
  submission?: { url: string; submittedAt: string; onTime: boolean } | null;
  /** How many times the creator-kit codes were sent again. */
  kitSentCount: number;
  /** Keys marked bad and the keys that replaced them, masked, oldest first. */
  replacedKeys?: readonly { key: string; replacement: string; markedBadAt: string }[];
  /** VIP access the company granted this creator on the campaign; null or absent when none. */
  vipAccess?: { waivesLocationAndLanguage: boolean } | null;
  /** Why the system declined the request by itself, when it did (automaticDeclineReason). */
  declineReason?: string | null;
  /** How likely the request is a reseller's, with the reasons; null or absent shows none. */
  risk?: RequestRiskView | null;
}

/** The company may accept or decline these states (spec 4; core's participant machine). */
export const REVIEWABLE: readonly KeyParticipantState[] = ['pending', 'waitlist'];
