import type { PageRequest } from '../../shared/page.ts';
import type {
  FeaturedCreator,
  PublicCompany,
  PublicCompanyCampaigns,
  PublicFigures,
  PublicKeyCampaign,
  PublicKeyCampaignPage,
  PublicProgram,
  PublicQuest,
  PublicSitemapEntries,
} from '../domain/public-listings.ts';

/**
 * The marketplace as a visitor sees it, read across the activation contexts. Every method answers
 * only published, discoverable things that are not over (programs: discoverable ones), in the keyset
 * orders of domain/public-listings.ts.
 */
export interface PublicListingsPort {
  figures(now: Date): Promise<PublicFigures>;
  keyCampaigns(now: Date, page: PageRequest): Promise<PublicKeyCampaign[]>;
  /** A published Key campaign not over at `now`, whatever its visibility (a uuid); null when none. */
  keyCampaign(campaignId: string, now: Date): Promise<PublicKeyCampaignPage | null>;
  quests(now: Date, page: PageRequest): Promise<PublicQuest[]>;
  programs(page: PageRequest): Promise<PublicProgram[]>;
  featuredCreators(page: PageRequest): Promise<FeaturedCreator[]>;
  /** A creator page's share card (title, bio, creator's name) by its slug, lower-cased; null when none answers there. */
  creatorPageCard(slug: string): Promise<{ title: string; bio: string | null; creatorName: string } | null>;
  /** Every public creator page's slug and last change, for the sitemap (at most `limit`). */
  creatorPageSlugs(limit: number): Promise<{ slug: string; updatedAt: Date }[]>;
  /** The sitemap's Key campaigns, programs and companies by the same listing rules, at most `limit` of each, in id order. */
  sitemapEntries(now: Date, limit: number): Promise<PublicSitemapEntries>;
  /** A company's public profile by id (a uuid); null when there is no such company. */
  companyProfile(companyId: string): Promise<PublicCompany | null>;
  /** The company's listed campaigns by the same rules as the lists above, at most `limit` of each kind. */
  companyCampaigns(companyId: string, now: Date, limit: number): Promise<PublicCompanyCampaigns>;
}
