import { describe, expect, it } from 'vitest';
import { decodeCursor } from '../../shared/keyset.ts';
import type { PageRequest } from '../../shared/page.ts';
import { SettableClock } from '../../shared/testing/settable-clock.ts';
import { listingStatus, type FeaturedCreator, type PublicKeyCampaign, type PublicKeyCampaignPage } from '../domain/public-listings.ts';
import type { PublicListingsPort } from '../ports/public-listings.port.ts';
import { COMPANY_PAGE_CAMPAIGNS, exploreCursors, ExploreQueries, SITEMAP_CREATOR_PAGES } from './explore-queries.ts';

const KNOWN_COMPANY = '3b7c0f6e-1d2a-4c5b-8e9f-0a1b2c3d4e5f';
const KNOWN_CAMPAIGN = '5d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6';
const CAMPAIGN_PAGE: PublicKeyCampaignPage = {
  id: KNOWN_CAMPAIGN,
  name: 'Starfall keys',
  gameName: 'Starfall',
  companyId: KNOWN_COMPANY,
  companyName: 'Acme',
  cover: null,
  genres: [],
  platforms: ['steam'],
  startDate: null,
  endDate: null,
  status: 'live',
  publishedAt: new Date('2026-11-01T00:00:00Z'),
  gameDescription: 'A space game.',
  tags: [],
  preLaunch: false,
};
const PAGE: PageRequest = { after: null, before: null, limit: 20, inverted: false };

/** Records what the queries ask of the listings. */
function recordingListings() {
  const calls: unknown[][] = [];
  const listings: PublicListingsPort = {
    figures: async (now) => (calls.push(['figures', now]), { liveKeyCampaigns: 1, openQuests: 2, creators: 3, games: 4 }),
    keyCampaigns: async (now, page) => (calls.push(['keyCampaigns', now, page]), []),
    keyCampaign: async (id, now) => (calls.push(['keyCampaign', id, now]), id === KNOWN_CAMPAIGN ? CAMPAIGN_PAGE : null),
    quests: async (now, page) => (calls.push(['quests', now, page]), []),
    programs: async (page) => (calls.push(['programs', page]), []),
    featuredCreators: async (page) => (calls.push(['featuredCreators', page]), []),
    creatorPageCard: async (slug) => (calls.push(['creatorPageCard', slug]), null),
    creatorPageSlugs: async (limit) => (calls.push(['creatorPageSlugs', limit]), []),
    sitemapEntries: async (now, limit) => (calls.push(['sitemapEntries', now, limit]), { keyCampaigns: [], programs: [], companies: [] }),
    companyProfile: async (id) => (
      calls.push(['companyProfile', id]),
      id === KNOWN_COMPANY ? { id, name: 'Acme', type: 'publisher', website: 'https://acme.example', isVerified: true } : null
    ),
    companyCampaigns: async (id, now, limit) => (
      calls.push(['companyCampaigns', id, now, limit]),
      { keyCampaigns: [], quests: [], programs: [] }
    ),
  };
  return { listings, calls };
}

describe('the public listings', () => {
  it('reads live and upcoming things at the clock’s now', async () => {
    const clock = new SettableClock(new Date('2026-11-25T12:00:00Z'));
    const { listings, calls } = recordingListings();
    const queries = new ExploreQueries({ listings, clock });
    await queries.figures();
    await queries.keyCampaigns(PAGE);
    await queries.quests(PAGE);
    expect(calls).toEqual([
      ['figures', clock.now()],
      ['keyCampaigns', clock.now(), PAGE],
      ['quests', clock.now(), PAGE],
    ]);
  });

  it('looks creator pages up by their lower-cased name and caps the sitemap', async () => {
    const { listings, calls } = recordingListings();
    const clock = new SettableClock(new Date('2026-11-25T12:00:00Z'));
    const queries = new ExploreQueries({ listings, clock });
    await queries.creatorPageCard('Anna-Streams');
    await queries.creatorPageSlugs();
    await queries.sitemapEntries();
    expect(calls).toEqual([
      ['creatorPageCard', 'anna-streams'],
      ['creatorPageSlugs', SITEMAP_CREATOR_PAGES],
      ['sitemapEntries', clock.now(), SITEMAP_CREATOR_PAGES],
    ]);
  });

  it('is upcoming before the start and live from it', () => {
    const now = new Date('2026-11-25T12:00:00Z');
    expect(listingStatus(new Date('2026-11-26T00:00:00Z'), now)).toBe('upcoming');
    expect(listingStatus(now, now)).toBe('live');
    expect(listingStatus(null, now)).toBe('live');
  });

  it('hands out cursors holding the keyset order: newest first, biggest reach first', () => {
    const campaign = { id: 'k1', publishedAt: new Date('2026-11-01T00:00:00Z') } as PublicKeyCampaign;
    expect(decodeCursor(exploreCursors.keyCampaign(campaign), 2)).toEqual([-campaign.publishedAt.getTime(), 'k1']);
    const creator = { pageId: 'p1', followers: 1200 } as FeaturedCreator;
    expect(decodeCursor(exploreCursors.creator(creator), 2)).toEqual([-1200, 'p1']);
  });

  it("answers a company's page and campaigns; an unknown or malformed id is no company and reads no campaigns", async () => {
    const clock = new SettableClock(new Date('2026-11-25T12:00:00Z'));
    const { listings, calls } = recordingListings();
    const queries = new ExploreQueries({ listings, clock });
    expect((await queries.company(KNOWN_COMPANY)).ok).toBe(true);
    expect((await queries.companyCampaigns(KNOWN_COMPANY)).ok).toBe(true);
    expect(calls.at(-1)).toEqual(['companyCampaigns', KNOWN_COMPANY, clock.now(), COMPANY_PAGE_CAMPAIGNS]);
    calls.length = 0;
    const unknown = await queries.companyCampaigns('9b7c0f6e-1d2a-4c5b-8e9f-0a1b2c3d4e5f');
    expect(!unknown.ok && unknown.error.code).toBe('EXPLORE.COMPANY_NOT_FOUND');
    const malformed = await queries.company('1 or 1=1');
    expect(!malformed.ok && malformed.error.code).toBe('EXPLORE.COMPANY_NOT_FOUND');
    expect(calls.map((c) => c[0])).toEqual(['companyProfile']);
  });

  it("answers a Key campaign's public page at the clock's now; an unknown or malformed id is EXPLORE.KEY_CAMPAIGN_NOT_FOUND", async () => {
    const clock = new SettableClock(new Date('2026-11-25T12:00:00Z'));
    const { listings, calls } = recordingListings();
    const queries = new ExploreQueries({ listings, clock });
    const found = await queries.keyCampaign(KNOWN_CAMPAIGN);
    expect(found.ok && found.value.companyId).toBe(KNOWN_COMPANY);
    const unknown = await queries.keyCampaign('9b7c0f6e-1d2a-4c5b-8e9f-0a1b2c3d4e5f');
    expect(!unknown.ok && unknown.error.code).toBe('EXPLORE.KEY_CAMPAIGN_NOT_FOUND');
    const malformed = await queries.keyCampaign('../etc');
    expect(!malformed.ok && malformed.error.code).toBe('EXPLORE.KEY_CAMPAIGN_NOT_FOUND');
    expect(calls).toEqual([
      ['keyCampaign', KNOWN_CAMPAIGN, clock.now()],
      ['keyCampaign', '9b7c0f6e-1d2a-4c5b-8e9f-0a1b2c3d4e5f', clock.now()],
    ]);
  });
});
