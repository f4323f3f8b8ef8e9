import { audienceThresholds } from '../support/fixtures.ts';
import type { ResultOf } from '../../apps/web/src/graphql.ts';
import type { CodeManagerItemsQuery } from '../../apps/web/src/codes/operations/code-manager.operations.ts';
import type { CompanyKeyCampaign } from '../../apps/web/src/keys/operations/company-key-campaigns.operations.ts';
import type { BrowseKeyCampaignsPage, CreatorKeyCampaign } from '../../apps/web/src/keys/operations/creator-key-campaigns.operations.ts';

/** Typed answers for the Key campaign and Code Manager page stories (the API's own shapes). */
type Campaign = CompanyKeyCampaign['campaign'];

const audience = audienceThresholds({ twitchFollowers: 250 });

export const aCampaign = (changes: Partial<Campaign> = {}): Campaign => ({
  id: 'campaign-1',
  name: 'Moonlight Drifters keys',
  requestResponseDays: null,
  status: 'active',
  publishState: 'published',
  startDate: '2026-11-20T11:00:00.000Z',
  endDate: '2026-12-20T11:00:00.000Z',
  plannedRelease: null,
  tags: ['racing'],
  visibility: 'discoverable',
  category: 'game',
  preLaunch: false,
  convertedAt: null,
  specialInstructions: 'Mention the game name in your title.',
  embargo: null,
  codeItemId: 'item-1',
  reviewNote: null,
  requestCount: 12,
  createdAt: '2026-11-10T09:00:00.000Z',
  platforms: ['Steam', 'Xbox'],
  keys: [
    { platform: 'Steam', count: 50 },
    { platform: 'Xbox', count: 10 },
  ],
  game: {
    name: 'Moonlight Drifters',
    description: 'Drift through neon cities under a giant moon.',
    genres: ['Racing', 'Indie'],
    media: [],
    steamAppId: null,
  },
  company: { id: 'company-1', name: 'Demo Studio' },
  requirements: {
    audience,
    countries: ['SE'],
    continents: [],
    languages: ['en'],
    creatorListIds: [],
    whitelist: [],
    creatorProgramId: null,
    allowOffersFromAllCreators: false,
    vipAccess: true,
  },
  ...changes,
});

export const companyCampaign = (
  changes: Partial<Campaign> = {},
  checks: CompanyKeyCampaign['publishChecks'] = [],
): { companyKeyCampaign: CompanyKeyCampaign } => ({
  companyKeyCampaign: {
    campaign: aCampaign(changes),
    keys: [
      { platform: 'Steam', offered: 50, claimed: 12, available: 38, availability: 'HIGH' },
      { platform: 'Xbox', offered: 10, claimed: 10, available: 0, availability: 'OUT' },
    ],
    participantCounts: [
      { state: 'pending', count: 3 },
      { state: 'accepted', count: 4 },
      { state: 'claimedKey', count: 12 },
    ],
    publishChecks: checks,
  },
});

export const creatorCampaign = (changes: Partial<CreatorKeyCampaign> = {}): { keyCampaign: CreatorKeyCampaign } => ({
  keyCampaign: {
    campaign: aCampaign(),
    participation: null,
    eligibility: {
      eligible: true,
      locationAndLanguageMet: true,
      groups: (['location', 'language', 'audience', 'membership'] as const).map((group) => ({
        group,
        status: 'PASSED',
        reasons: ['You meet this requirement.'],
      })),
      vipAccess: null,
      missing: [],
    },
    keys: [
      { platform: 'Steam', offered: 50, claimed: 12, available: 38, availability: 'HIGH' },
      { platform: 'Xbox', offered: 10, claimed: 10, available: 0, availability: 'OUT' },
    ],
    needsAgreement: true,
    listed: true,
    ...changes,
  },
});

export const browsePage = (count: number, hasNextPage = false): { browseKeyCampaigns: BrowseKeyCampaignsPage } => ({
  browseKeyCampaigns: {
    edges: Array.from({ length: count }, (_, i) => ({
      node: {
        ...aCampaign({ id: `campaign-${i + 1}`, name: `Campaign ${i + 1} keys`, game: { ...aCampaign().game, name: `Game ${i + 1}` } }),
        myParticipation: i === 0 ? { id: 'p-1', state: 'pending' as const } : null,
        keyStock: [{ platform: 'Steam', offered: 50, claimed: 49, available: 1, availability: 'LOW' as const }],
      },
    })),
    pageInfo: { hasNextPage, endCursor: hasNextPage ? 'cursor-1' : null },
  },
});

export const codeItems: ResultOf<typeof CodeManagerItemsQuery> = {
  codeManagerItems: [
    {
      id: 'item-1',
      type: 'game',
      name: 'Moonlight Drifters',
      game: 'Moonlight Drifters',
      description: null,
      imageUrl: null,
      allocation: 'auto',
      createdAt: '2026-10-01T08:00:00.000Z',
      platforms: [
        { platform: 'Steam', added: 120, claimed: 20, available: 100, unavailable: 0, availability: 'HIGH', openRequests: 0 },
        { platform: 'GOG', added: 0, claimed: 0, available: 0, unavailable: 0, availability: 'OUT', openRequests: 1 },
      ],
    },
    {
      id: 'item-2',
      type: 'dlc',
      name: 'Neon Nights',
      game: 'Moonlight Drifters',
      description: null,
      imageUrl: null,
      allocation: 'manual',
      createdAt: '2026-10-02T08:00:00.000Z',
      platforms: [{ platform: 'Steam', added: 50, claimed: 1, available: 0, unavailable: 49, availability: 'OUT', openRequests: 0 }],
    },
  ],
};
