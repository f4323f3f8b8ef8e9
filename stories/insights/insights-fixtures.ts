import type {
  CreatorInsights,
  GameInsights,
  InsightsCreatorRanking,
  InsightsGameRanking,
  InsightsPostDetails,
  InsightsPostPage,
  SavedInsightsFilter,
} from '../../apps/web/src/insights/operations/insights.operations.ts';

const figures = (hoursWatched: number, averageCcv: number | null) => ({
  streams: 12,
  streamHours: 40,
  averageCcv,
  peakCcv: Math.round((averageCcv ?? 0) * 2),
  videos: 3,
  videoViews: 12_400,
  shorts: 5,
  shortViews: 40_100,
  hoursWatched,
  watchTimeHours: 1_310,
  averageViews: 6_562.5,
});
const period = { from: '2026-10-27', to: '2026-11-25' };
const channel = (handle: string, country: string) => ({ provider: 'twitch' as const, handle, followers: 12_000, language: 'sv', country });

type CreatorRow = InsightsCreatorRanking['rows'][number];
const CREATOR_ROWS: CreatorRow[] = [
  {
    creator: { id: 'c-anna', username: 'annaplays', displayName: 'AnnaPlays', channels: [channel('annaplays', 'SE')] },
    tier: 'mid',
    figures: figures(5_210, 130.2),
    authenticity: { score: 100, level: 'LIKELY_GENUINE' },
  },
  {
    creator: { id: 'c-olle', username: 'ollestreams', displayName: 'OlleStreams', channels: [channel('olle', 'NO')] },
    tier: 'micro',
    figures: figures(1_320, 33),
    authenticity: { score: 65, level: 'CHECK' },
  },
  {
    creator: { id: 'c-kim', username: 'kimcasts', displayName: 'KimCasts', channels: [channel('kim', 'FI')] },
    tier: 'nano',
    figures: figures(120.5, 3),
    authenticity: { score: null, level: null },
  },
];

export const creatorRanking = (count = 3): InsightsCreatorRanking => ({
  rows: CREATOR_ROWS.slice(0, count),
  totalCount: count,
  hasNextPage: false,
  endCursor: null,
  period,
});

export const gameRanking: InsightsGameRanking = {
  rows: [
    { game: { id: 'g-valheim', name: 'Valheim' }, creators: 14, figures: figures(9_800, 88) },
    { game: { id: 'g-factorio', name: 'Factorio' }, creators: 6, figures: figures(2_100, 35) },
  ],
  totalCount: 2,
  hasNextPage: false,
  endCursor: null,
  period,
};

const day = (index: number) => new Date(Date.UTC(2026, 9, 27 + index)).toISOString().slice(0, 10);
const daily = Array.from({ length: 30 }, (_, i) => ({
  day: day(i),
  figures: {
    hoursWatched: i % 3 === 0 ? 0 : 120 + ((i * 37) % 90),
    averageCcv: i % 3 === 0 ? null : 110 + (i % 7) * 4,
    streams: i % 3 === 0 ? 0 : 1,
  },
}));

export const creatorInsights: CreatorInsights = {
  creator: { id: 'c-anna', username: 'annaplays', displayName: 'AnnaPlays', channels: [channel('annaplays', 'SE')] },
  period,
  tierByCcv: 'mid',
  tierByViews: 'micro',
  figures: figures(5_210, 130.2),
  daily,
  games: gameRanking.rows.map(({ game, figures: f }) => ({ game, figures: f })),
  authenticity: {
    score: 80,
    level: 'LIKELY_GENUINE',
    signals: [{ code: 'VIEWER_SPIKES', message: "Viewers jumped to over 4 times the day's average on 5 of 20 stream days." }],
  },
};

export const postPage: InsightsPostPage = {
  rows: [
    {
      id: 'p-1',
      type: 'STREAM',
      provider: 'twitch',
      title: 'Valheim: building the longhouse',
      durationSeconds: 3 * 3_600 + 900,
      views: 0,
      hoursWatched: 420.5,
      averageCcv: 129.4,
      peakCcv: 260,
      listed: true,
      createdAt: '2026-11-24T18:00:00.000Z',
      shortlisted: false,
    },
  ],
  totalCount: 1,
  hasNextPage: false,
  endCursor: null,
};

export const gameInsights: GameInsights = {
  game: { id: 'g-valheim', name: 'Valheim' },
  period,
  creators: 14,
  figures: figures(9_800, 88),
  daily,
  topCreators: creatorRanking().rows.map(({ creator, tier, figures: f }) => ({
    creator: { id: creator.id, displayName: creator.displayName },
    tier,
    figures: f,
  })),
};

export const savedFilters: SavedInsightsFilter[] = [
  {
    id: 'f-1',
    name: 'Nordic mid tier',
    createdAt: '2026-11-20T10:00:00.000Z',
    options: {
      aggregationPeriodDays: 90,
      datePreset: null,
      platforms: ['twitch'],
      tierBasis: 'CCV',
      tiers: ['mid'],
      languages: [],
      countries: ['SE', 'NO'],
      gameIds: [],
    },
  },
];

/** The selected stream with its viewers every ten minutes (a query value selects it on the details page). */
export const selectedStream: InsightsPostDetails = {
  post: postPage.rows[0]!,
  viewers: Array.from({ length: 19 }, (_, i) => ({
    sampledAt: new Date(Date.parse('2026-11-24T18:00:00.000Z') + i * 600_000).toISOString(),
    viewers: Math.round(130 + 90 * Math.sin((Math.PI * (i + 1)) / 20)),
  })),
};

export const selectedVideo: InsightsPostDetails = {
  post: {
    ...postPage.rows[0]!,
    id: 'p-v',
    type: 'VIDEO',
    provider: 'youtube',
    title: 'Ten Valheim tips',
    views: 18_400,
    averageCcv: 0,
    peakCcv: 0,
  },
  viewers: [],
};
