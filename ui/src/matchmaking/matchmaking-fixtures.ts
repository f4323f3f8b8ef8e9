import type { MatchRow, MatchmakingBriefView } from './matchmaking.types.ts';
import { CLEAN_AUTHENTICITY, FLAGGED_AUTHENTICITY } from '../insights/authenticity-fixtures.ts';

/** Fixtures the matchmaking component stories and the page stories share. */
export const aBriefView = (): MatchmakingBriefView => ({
  activationType: 'QUEST',
  activationName: 'Spring Stream Quest',
  objective: 'AWARENESS',
  strategy: 'BALANCED',
  gameName: 'Frostpunk 2',
  languages: ['en', 'sv'],
  locations: ['EUROPE'],
  budget: { total: { cents: 500_000 }, perRegion: [{ location: 'SE', amount: { cents: 100_000 } }], maxBidPerHourWatched: { cents: 100 } },
  minContentDurationHours: 2,
  hoursPerCreator: 3,
});

export const matchRows = (): MatchRow[] => [
  {
    creatorId: 'c-1',
    creator: { displayName: 'Anna Frost', username: 'annafrost', country: 'SE' },
    authenticity: CLEAN_AUTHENTICITY,
    matchScore: 'EXCELLENT',
    points: 92,
    suggestedOffer: { cents: 60_000 },
    predictedCcv: 400,
    estimatedCostPerHour: { cents: 50 },
    selected: true,
  },
  {
    creatorId: 'c-2',
    creator: { displayName: 'Berlin Builds', username: 'berlinbuilds', country: 'DE' },
    authenticity: FLAGGED_AUTHENTICITY,
    matchScore: 'GOOD',
    points: 61,
    suggestedOffer: { cents: 30_000 },
    predictedCcv: 180,
    estimatedCostPerHour: { cents: 56 },
    selected: false,
  },
  {
    creatorId: 'c-3',
    creator: { displayName: 'Cosy Carl', username: 'cosycarl', country: null },
    authenticity: { score: null, level: null, signals: [] },
    matchScore: 'POOR',
    points: 31,
    suggestedOffer: { cents: 9_000 },
    predictedCcv: 60,
    estimatedCostPerHour: { cents: 50 },
    selected: false,
  },
];
