import type { AuthenticityView } from '../insights/AudienceAuthenticity.tsx';

/** A company's creator list as the Lists page shows it. */
export interface CreatorListRow {
  /** The list's id (passed back to the actions). */
  id: string;
  /** The list's name, unique within the company. */
  name: string;
  /** How many creators are on it. */
  creatorCount: number;
}

/** One creator on a list. Times are UTC ISO strings. */
export interface ListedCreatorRow {
  /** The creator's user id. */
  id: string;
  displayName: string;
  username: string;
  /** ISO 3166 two-letter code of the biggest channel; null without channels. */
  country: string | null;
  /** Followers over every connected channel. */
  followers: number;
  /** Audience authenticity over the last 30 days with its reasons; null or absent shows none. */
  authenticity?: AuthenticityView;
  /** When the creator was added to the list. */
  addedAt: string;
}
