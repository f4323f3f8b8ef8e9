import type { ResultOf } from '../../apps/web/src/graphql.ts';
import type { CompanyReportQuery } from '../../apps/web/src/reporting/operations/reporting.operations.ts';

type Report = ResultOf<typeof CompanyReportQuery>['companyReport'];
type Figures = Report['totals'];

const usd = (cents: number) => ({ cents, currency: 'USD' as const });
/** Wishlists are known for activations and creators (imported Steam UTM reports); a game's row has none. */
const figures = (f: {
  creators: number;
  pieces: number;
  reach: number;
  hours: number;
  costCents: number | null;
  wishlists?: number;
}): Figures => ({
  creators: f.creators,
  contentPieces: f.pieces,
  reach: f.reach,
  hoursWatched: f.hours,
  cost: f.costCents === null ? null : usd(f.costCents),
  costPerHourWatched: f.costCents && f.hours > 0 ? usd(Math.round(f.costCents / f.hours)) : null,
  wishlists: f.wishlists ?? null,
  costPerWishlist: f.costCents && f.wishlists ? usd(Math.round(f.costCents / f.wishlists)) : null,
  wishlistsPerHourWatched: f.wishlists !== undefined && f.hours > 0 ? f.wishlists / f.hours : null,
});

const TO = Date.parse('2026-11-26T10:00:00Z');
const DAY = 86_400_000;
const daily = Array.from({ length: 91 }, (_, i) => {
  const day = new Date(TO - (90 - i) * DAY).toISOString().slice(0, 10);
  const pieces = i % 4 === 0 ? 2 : i % 7 === 0 ? 1 : 0;
  return { day, contentPieces: pieces, reach: pieces * 900, hoursWatched: pieces * 61.5 };
});

/** The demo company's last 90 days: a Quest with spend, a Key campaign and the Creator Program. */
export const overviewReport: Report = {
  from: new Date(TO - 90 * DAY).toISOString(),
  to: new Date(TO).toISOString(),
  periodDays: 90,
  totals: figures({ creators: 6, pieces: 58, reach: 52_200, hours: 3_567, costCents: 180_000, wishlists: 1_430 }),
  daily,
  activations: [
    {
      id: 'key-1',
      kind: 'KEY',
      name: 'Moonlight Drifters keys',
      figures: figures({ creators: 4, pieces: 31, reach: 30_100, hours: 2_004.5, costCents: 0, wishlists: 910 }),
    },
    {
      id: 'quest-1',
      kind: 'QUEST',
      name: 'Hollow Lantern launch quest',
      figures: figures({ creators: 2, pieces: 9, reach: 12_000, hours: 1_240, costCents: 180_000, wishlists: 520 }),
    },
    {
      id: 'program-1',
      kind: 'CREATOR_PROGRAM',
      name: 'Lurkit Studios creators',
      figures: figures({ creators: 3, pieces: 18, reach: 10_100, hours: 322.5, costCents: 0, wishlists: 0 }),
    },
  ],
  creators: [
    {
      creatorId: 'c-anna',
      displayName: 'AnnaPlays',
      figures: figures({ creators: 1, pieces: 22, reach: 24_000, hours: 1_820, costCents: 90_000, wishlists: 780 }),
    },
    {
      creatorId: 'c-bo',
      displayName: 'BoBuilds',
      figures: figures({ creators: 1, pieces: 14, reach: 11_000, hours: 904, costCents: 90_000, wishlists: 420 }),
    },
    {
      creatorId: 'c-cy',
      displayName: 'CyStreams',
      figures: figures({ creators: 1, pieces: 22, reach: 17_200, hours: 843, costCents: 0, wishlists: 230 }),
    },
  ],
  games: [
    {
      gameId: 'g-moon',
      name: 'Moonlight Drifters',
      figures: figures({ creators: 4, pieces: 35, reach: 33_000, hours: 2_200, costCents: null }),
    },
    {
      gameId: 'g-lantern',
      name: 'Hollow Lantern',
      figures: figures({ creators: 3, pieces: 23, reach: 19_200, hours: 1_367, costCents: null }),
    },
  ],
  content: [
    {
      id: 'p-1',
      type: 'STREAM',
      title: 'Launch night with the devs',
      creatorId: 'c-anna',
      creatorName: 'AnnaPlays',
      gameName: 'Hollow Lantern',
      views: 2_400,
      hoursWatched: 412.5,
      createdAt: '2026-11-02T18:00:00Z',
      activationNames: ['Hollow Lantern launch quest', 'Lurkit Studios creators'],
    },
    {
      id: 'p-2',
      type: 'VIDEO',
      title: 'Moonlight Drifters: ten tips',
      creatorId: 'c-bo',
      creatorName: 'BoBuilds',
      gameName: 'Moonlight Drifters',
      views: 18_000,
      hoursWatched: 300,
      createdAt: '2026-10-20T09:00:00Z',
      activationNames: ['Moonlight Drifters keys'],
    },
  ],
};

/** A group with nothing in the period: a company's first days, or no Missions yet. */
export const emptyReport: Report = {
  ...overviewReport,
  totals: figures({ creators: 0, pieces: 0, reach: 0, hours: 0, costCents: 0 }),
  daily: daily.map((d) => ({ ...d, contentPieces: 0, reach: 0, hoursWatched: 0 })),
  activations: [],
  creators: [],
  games: [],
  content: [],
};
