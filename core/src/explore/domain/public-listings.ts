import type { KeysetKey } from '../../shared/keyset.ts';

/**
 * What a visitor without an account may see of the marketplace (spec section 1): only published,
 * discoverable things that are live or upcoming, and only the fields a public card shows. Nothing
 * here carries requirements, budgets, codes or who joined.
 */
export type PublicListingStatus = 'upcoming' | 'live';

/** The landing page's live figures. */
export interface PublicFigures {
  /** Discoverable Key campaigns live now. */
  readonly liveKeyCampaigns: number;
  /** Discoverable Quests published and not over. */
  readonly openQuests: number;
  /** Active Creator accounts. */
  readonly creators: number;
  /** Different games with a live or upcoming discoverable Key campaign. */
  readonly games: number;
}

export interface PublicKeyCampaign {
  readonly id: string;
  readonly name: string;
  readonly gameName: string;
  /** The company's public page is /company/{companyId}. */
  readonly companyId: string;
  readonly companyName: string;
  /** The first image of the game, if any. */
  readonly cover: string | null;
  readonly genres: readonly string[];
  readonly platforms: readonly string[];
  readonly startDate: Date | null;
  readonly endDate: Date | null;
  readonly status: PublicListingStatus;
  readonly publishedAt: Date;
}

export interface PublicQuest {
  readonly id: string;
  readonly name: string;
  /** gamePromotion or productPromotion. */
  readonly kind: string;
  readonly companyId: string;
  readonly companyName: string;
  readonly cover: string | null;
  readonly platforms: readonly string[];
  readonly startDate: Date;
  readonly endDate: Date;
  readonly status: PublicListingStatus;
  readonly publishedAt: Date;
}

export interface PublicProgram {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly companyId: string;
  readonly companyName: string;
  readonly createdAt: Date;
}

/**
 * A Key campaign's public page (/campaigns/{id} for anyone without a creator's or its company's view):
 * the card's fields and what the game is about, so a shared link reads on its own. Published and not
 * over; a hidden campaign is reached by its link, as a hidden Creator Program is.
 */
export interface PublicKeyCampaignPage extends PublicKeyCampaign {
  readonly gameDescription: string;
  readonly tags: readonly string[];
  /** A pre-launch campaign gathers a waitlist before its keys are out (spec 1). */
  readonly preLaunch: boolean;
}

/** A creator's public page (the creator's first one), with their reach over every connected channel. */
export interface FeaturedCreator {
  readonly pageId: string;
  readonly slug: string;
  readonly title: string;
  readonly creatorName: string;
  readonly followers: number;
  readonly providers: readonly string[];
}

/** Keyset orders; the PostgreSQL adapter sorts by the same expressions. */
export const publicKeyCampaignKey = (c: PublicKeyCampaign): KeysetKey => [-c.publishedAt.getTime(), c.id];
export const publicQuestKey = (q: PublicQuest): KeysetKey => [-q.publishedAt.getTime(), q.id];
export const publicProgramKey = (p: PublicProgram): KeysetKey => [-p.createdAt.getTime(), p.id];
/** Biggest reach first. */
export const featuredCreatorKey = (c: FeaturedCreator): KeysetKey => [-c.followers, c.pageId];

/** Upcoming before the start date, live from it. */
export const listingStatus = (startDate: Date | null, now: Date): PublicListingStatus =>
  startDate !== null && startDate.getTime() > now.getTime() ? 'upcoming' : 'live';

/** A company's public page (/company/{id}): who they are, nothing about members, plans or money. */
export interface PublicCompany {
  readonly id: string;
  readonly name: string;
  /** agency, brand, largeGameStudio, publisher or smallGameStudio. */
  readonly type: string;
  readonly website: string;
  readonly isVerified: boolean;
}

/** The company's campaigns a visitor may see (/company/{id}/campaigns), each list newest first. */
export interface PublicCompanyCampaigns {
  readonly keyCampaigns: readonly PublicKeyCampaign[];
  readonly quests: readonly PublicQuest[];
  readonly programs: readonly PublicProgram[];
}

/**
 * What the sitemap lists besides the fixed pages and creator pages: the listed (discoverable, published,
 * not over) Key campaigns, the discoverable Creator Programs, and the companies with anything listed.
 * Hidden things are reached by their link and stay out.
 */
export interface PublicSitemapEntries {
  readonly keyCampaigns: readonly { id: string; updatedAt: Date }[];
  readonly programs: readonly { id: string; updatedAt: Date }[];
  readonly companies: readonly { id: string }[];
}
