import type { KeyParticipantState } from '../key-campaign-shared/key-campaign.types.ts';

export type ParticipantTab = 'pending' | 'active' | 'ended';

/** A creator on the company's Key campaign (the API's participant). Times are UTC ISO strings. */
export interface KeyParticipantRow {
  id: string;
  creator: {
    displayName: string;
    avatarUrl?: string | null;
    /** ISO 3166 two-letter code. */
    country: string;
    /** Share of claimed keys followed by content in time (0..1); null for a creator with no claims yet. */
    completionRate: number | null;
    channels: readonly { provider: 'twitch' | 'youtube' | 'tiktok'; followers: number }[];
  };
  state: KeyParticipantState;
  appliedAt: string;
  claim?: { platform: string; claimedAt: string; contentDueAt: string } | null;
  submission?: { url: string; submittedAt: string; onTime: boolean } | null;
  /** How many times the creator-kit codes were sent again. */
  kitSentCount: number;
}

/** The company may accept or decline these states (spec 4; core's participant machine). */
export const REVIEWABLE: readonly KeyParticipantState[] = ['pending', 'waitlist'];
