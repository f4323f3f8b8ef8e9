import type { CreatorHome } from '../../apps/web/src/insights/operations/creator-home.operations.ts';

const edges = (n: number) => Array.from({ length: n }, (_, i) => ({ node: { id: `run-${i + 1}` } }));

/** Anna's home: a key to claim, one awaiting content, a reward to claim, two Quest offers, 30 days of streams. */
export const annasHome: CreatorHome = {
  myKeyDeals: [
    { participation: { id: 'kp-1', state: 'accepted' } },
    { participation: { id: 'kp-2', state: 'claimedKey' } },
    { participation: { id: 'kp-3', state: 'pending' } },
    { participation: { id: 'kp-4', state: 'submittedContent' } },
  ],
  myMissionRuns: [
    { id: 'mr-1', state: 'claimReward' },
    { id: 'mr-2', state: 'active' },
  ],
  questOffers: { edges: edges(2), pageInfo: { hasNextPage: false } },
  activeQuests: { edges: edges(1), pageInfo: { hasNextPage: false } },
  myCompletionRate: { rate: 0.75, onTime: 3, late: 1, missing: 0 },
  myInsights: {
    period: { from: '2026-10-27', to: '2026-11-25' },
    figures: {
      streams: 18,
      streamHours: 54,
      hoursWatched: 3_240,
      averageCcv: 60,
      peakCcv: 212,
      videos: 3,
      videoViews: 8_400,
      shorts: 6,
      shortViews: 21_000,
      watchTimeHours: 640,
    },
    daily: Array.from({ length: 30 }, (_, i) => ({
      day: new Date(Date.UTC(2026, 9, 27 + i)).toISOString().slice(0, 10),
      figures: { hoursWatched: i % 3 === 0 ? 0 : 100 + ((i * 37) % 90) },
    })),
  },
};

/** A creator who just got access: nothing yet anywhere, and no channel figures. */
export const emptyHome: CreatorHome = {
  myKeyDeals: [],
  myMissionRuns: [],
  questOffers: { edges: [], pageInfo: { hasNextPage: false } },
  activeQuests: { edges: [], pageInfo: { hasNextPage: false } },
  myCompletionRate: { rate: null, onTime: 0, late: 0, missing: 0 },
  myInsights: null,
};
