import type { ClockPort } from '../../shared/clock.port.ts';
import { encodeCursor } from '../../shared/keyset.ts';
import type { PageRequest } from '../../shared/page.ts';
import {
  featuredCreatorKey,
  publicKeyCampaignKey,
  publicProgramKey,
  publicQuestKey,
  type FeaturedCreator,
  type PublicCompany,
  type PublicCompanyCampaigns,
  type PublicFigures,
  type PublicKeyCampaign,
  type PublicKeyCampaignPage,
  type PublicProgram,
  type PublicQuest,
  type PublicSitemapEntries,
} from '../domain/public-listings.ts';
import type { PublicListingsPort } from '../ports/public-listings.port.ts';
import { err, ok, type Result } from '../../shared/result.ts';
import { PublicCompanyNotFound, PublicKeyCampaignNotFound } from '../domain/explore.errors.ts';

export interface ExploreDeps {
  readonly listings: PublicListingsPort;
  readonly clock: ClockPort;
}

/** Sitemaps list at most this many creator pages, and as many of each other kind (one file; the protocol allows 50,000). */
export const SITEMAP_CREATOR_PAGES = 10_000;
/** A company page shows at most this many campaigns of each kind. */
export const COMPANY_PAGE_CAMPAIGNS = 50;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The landing page and /explore: open to anyone, so nothing here takes an actor. */
export class ExploreQueries {
  readonly #deps: ExploreDeps;

  constructor(deps: ExploreDeps) {
    this.#deps = deps;
  }

  figures(): Promise<PublicFigures> {
    return this.#deps.listings.figures(this.#deps.clock.now());
  }

  keyCampaigns(page: PageRequest): Promise<PublicKeyCampaign[]> {
    return this.#deps.listings.keyCampaigns(this.#deps.clock.now(), page);
  }

  /** A Key campaign's public page; an id that is not a uuid is no campaign (it comes from the address bar). */
  async keyCampaign(campaignId: string): Promise<Result<PublicKeyCampaignPage, PublicKeyCampaignNotFound>> {
    const campaign = UUID.test(campaignId) ? await this.#deps.listings.keyCampaign(campaignId, this.#deps.clock.now()) : null;
    return campaign ? ok(campaign) : err(new PublicKeyCampaignNotFound());
  }

  quests(page: PageRequest): Promise<PublicQuest[]> {
    return this.#deps.listings.quests(this.#deps.clock.now(), page);
  }

  programs(page: PageRequest): Promise<PublicProgram[]> {
    return this.#deps.listings.programs(page);
  }

  featuredCreators(page: PageRequest): Promise<FeaturedCreator[]> {
    return this.#deps.listings.featuredCreators(page);
  }

  creatorPageCard(slug: string): Promise<{ title: string; bio: string | null; creatorName: string } | null> {
    return this.#deps.listings.creatorPageCard(slug.toLowerCase());
  }

  /** A company's public page; an id that is not a uuid is no company (it comes from the address bar). */
  async company(companyId: string): Promise<Result<PublicCompany, PublicCompanyNotFound>> {
    const company = UUID.test(companyId) ? await this.#deps.listings.companyProfile(companyId) : null;
    return company ? ok(company) : err(new PublicCompanyNotFound());
  }

  async companyCampaigns(companyId: string): Promise<Result<PublicCompanyCampaigns, PublicCompanyNotFound>> {
    const company = await this.company(companyId);
    if (!company.ok) return company;
    return ok(await this.#deps.listings.companyCampaigns(companyId, this.#deps.clock.now(), COMPANY_PAGE_CAMPAIGNS));
  }

  creatorPageSlugs(): Promise<{ slug: string; updatedAt: Date }[]> {
    return this.#deps.listings.creatorPageSlugs(SITEMAP_CREATOR_PAGES);
  }

  /** The sitemap's listed Key campaigns, discoverable Creator Programs and companies with anything listed, at the clock's now. */
  sitemapEntries(): Promise<PublicSitemapEntries> {
    return this.#deps.listings.sitemapEntries(this.#deps.clock.now(), SITEMAP_CREATOR_PAGES);
  }
}

export const exploreCursors = {
  keyCampaign: (c: PublicKeyCampaign) => encodeCursor(publicKeyCampaignKey(c)),
  quest: (q: PublicQuest) => encodeCursor(publicQuestKey(q)),
  program: (p: PublicProgram) => encodeCursor(publicProgramKey(p)),
  creator: (c: FeaturedCreator) => encodeCursor(featuredCreatorKey(c)),
};
