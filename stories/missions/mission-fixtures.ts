import { CLEAN_AUTHENTICITY } from '../../ui/src/insights/authenticity-fixtures.ts';
import type {
  CompanyMission,
  CompanyMissionListItem,
  MissionRunRow,
} from '../../apps/web/src/missions/operations/company-missions.operations.ts';
import type { CreatorMission, MissionRunView, ProgramMission } from '../../apps/web/src/missions/operations/creator-missions.operations.ts';

type Mission = ProgramMission['mission'];

/** Dates far ahead, so the mission stays upcoming or live whenever the stories run. */
const START = '2030-03-01T10:00:00.000Z';
const END = '2030-04-01T10:00:00.000Z';

export const aMission = (changes: Partial<Mission> = {}): Mission => ({
  id: 'mission-1',
  programId: 'program-1',
  name: 'Stream the winter update',
  description: 'Stream the winter update for an hour and share your tracked store link.',
  gameIds: ['Fjord Fishers'],
  startDate: START,
  endDate: END,
  automaticReview: true,
  repeatCount: 1,
  repeatLabel: 'Once',
  proRatedFromPercent: null,
  hasKit: true,
  published: true,
  status: 'active',
  createdAt: '2030-02-01T10:00:00.000Z',
  criteria: [
    {
      operator: 'AND',
      label: 'All also need',
      criteria: [
        {
          id: 'crit-air',
          metricType: 'STREAM_CONTENT_AIR_TIME',
          category: 'streamContent',
          amount: 60,
          url: null,
          callToAction: null,
          description: null,
          submissionType: null,
        },
        {
          id: 'crit-clicks',
          metricType: 'CLICKS',
          category: 'clicks',
          amount: 25,
          url: 'https://store.example.com/fjord-fishers',
          callToAction: 'Wishlist Fjord Fishers',
          description: null,
          submissionType: null,
        },
        {
          id: 'crit-custom',
          metricType: 'CUSTOM',
          category: 'customContent',
          amount: 1,
          url: null,
          callToAction: null,
          description: 'A clip of your best catch',
          submissionType: 'url',
        },
      ],
    },
  ],
  rewards: [
    {
      id: 'reward-codes',
      kind: 'codes',
      name: null,
      description: null,
      imageUrl: null,
      message: null,
      numberOfItems: null,
      grantedCount: 3,
      collectAddress: false,
      itemId: 'item-1',
      platforms: ['Steam', 'Epic Games Store'],
      numberOfCodes: 1,
    },
    {
      id: 'reward-hoodie',
      kind: 'merchandise',
      name: 'Fjord Fishers hoodie',
      description: null,
      imageUrl: 'https://cdn.example.com/hoodie.png',
      message: 'Thanks for streaming!',
      numberOfItems: 20,
      grantedCount: 2,
      collectAddress: true,
      itemId: null,
      platforms: [],
      numberOfCodes: null,
    },
  ],
  ...changes,
});

export const aMissionRun = (changes: Partial<MissionRunView> = {}): MissionRunView => ({
  id: 'mrun-1',
  missionId: 'mission-1',
  repeatNumber: 1,
  state: 'active',
  creatorLabel: 'Not finished',
  companyLabel: 'Active',
  joinedAt: '2030-03-02T10:00:00.000Z',
  submittedAt: null,
  kitClaimedAt: null,
  endedAt: null,
  submission: [],
  review: null,
  trackedLinks: [{ criterionId: 'crit-clicks', callToAction: 'Wishlist Fjord Fishers', path: '/api/go/mission/mrun-1/crit-clicks' }],
  rewardClaims: [],
  creator: { id: 'creator-1', username: 'annastreams', displayName: 'Anna Streams', authenticity: CLEAN_AUTHENTICITY },
  ...changes,
});

/** A run as the company's participants tables read it: with the company's VIP grant to its creator (none here). */
export const aCompanyMissionRun = (changes: Partial<MissionRunRow> = {}): MissionRunRow => ({
  ...aMissionRun(),
  vipAccess: null,
  ...changes,
});

const RUN_COUNTS = [
  { state: 'active' as const, count: 2 },
  { state: 'review' as const, count: 1 },
  { state: 'completed' as const, count: 1 },
];

export const companyMission = (changes: Partial<NonNullable<CompanyMission>> = {}): NonNullable<CompanyMission> => ({
  ...aMission(),
  kit: 'Beta key: NLG-BETA-2030 (Steam)',
  reviewNote: null,
  runCounts: RUN_COUNTS,
  publishChecks: [],
  ...changes,
});

export const missionListItem = (changes: Partial<CompanyMissionListItem> = {}): CompanyMissionListItem => ({
  ...aMission(),
  runCounts: RUN_COUNTS,
  ...changes,
});

type CreatorRun = NonNullable<NonNullable<CreatorMission>['run']>;

/** A member's own run as /missions/{id} reads it: with the rewards it claims (all of them unless pro-rated). */
export const creatorRun = (changes: Partial<CreatorRun> = {}): CreatorRun => ({
  ...aMissionRun(),
  claimableRewards: aMission().rewards.map((r) => ({ id: r.id, numberOfCodes: r.numberOfCodes })),
  ...changes,
});

/** A member's view of /missions/{id}: `run` null before joining. */
export const creatorMission = (changes: Partial<NonNullable<CreatorMission>> = {}): NonNullable<CreatorMission> => ({
  mission: aMission(),
  run: null,
  progress: null,
  kit: null,
  vipAccess: null,
  ...changes,
});

export const progressOf = (air: number, clicks: number, custom: number) => ({
  met: air >= 60 && clicks >= 25 && custom >= 1,
  criteria: [
    { criterionId: 'crit-air', value: air, amount: 60, met: air >= 60 },
    { criterionId: 'crit-clicks', value: clicks, amount: 25, met: clicks >= 25 },
    { criterionId: 'crit-custom', value: custom, amount: 1, met: custom >= 1 },
  ],
});
