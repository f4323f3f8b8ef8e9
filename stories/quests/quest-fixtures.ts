import { audienceThresholds } from '../support/fixtures.ts';
import { CLEAN_AUTHENTICITY } from '../../ui/src/insights/authenticity-fixtures.ts';
import type { ResultOf } from '../../apps/web/src/graphql.ts';
import type { CompanyQuest, QuestCart, QuestRunRow } from '../../apps/web/src/quests/operations/company-quests.operations.ts';
import type { CreatorQuest, QuestRunView } from '../../apps/web/src/quests/operations/creator-quests.operations.ts';
import type { QuestPaymentQuery } from '../../apps/web/src/quests/operations/company-quests.operations.ts';

/** Dates far ahead, so time left stays positive whenever the stories run. */
const START = '2030-03-01T10:00:00.000Z';
const END = '2030-04-01T10:00:00.000Z';

export const aQuest = (changes: Partial<CompanyQuest['quest']> = {}): CompanyQuest['quest'] => ({
  id: 'quest-1',
  kind: 'gamePromotion',
  name: 'Fjord Fishers launch streams',
  publishState: 'published',
  status: 'active',
  reviewNote: null,
  startDate: START,
  endDate: END,
  budget: { cents: 500_000 },
  deliveryType: 'open',
  embargo: null,
  deliverables: ['One sponsored stream of 60 minutes'],
  talkingPoints: ['Four-player co-op', 'Out now on Steam'],
  callToAction: 'Wishlist it today',
  conversionTracking: { kind: 'plainUrl', url: 'https://store.example.com/fjord-fishers' },
  codeManagerItemIds: ['item-1'],
  goals: ['Wishlists'],
  tags: ['co-op'],
  platforms: ['Steam'],
  media: [],
  visibility: 'Discoverable',
  offerResponseDays: null,
  requirements: {
    audience: audienceThresholds(),
    location: { countries: [], continents: [] },
    languages: [],
    creatorListIds: [],
    whitelist: [],
    creatorProgramId: null,
    allowOffersFromAllCreators: false,
    vipAccess: true,
  },
  specialInstructions: 'Please do not show the final boss.',
  kitKeys: [{ platform: 'Steam', count: 1 }],
  kitAssetUrl: null,
  ...changes,
});

export const aRun = (changes: Partial<QuestRunRow> = {}): QuestRunRow => ({
  id: 'run-1',
  questId: 'quest-1',
  creatorId: 'creator-1',
  status: 'COUNTER_BID',
  tab: 'offers',
  failed: false,
  deliveryType: 'open',
  platform: 'twitch',
  contentType: 'Stream',
  bids: [
    {
      by: 'CREATOR',
      amount: { cents: 40_000 },
      contentLengthMinutes: 60,
      message: 'Happy to stream it',
      placedAt: '2030-03-02T10:00:00.000Z',
    },
    { by: 'COMPANY', amount: { cents: 35_000 }, contentLengthMinutes: 45, message: 'Shorter?', placedAt: '2030-03-02T12:00:00.000Z' },
  ],
  agreedAmount: null,
  partyToAct: 'CREATOR',
  dueAt: '2030-03-09T12:00:00.000Z',
  acceptedAt: null,
  paidAt: null,
  submissionDueAt: null,
  submissions: [],
  approvedAt: null,
  listedAt: null,
  paidOutAt: null,
  payoutStatus: null,
  publishingWindowOpensAt: null,
  publishingWindowClosesAt: null,
  badges: [],
  creator: { id: 'creator-1', username: 'annastreams', displayName: 'Anna Streams', authenticity: CLEAN_AUTHENTICITY },
  frozen: false,
  dispute: null,
  createdAt: '2030-03-02T10:00:00.000Z',
  updatedAt: '2030-03-02T12:00:00.000Z',
  vipAccess: null,
  ...changes,
});

export const companyQuest = (changes: Partial<CompanyQuest> = {}): CompanyQuest => ({
  quest: aQuest(),
  runCounts: { offers: 2, active: 1, review: 0, ended: 3 },
  publishChecks: [],
  ...changes,
});

export const connection = <T>(nodes: T[]) => ({
  edges: nodes.map((node) => ({ node })),
  pageInfo: { hasNextPage: false, endCursor: null },
});

export const creatorQuest = (changes: Partial<CreatorQuest> = {}): CreatorQuest => ({
  quest: aQuest(),
  run: null,
  eligible: true,
  requirementGroups: [{ group: 'location', status: 'PASSED', reasons: ['Anywhere'] }],
  offerBlockers: [],
  minimumDealSize: { cents: 10_000 },
  vipAccess: null,
  ...changes,
});

export const runView = (changes: Partial<QuestRunRow> = {}): QuestRunView => ({ ...aRun(changes), quest: aQuest() });

export const aCart = (): QuestCart => ({
  total: { cents: 75_000 },
  lines: [
    {
      runId: 'run-1',
      questId: 'quest-1',
      amount: { cents: 35_000 },
      run: {
        id: 'run-1',
        platform: 'twitch',
        contentType: 'Stream',
        dueAt: '2030-03-05T12:00:00.000Z',
        creator: { displayName: 'Anna Streams' },
        quest: { id: 'quest-1', name: 'Fjord Fishers launch streams' },
      },
    },
    {
      runId: 'run-2',
      questId: 'quest-1',
      amount: { cents: 40_000 },
      run: {
        id: 'run-2',
        platform: 'youtube',
        contentType: 'Video',
        dueAt: '2030-03-06T12:00:00.000Z',
        creator: { displayName: 'Bo Plays' },
        quest: { id: 'quest-1', name: 'Fjord Fishers launch streams' },
      },
    },
  ],
});

export const aPayment = (
  status: 'paid' | 'failed' | 'open' | 'abandoned' = 'paid',
): ResultOf<typeof QuestPaymentQuery>['questPayment'] => ({
  id: 'payment-1',
  status,
  total: { cents: 35_000 },
  lines: [
    {
      runId: 'run-1',
      questId: 'quest-1',
      amount: { cents: 35_000 },
      run: { id: 'run-1', creator: { displayName: 'Anna Streams' }, quest: { id: 'quest-1', name: 'Fjord Fishers launch streams' } },
    },
  ],
  provider: 'sandbox',
  checkoutUrl: 'http://localhost/dev/checkout/sbx_pay_1',
  failureReason: status === 'failed' ? 'Your card was declined (sandbox).' : null,
  createdAt: '2030-03-03T10:00:00.000Z',
  completedAt: status === 'open' ? null : '2030-03-03T10:01:00.000Z',
});
