import type { PageRequest } from '../../shared/page.ts';
import type { KeyCampaign, KeyCampaignCategory } from '../domain/key-campaign.entity.ts';

/** Spec 2: overview rows popular, recently added, upcoming; "all" is the filtered grid (recent first). */
export type BrowseSection = 'popular' | 'recent' | 'upcoming' | 'all';

export interface BrowseQuery {
  readonly section: BrowseSection;
  readonly genres: readonly string[];
  readonly platforms: readonly string[];
  readonly category: KeyCampaignCategory | null;
  readonly now: Date;
}

export interface KeyCampaignRepositoryPort {
  findById(id: string): Promise<KeyCampaign | null>;
  findByIds(ids: readonly string[]): Promise<KeyCampaign[]>;
  /** Inserts or updates. */
  save(campaign: KeyCampaign): Promise<void>;
  /**
   * The company's campaigns, newest first; `ended` picks those over (ended, past) or the others.
   * Cursors are opaque strings the repository hands out with `cursorOf`.
   */
  listByCompany(companyId: string, filter: { ended: boolean; now: Date }, page: PageRequest): Promise<KeyCampaign[]>;
  /** Ids and names of every campaign of the company (creator management lists participants across them). */
  namesByCompany(companyId: string): Promise<{ id: string; name: string }[]>;
  /** Listed campaigns (published, discoverable, upcoming or live) in the section's order. */
  browse(query: BrowseQuery, page: PageRequest): Promise<KeyCampaign[]>;
  /** Campaigns held for account review, longest waiting first (the staff queue). */
  listHeld(page: PageRequest): Promise<KeyCampaign[]>;
  /** The campaign's key requests go up by one (orders "popular"). */
  countRequest(campaignId: string): Promise<void>;
  /**
   * Reserves one of the platform's keys for a claim, if fewer than its count are claimed; decided in
   * the store, so concurrent claims never exceed the count. Answers whether it reserved one.
   */
  reserveKey(campaignId: string, platform: string): Promise<boolean>;
  /** Keys claimed per platform name. */
  claimedKeys(campaignId: string): Promise<Readonly<Record<string, number>>>;
  /** The cursor of one campaign in a list or browse section. */
  cursorOf(campaign: KeyCampaign, order: BrowseSection | 'company' | 'held'): string;
}
