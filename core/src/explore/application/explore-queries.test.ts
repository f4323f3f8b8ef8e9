import { describe, expect, it } from 'vitest';
import { decodeCursor } from '../../shared/keyset.ts';
import type { PageRequest } from '../../shared/page.ts';
import { SettableClock } from '../../shared/testing/settable-clock.ts';
import { listingStatus, type FeaturedCreator, type PublicKeyCampaign } from '../domain/public-listings.ts';
import type { PublicListingsPort } from '../ports/public-listings.port.ts';
import { exploreCursors, ExploreQueries, SITEMAP_CREATOR_PAGES } from './explore-queries.ts';

const PAGE: PageRequest = { after: null, before: null, limit: 20, inverted: false };

/** Records what the queries ask of the listings. */
function recordingListings() {
  const calls: unknown[][] = [];
  const listings: PublicListingsPort = {
    figures: async (now) => (calls.push(['figures', now]), { liveKeyCampaigns: 1, openQuests: 2, creators: 3, games: 4 }),
    keyCampaigns: async (now, page) => (calls.push(['keyCampaigns', now, page]), []),
    quests: async (now, page) => (calls.push(['quests', now, page]), []),
    programs: async (page) => (calls.push(['programs', page]), []),
    featuredCreators: async (page) => (calls.push(['featuredCreators', page]), []),
    creatorPageCard: async (slug) => (calls.push(['creatorPageCard', slug]), null),
    creatorPageSlugs: async (limit) => (calls.push(['creatorPageSlugs', limit]), []),
  };
  return { listings, calls };
}

describe('the public listings (issue 14)', () => {
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
    const queries = new ExploreQueries({ listings, clock: new SettableClock(new Date()) });
    await queries.creatorPageCard('Anna-Streams');
    await queries.creatorPageSlugs();
    expect(calls).toEqual([
      ['creatorPageCard', 'anna-streams'],
      ['creatorPageSlugs', SITEMAP_CREATOR_PAGES],
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
});
