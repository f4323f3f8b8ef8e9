import type { ResultOf } from '../../apps/web/src/graphql.ts';
import { CLEAN_AUTHENTICITY, FLAGGED_AUTHENTICITY } from '../../ui/src/insights/authenticity-fixtures.ts';
import type {
  MatchmakingChoicesQuery,
  MatchmakingListQuery,
  MatchmakingListsQuery,
} from '../../apps/web/src/matchmaking/operations/matchmaking.operations.ts';

const brief = {
  activationType: 'QUEST' as const,
  activationId: 'quest-1',
  activationName: 'Spring Stream Quest',
  objective: 'AWARENESS' as const,
  strategy: 'BALANCED' as const,
  gameId: 'game-1',
  gameName: 'Frostpunk 2',
  similarGameIds: [],
  languages: ['en'],
  locations: ['EUROPE'],
  budget: { total: { cents: 500_000 }, perRegion: [], maxBidPerHourWatched: { cents: 100 } },
  minContentDurationHours: 1,
  hoursPerCreator: 2,
};

const creator = (id: string, displayName: string, country: string) => ({
  id,
  username: displayName.toLowerCase().replace(/\s/g, ''),
  displayName,
  country,
  followers: 12_000,
});

export const matchmakingList: ResultOf<typeof MatchmakingListQuery> = {
  matchmakingList: {
    id: 'list-1',
    createdAt: '2026-03-02T09:30:00.000Z',
    brief,
    selectedCreatorIds: [],
    looserFilters: [],
    results: {
      generatedAt: '2026-03-02T09:30:00.000Z',
      totalSuggestedOffer: { cents: 60_000 },
      matches: [
        {
          creatorId: 'cr-1',
          creator: creator('cr-1', 'Anna Streams', 'SE'),
          authenticity: CLEAN_AUTHENTICITY,
          matchScore: 'EXCELLENT',
          points: 91,
          suggestedOffer: { cents: 40_000 },
          predictedCcv: 400,
          predictedHoursWatched: 800,
          estimatedCostPerHour: { cents: 50 },
          selected: false,
        },
        {
          creatorId: 'cr-2',
          creator: creator('cr-2', 'Björn Plays', 'DE'),
          // Björn's audience is flagged (chat and viewer spikes), Anna's clean.
          authenticity: FLAGGED_AUTHENTICITY,
          matchScore: 'AVERAGE',
          points: 45,
          suggestedOffer: { cents: 20_000 },
          predictedCcv: 200,
          predictedHoursWatched: 400,
          estimatedCostPerHour: { cents: 50 },
          selected: false,
        },
      ],
    },
  },
};

/** A Nordic brief nobody matched: any location would bring two creators, any language one. */
export const emptyNordicList: ResultOf<typeof MatchmakingListQuery> = {
  matchmakingList: {
    ...matchmakingList.matchmakingList,
    id: 'list-empty',
    brief: { ...brief, locations: ['SE', 'NO'] },
    looserFilters: [
      { filter: 'LOCATIONS', addsBack: 2 },
      { filter: 'LANGUAGES', addsBack: 1 },
    ],
    results: { generatedAt: '2026-03-02T09:30:00.000Z', totalSuggestedOffer: { cents: 0 }, matches: [] },
  },
};

/** The same list with Anna selected, as the server answers a selection change. */
export const withAnnaSelected = {
  ...matchmakingList.matchmakingList,
  selectedCreatorIds: ['cr-1'],
  results: {
    ...matchmakingList.matchmakingList.results!,
    matches: matchmakingList.matchmakingList.results!.matches.map((m) => ({ ...m, selected: m.creatorId === 'cr-1' })),
  },
};

export const matchmakingLists: ResultOf<typeof MatchmakingListsQuery> = {
  matchmakingLists: [
    {
      id: 'list-1',
      createdAt: '2026-03-02T09:30:00.000Z',
      generatedAt: '2026-03-02T09:30:00.000Z',
      matchCount: 2,
      selectedCount: 0,
      brief,
    },
  ],
};

export const matchmakingChoices: ResultOf<typeof MatchmakingChoicesQuery> = {
  companyKeyCampaigns: { edges: [{ node: { id: 'key-1', name: 'Frostpunk 2 keys', game: { name: 'Frostpunk 2' } } }] },
  companyQuests: { edges: [{ node: { id: 'quest-1', name: 'Spring Stream Quest' } }] },
  insightsGameSearch: [
    { id: 'game-1', name: 'Frostpunk 2' },
    { id: 'game-2', name: 'Against the Storm' },
  ],
};
